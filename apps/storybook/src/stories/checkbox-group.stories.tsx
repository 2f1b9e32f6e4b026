import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { CheckboxGroup, ToastProvider } from '@atelier/ui-kit';
import type { CheckboxGroupProps, RadioOption, RadioValue } from '@atelier/ui-kit';

const SCENTS_KO: RadioOption<string>[] = [
  { value: 'lavender', label: '라벤더' },
  { value: 'rose', label: '로즈' },
  { value: 'musk', label: '머스크' },
  { value: 'cedar', label: '시더우드' },
  { value: 'citrus', label: '시트러스' },
];

const SCENTS_EN: RadioOption<string>[] = [
  { value: 'lavender', label: 'Lavender' },
  { value: 'rose', label: 'Rose' },
  { value: 'musk', label: 'Musk' },
  { value: 'cedar', label: 'Cedarwood' },
  { value: 'citrus', label: 'Citrus' },
];

function CheckboxGroupDemo({ closeLabel, ...props }: CheckboxGroupProps & { closeLabel?: string }) {
  const [value, setValue] = useState<RadioValue[]>([...props.value]);
  return (
    <ToastProvider labels={closeLabel ? { closeLabel } : undefined}>
      <CheckboxGroup {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: '0.875rem' }}>value: {JSON.stringify(value)}</p>
    </ToastProvider>
  );
}

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  render: (args) => <CheckboxGroupDemo {...args} />,
  args: {
    label: '향 선택 (최대 2개)',
    options: SCENTS_KO,
    value: [],
    onChange: () => {},
    maxSelection: 2,
  },
  parameters: {
    docs: {
      description: {
        component:
          "A multi-select with `maxSelection` (0 = unlimited): one more shows the error toast '선택 가능한 옵션은 {count}개 입니다.' and the change is refused; choosing a chosen option again removes it. Controlled through `value` and `onChange`.",
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A third choice shows the toast '선택 가능한 옵션은 2개 입니다.'; choosing a chosen one removes it. */
export const Korean: Story = {};

/** maxSelection 0: no limit. */
export const KoreanUnlimited: Story = { args: { label: '향 선택', maxSelection: 0 } };

export const English: Story = {
  args: {
    label: 'Scents (up to 2)',
    options: SCENTS_EN,
    limitMessage: 'You can choose up to {count} options.',
  },
  render: (args) => <CheckboxGroupDemo {...args} closeLabel="Close" />,
};
