import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsBanner, type CmsBannerProps } from '@atelier/cms-renderer';
import { createMemoryStorage } from '@atelier/test-utils/memory-storage';
import { useState } from 'react';
import './cms-stories.css';
import {
  BANNER_NOTICE,
  BANNER_TOP,
  storyLocale,
  type CmsNode,
  type Localised,
} from './cms-story-templates.js';

const AGAIN: Localised<{ note: string; button: string }> = {
  kr: { note: '배너를 닫았습니다. 다음 자정까지 보이지 않습니다.', button: '배너 다시 보기' },
  en: {
    note: 'Banner closed. It stays hidden until the next midnight.',
    button: 'Show the banner again',
  },
};

interface BannerDemoProps {
  id: string;
  closable: boolean;
  templates: Localised<CmsNode[]>;
  lang: 'kr' | 'en';
  closeLabel?: string;
}

/**
 * A banner with its own in-memory dismissal record, so closing it in the story does not hide
 * it from this browser until tomorrow; "show again" starts a fresh record.
 */
function BannerDemo({ id, closable, templates, lang, closeLabel }: BannerDemoProps) {
  const [storage, setStorage] = useState(createMemoryStorage);
  const [closed, setClosed] = useState(false);
  const props: CmsBannerProps = {
    banner: { id, closable, template: templates[lang] },
    lang,
    closeLabel,
    storage,
    onDismiss: () => setClosed(true),
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <CmsBanner {...props} />
      {closed && (
        <p role="status" style={{ margin: 0 }}>
          {AGAIN[lang].note}{' '}
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={() => {
              setStorage(createMemoryStorage());
              setClosed(false);
            }}
          >
            {AGAIN[lang].button}
          </button>
        </p>
      )}
    </div>
  );
}

const meta = {
  title: 'CMS/CmsBanner',
  component: BannerDemo,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A CMS banner (`GET /api/cms/published/{name}`) rendered safely. A closable banner stays dismissed until the next local midnight; a non-closable one always shows.',
      },
    },
  },
  args: { id: 'home-banner-top', closable: true, templates: BANNER_TOP, lang: 'kr' },
  argTypes: { templates: { control: false }, lang: { control: false } },
  render: (args, { globals }) => <BannerDemo {...args} lang={storyLocale(globals)} />,
} satisfies Meta<typeof BannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closable (like `home-banner-top`): '닫기' hides it until the next local midnight. */
export const Closable: Story = {};

/** The same banner with the English label 'Close'. */
export const ClosableEnglish: Story = { globals: { locale: 'en' } };

/** Not closable: no button, always shown. */
export const NonClosable: Story = {
  args: { id: 'holiday-notice', closable: false, templates: BANNER_NOTICE },
};

export const NonClosableEnglish: Story = { ...NonClosable, globals: { locale: 'en' } };
