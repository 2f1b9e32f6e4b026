import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsRenderer } from '@atelier/cms-renderer';
import './cms-stories.css';
import {
  HOME_MAIN,
  PROMOTION_SPRING,
  hostileTemplate,
  storyLocale,
  type CmsNode,
  type Localised,
} from './cms-story-templates.js';

const HOSTILE_CAPTION: Localised<string> = {
  kr: '아래는 악의적인 템플릿입니다. 스크립트, 이벤트 핸들러, javascript: 링크와 위험한 스타일은 모두 제거되거나 글자로만 보입니다.',
  en: 'A hostile template: scripts, event handlers, javascript: links and dangerous styles are all removed or shown as plain text.',
};

const meta = {
  title: 'CMS/CmsRenderer',
  component: CmsRenderer,
  parameters: {
    docs: {
      description: {
        component:
          'Renders `GET /api/cms/published/{name}` safely, identically on the server and in the browser. The toolbar locale switches the demo page between Korean and English.',
      },
    },
  },
  args: { template: HOME_MAIN.kr },
} satisfies Meta<typeof CmsRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uses the toolbar's language for the page content (Controls edits apply to Korean). */
function localised(pages: Localised<CmsNode[]>, link?: string): Story {
  return {
    args: { template: pages.kr, link },
    render: (args, { globals }) => (
      <CmsRenderer {...args} template={storyLocale(globals) === 'en' ? pages.en : args.template} />
    ),
  };
}

/** The home page (like the seeded `home-main`): hero, images, list. */
export const HomeMain: Story = localised(HOME_MAIN);

export const HomeMainEnglish: Story = { ...HomeMain, globals: { locale: 'en' } };

/**
 * A page with a `link` (like `promotion-spring`): the whole page is one link, so the
 * template's own link and any buttons render as `span`. Rows get a `tbody`.
 */
export const PromotionWithLink: Story = localised(PROMOTION_SPRING, '/contents/promotion');

export const PromotionWithLinkEnglish: Story = { ...PromotionWithLink, globals: { locale: 'en' } };

function HostileDemo({ template }: { template: CmsNode[] }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <CmsRenderer template={template} />
      <details>
        <summary>template JSON</summary>
        <pre className="cms-story-source">{JSON.stringify(template, null, 2)}</pre>
      </details>
    </div>
  );
}

/** Script tags, `on*` props, `javascript:`/`data:`/`vbscript:` URLs and CSS attacks render safely. */
export const HostileTemplate: Story = {
  args: { template: hostileTemplate(HOSTILE_CAPTION.kr) },
  render: (args, { globals }) => (
    <HostileDemo
      template={
        storyLocale(globals) === 'en'
          ? hostileTemplate(HOSTILE_CAPTION.en)
          : (args.template as CmsNode[])
      }
    />
  ),
};

export const HostileTemplateEnglish: Story = { ...HostileTemplate, globals: { locale: 'en' } };
