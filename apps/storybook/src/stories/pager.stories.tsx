import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { Pager } from '@atelier/ui-kit';
import type { PagerProps } from '@atelier/ui-kit';

function PagerDemo(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return <Pager {...props} page={page} onChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pager',
  component: Pager,
  render: (args) => <PagerDemo {...args} />,
  args: { page: 1, total: 237 },
  parameters: {
    docs: {
      description: {
        component:
          'Five page numbers (10 items a page by default) with first, previous, next and last, the current page marked `aria-current="page"`. Pass `getHref` on crawlable lists to render links; clicks still go to `onChange`.',
      },
    },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 237 notices, 10 per page: 24 pages, 5 numbers at a time. */
export const Korean: Story = {};

export const KoreanMiddle: Story = { args: { page: 12 } };

/** Links for crawlable list pages (SSR); clicks still go through onChange. */
export const KoreanLinks: Story = {
  args: { page: 3, lastPage: 8, getHref: (page) => `?page=${page}` },
};

export const English: Story = {
  args: {
    page: 6,
    labels: {
      nav: 'Pages',
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
      page: 'Page {page}',
    },
  },
};
