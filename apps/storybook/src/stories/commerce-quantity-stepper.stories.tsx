import { QuantityStepper } from '@atelier/commerce-ui';
import type { QuantityStepperProps } from '@atelier/commerce-ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { commerceLabels, storyLocale, type StoryLocale } from './commerce-story-kit.js';

function QuantityStepperDemo({
  locale = 'kr',
  value: initial,
  ...props
}: QuantityStepperProps & { locale?: StoryLocale }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="commerce-story">
      <QuantityStepper
        {...props}
        value={value}
        onChange={setValue}
        labels={commerceLabels(locale).quantity}
      />
    </div>
  );
}

const meta = {
  title: 'Commerce/QuantityStepper',
  component: QuantityStepperDemo,
  render: (args, { globals }) => <QuantityStepperDemo {...args} locale={storyLocale(globals)} />,
  args: { value: 1, max: 10, onChange: () => {} },
  parameters: {
    docs: {
      description: {
        component:
          "The quantity of a product page or a cart line: − and + around a number field, from `min` (1) to `max` (the chosen variant's stock). Typing keeps digits only and caps at the stock; the field is a spinbutton (ArrowUp/Down, PageUp/Down by 10, Home/End). At the stock a note says the limit; with nothing in stock (`max` 0) it is disabled.",
      },
    },
  },
} satisfies Meta<typeof QuantityStepperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 in stock. */
export const Korean: Story = {};

/** At the stock: + is disabled and the limit is said. */
export const KoreanAtStock: Story = { args: { value: 3, max: 3 } };

/** Nothing in stock. */
export const KoreanSoldOut: Story = { args: { value: 1, max: 0 } };

export const English: Story = { globals: { locale: 'en' } };

export const EnglishAtStock: Story = { args: { value: 3, max: 3 }, globals: { locale: 'en' } };
