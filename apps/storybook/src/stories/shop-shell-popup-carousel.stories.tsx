import type { Meta, StoryObj } from '@storybook/react-vite';
import { PopupCarousel } from '@atelier/shop-shell/components';
import { createMemoryStorage } from '@atelier/test-utils/memory-storage';
import { useState } from 'react';

import { POPUPS, ShellStory, storyLocale, type StoryLocale } from './shop-shell-story-kit.js';

interface PopupDemoProps {
  count: 1 | 2 | 3;
  locale?: StoryLocale;
}

/**
 * The popup carousel with its own in-memory read records, so closing it here does not hide
 * it from this browser; "show again" starts fresh.
 */
function PopupDemo({ count, locale = 'kr' }: PopupDemoProps) {
  const [round, setRound] = useState(0);
  const [storage, setStorage] = useState(createMemoryStorage);
  const popups = [...POPUPS, { ...POPUPS[0]!, id: 3, type: 'notice' }].slice(0, count);
  return (
    <ShellStory key={`${locale}-${round}`} locale={locale}>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => {
          setStorage(createMemoryStorage());
          setRound((r) => r + 1);
        }}
      >
        {locale === 'en' ? 'Show again' : '다시 보기'}
      </button>
      <PopupCarousel popups={popups} storage={storage} />
    </ShellStory>
  );
}

const meta = {
  title: 'Shop shell/Popup carousel',
  component: PopupDemo,
  render: (args, { globals }) => <PopupDemo {...args} locale={storyLocale(globals)} />,
  args: { count: 2 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The home page's popup carousel, shown while active popups are unread: autoplay, cards effect, fraction pagination, 500 ms slides. Confirming or closing marks every popup read (a daily popup only for today).",
      },
    },
  },
} satisfies Meta<typeof PopupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two popups: cards effect, fraction pagination, autoplay; 확인 / 닫기 mark both read. */
export const Korean: Story = {};

/** Three popups loop. */
export const KoreanThree: Story = { args: { count: 3 } };

export const English: Story = { globals: { locale: 'en' } };

export const EnglishDesktop: Story = {
  globals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } },
};
