import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { Select } from '@atelier/ui-kit';
import type { SelectOption, SelectProps } from '@atelier/ui-kit';

const SORTS_KO: SelectOption[] = [
  { value: 'new', label: '최신순' },
  { value: 'best', label: '인기순' },
  { value: 'price-asc', label: '낮은 가격순' },
  { value: 'price-desc', label: '높은 가격순' },
  { value: 'review', label: '리뷰 많은순' },
];

const SORTS_EN: SelectOption[] = [
  { value: 'new', label: 'Newest' },
  { value: 'best', label: 'Most popular' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'review', label: 'Most reviewed' },
];

const SCENTS: SelectOption[] = [
  '라벤더',
  '로즈',
  '머스크',
  '시더우드',
  '시트러스',
  '바닐라',
  '베르가못',
  '샌달우드',
  '자스민',
  '화이트티',
  '블랙체리',
  '무화과',
  '피오니',
  '솔트앤세이지',
].map((label, i) => ({ value: String(i), label, disabled: i === 3 }));

function SelectDemo(props: SelectProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <div style={{ maxWidth: 320, minHeight: 380 }}>
      <Select {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Forms/Select',
  // The demo keeps the chosen value; its props are Select's (string values).
  component: SelectDemo,
  args: { label: '정렬', options: SORTS_KO },
  parameters: {
    docs: {
      description: {
        component:
          'A styled select-only combobox: the list opens below, at most 300 px high, and works with arrows, Home/End, Enter/Space, Escape and type-ahead; disabled options are struck through. Use it for sorts and option groups.',
      },
    },
  },
} satisfies Meta<typeof SelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};

/** 14 options: the open list stops at 300 px and scrolls; 시더우드 is sold out (disabled). */
export const KoreanLongList: Story = { args: { label: '향 선택', options: SCENTS } };

export const English: Story = {
  args: { label: 'Sort by', options: SORTS_EN, placeholder: 'Please choose' },
};

export const Disabled: Story = { args: { value: 'new', disabled: true } };
