import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { DatePicker } from '@atelier/ui-kit';
import type { DatePickerProps } from '@atelier/ui-kit';

function DatePickerDemo(props: DatePickerProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <p style={{ fontSize: '0.875rem' }}>value: {JSON.stringify(value)}</p>
    </>
  );
}

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  render: (args) => <DatePickerDemo {...args} />,
  args: { label: '생년월일' },
  parameters: {
    docs: {
      description: {
        component:
          'Year, month and day selects that produce `yyyy-mm-dd`, over 111 years (100 back, 10 ahead). Controlled through `value` and `onChange`; every label replaceable through `labels`.',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 111 years (100 back, 10 ahead); the day list follows the month and leap years. */
export const Korean: Story = {};

export const KoreanWithValue: Story = { args: { value: '1990-05-17' } };

export const English: Story = {
  args: {
    label: 'Date of birth',
    value: '2024-02-29',
    labels: {
      group: 'Date',
      year: 'Year',
      month: 'Month',
      day: 'Day',
      yearOption: '{year}',
      monthOption: '{month}',
      dayOption: '{day}',
    },
  },
};
