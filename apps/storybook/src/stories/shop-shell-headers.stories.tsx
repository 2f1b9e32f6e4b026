import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesktopHeader, MobileHeader, Sidebar } from '@atelier/shop-shell/components';
import { useState } from 'react';

import { CATEGORIES, ShellStory, storyLocale, type StoryLocale } from './shop-shell-story-kit.js';

interface HeadersDemoProps {
  variant: 'mobile' | 'desktop';
  member: boolean;
  unread: number;
  locale?: StoryLocale;
}

function MobileChrome() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileHeader menuOpen={open} onMenuOpen={() => setOpen(true)} />
      <Sidebar open={open} onClose={() => setOpen(false)} categories={CATEGORIES} />
    </>
  );
}

/** The header of either layout in a story shell (store, router, texts in the toolbar's language). */
function HeadersDemo({ variant, member, unread, locale = 'kr' }: HeadersDemoProps) {
  return (
    <ShellStory
      key={`${locale}-${member}-${unread}`}
      locale={locale}
      member={member}
      unread={unread}
    >
      {variant === 'mobile' ? (
        <MobileChrome />
      ) : (
        <DesktopHeader categories={CATEGORIES} platform="pc" />
      )}
      <div style={{ height: 480 }} />
    </ShellStory>
  );
}

const meta = {
  title: 'Shop shell/Headers',
  component: HeadersDemo,
  render: (args, { globals }) => <HeadersDemo {...args} locale={storyLocale(globals)} />,
  args: { variant: 'mobile', member: false, unread: 0 },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The phone header (logo, cart, notifications with the unread badge, language, menu) and the desktop header (All Products mega-menu, top links, cart, account, language, search). Apps mount them through `ShopChrome`; the parts are in `@atelier/shop-shell/components`.',
      },
    },
  },
} satisfies Meta<typeof HeadersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Phone header: menu (opens the sidebar), logo, language toggle, notifications, cart. */
export const MobileKorean: Story = {};

/** A member with 3 unread notifications: the bell shows the badge. */
export const MobileKoreanMember: Story = { args: { member: true, unread: 3 } };

export const MobileEnglish: Story = {
  args: { member: true, unread: 1 },
  globals: { locale: 'en' },
};

/** Desktop header: hover, focus or click 전체 상품 for the mega-menu with its banner. */
export const DesktopKorean: Story = {
  args: { variant: 'desktop' },
  globals: desktop,
  tags: ['desktop-only'],
};

export const DesktopKoreanMember: Story = {
  args: { variant: 'desktop', member: true, unread: 12 },
  globals: desktop,
  tags: ['desktop-only'],
};

export const DesktopEnglish: Story = {
  args: { variant: 'desktop' },
  globals: { ...desktop, locale: 'en' },
  tags: ['desktop-only'],
};
