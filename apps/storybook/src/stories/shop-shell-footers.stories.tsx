import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer, MobileFooter } from '@atelier/shop-shell/components';

import {
  INSTAGRAM,
  NOTICES,
  ShellStory,
  storyLocale,
  type StoryLocale,
} from './shop-shell-story-kit.js';

interface FootersDemoProps {
  variant: 'mobile' | 'desktop';
  locale?: StoryLocale;
}

/** Either footer with the demo notices (5 of 6 show) and Instagram feed (photos only, 6 of 7). */
function FootersDemo({ variant, locale = 'kr' }: FootersDemoProps) {
  return (
    <ShellStory key={locale} locale={locale}>
      {variant === 'mobile' ? (
        <MobileFooter notices={NOTICES} instagram={INSTAGRAM} />
      ) : (
        <Footer notices={NOTICES} />
      )}
    </ShellStory>
  );
}

const meta = {
  title: 'Shop shell/Footers',
  component: FootersDemo,
  render: (args, { globals }) => <FootersDemo {...args} locale={storyLocale(globals)} />,
  args: { variant: 'mobile' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The desktop footer and the phone footer (with the Instagram strip): support hours, bank account, the latest 5 notices, link columns and the legal block.',
      },
    },
  },
} satisfies Meta<typeof FootersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Phone footer: Instagram strip, support, notices, bank account, links, legal block. */
export const MobileKorean: Story = {};

export const MobileEnglish: Story = { globals: { locale: 'en' } };

export const DesktopKorean: Story = { args: { variant: 'desktop' }, globals: desktop };

export const DesktopEnglish: Story = {
  args: { variant: 'desktop' },
  globals: { ...desktop, locale: 'en' },
};
