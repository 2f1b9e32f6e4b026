import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sidebar } from '@atelier/shop-shell/components';
import { useState } from 'react';

import { CATEGORIES, ShellStory, storyLocale, type StoryLocale } from './shop-shell-story-kit.js';

interface SidebarDemoProps {
  member: boolean;
  locale?: StoryLocale;
}

function OpenSidebar() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        className="atelier-button atelier-button--secondary"
        onClick={() => setOpen(true)}
      >
        ☰
      </button>
      <Sidebar open={open} onClose={() => setOpen(false)} categories={CATEGORIES} />
    </>
  );
}

/** The slide-in menu, open: drill into a category, back out, open the Sale section. */
function SidebarDemo({ member, locale = 'kr' }: SidebarDemoProps) {
  return (
    <ShellStory key={`${locale}-${member}`} locale={locale} member={member}>
      <OpenSidebar />
    </ShellStory>
  );
}

const meta = {
  title: 'Shop shell/Sidebar',
  component: SidebarDemo,
  render: (args, { globals }) => <SidebarDemo {...args} locale={storyLocale(globals)} />,
  args: { member: false },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The phone's slide-in menu: search, account links, the drill-down category tree with a back step and 'view all', Sale, What's New, Best Seller, TSSA, contents and customer-service links.",
      },
    },
  },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: login and register. */
export const Korean: Story = {};

/** A member: my page and logout. */
export const KoreanMember: Story = { args: { member: true } };

export const English: Story = { globals: { locale: 'en' } };
