import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { RangeInput } from '@atelier/ui-kit';
import type { RangeInputProps } from '@atelier/ui-kit';

function RangeInputDemo(props: RangeInputProps) {
  const [value, setValue] = useState(props.value ?? 100);
  return (
    <div style={{ maxWidth: 420 }}>
      <RangeInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Forms/RangeInput',
  component: RangeInput,
  render: (args) => <RangeInputDemo {...args} />,
  args: { label: '향 농도' },
  parameters: {
    docs: {
      description: {
        component:
          'A `role="slider"` from 0 to 100 (100 by default), clamped; dragging maps the track width to 0–100 %, arrow keys step, and the value shows with a % suffix.',
      },
    },
  },
} satisfies Meta<typeof RangeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 0–100, starting at 100%. Drag the track or use the arrow keys. */
export const Korean: Story = {};

export const KoreanHalf: Story = { args: { value: 50 } };

export const English: Story = { args: { label: 'Fragrance strength', value: 30 } };

export const Disabled: Story = { args: { value: 70, disabled: true } };
