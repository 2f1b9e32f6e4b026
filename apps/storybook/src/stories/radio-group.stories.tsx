import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { RadioGroup } from '@atelier/ui-kit';
import type { RadioGroupProps, RadioValue } from '@atelier/ui-kit';

function RadioGroupDemo(props: RadioGroupProps) {
  const [value, setValue] = useState<RadioValue | null>(props.value);
  return (
    <>
      <RadioGroup {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: '0.875rem' }}>value: {JSON.stringify(value)}</p>
    </>
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: (args) => <RadioGroupDemo {...args} />,
  args: {
    label: '결제 수단',
    value: 'card',
    onChange: () => {},
    options: [
      { value: 'card', label: '신용카드' },
      { value: 'bank', label: '무통장입금' },
      { value: 'vbank', label: '가상계좌', disabled: true },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'A controlled single choice whose values may be strings, numbers, booleans or arrays; arrow keys move between options.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Korean: Story = {};

/** Boolean values. */
export const KoreanBoolean: Story = {
  args: {
    label: '마케팅 정보 수신',
    value: null,
    options: [
      { value: true, label: '동의' },
      { value: false, label: '동의하지 않음' },
    ],
  },
};

/** Number and array values, stacked. */
export const KoreanArrayValues: Story = {
  args: {
    label: '세트 구성',
    value: [1, 2],
    orientation: 'vertical',
    options: [
      { value: 1, label: '캔들 1개' },
      { value: [1, 2], label: '캔들 + 디퓨저' },
      { value: [1, 2, 3], label: '캔들 + 디퓨저 + 룸스프레이' },
    ],
  },
};

export const English: Story = {
  args: {
    label: 'Payment method',
    options: [
      { value: 'card', label: 'Credit card' },
      { value: 'bank', label: 'Bank transfer' },
      { value: 'vbank', label: 'Virtual account', disabled: true },
    ],
  },
};
