import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BottomToolbar,
  createToolbarVisibility,
  ScrollToTopButton,
} from '@atelier/shop-shell/components';
import { useState, useSyncExternalStore } from 'react';

import { ShellStory, storyLocale, type StoryLocale } from './shop-shell-story-kit.js';

interface ToolbarDemoProps {
  chat: boolean;
  locale?: StoryLocale;
}

/**
 * The phone toolbar and the scroll-to-top button on a long page. With chat on, the chat
 * button stands in for the chat widget: it "opens" a chat panel, which hides the toolbar
 * until it is closed (the visibility flag of spec §4).
 */
function ToolbarDemo({ chat, locale = 'kr' }: ToolbarDemoProps) {
  const [visibility] = useState(createToolbarVisibility);
  const toolbarVisible = useSyncExternalStore(visibility.subscribe, visibility.getSnapshot);
  const en = locale === 'en';
  return (
    <ShellStory key={locale} locale={locale}>
      <p style={{ padding: 16 }}>
        {en
          ? 'Scroll down: the back-to-top button appears past 40 % of the window height.'
          : '아래로 스크롤하면 화면 높이의 40 %를 지날 때 맨 위로 버튼이 나타납니다.'}
      </p>
      <div style={{ height: 2400, background: 'linear-gradient(#faf7f2, #f0e8dc)' }} />
      {!toolbarVisible ? (
        <div
          role="dialog"
          aria-label={en ? 'Chat' : '채팅 상담'}
          style={{
            position: 'fixed',
            inset: 'auto 0 0 0',
            padding: 16,
            background: '#fff',
            boxShadow: '0 -4px 16px rgb(0 0 0 / 0.2)',
          }}
        >
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={visibility.chatHidden}
          >
            {en ? 'Close chat' : '채팅 닫기'}
          </button>
        </div>
      ) : null}
      <ScrollToTopButton />
      <BottomToolbar
        visibility={visibility}
        onChat={chat ? visibility.chatShown : undefined}
        onReload={() => {}}
      />
    </ShellStory>
  );
}

const meta = {
  title: 'Shop shell/Bottom toolbar',
  component: ToolbarDemo,
  render: (args, { globals }) => <ToolbarDemo {...args} locale={storyLocale(globals)} />,
  args: { chat: true },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The phone's bottom toolbar (back, forward, reload, my orders, product search, chat) with the scroll-to-top button; the toolbar hides while the chat widget is open.",
      },
    },
  },
} satisfies Meta<typeof ToolbarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back, forward, reload, my orders, product search, chat. */
export const Korean: Story = {};

/** Chat off (no plugin key): no chat button. */
export const KoreanWithoutChat: Story = { args: { chat: false } };

export const English: Story = { globals: { locale: 'en' } };
