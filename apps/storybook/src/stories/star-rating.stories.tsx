import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '@atelier/ui-kit/styles.css';
import { StarRating } from '@atelier/ui-kit';
import type { StarRatingProps } from '@atelier/ui-kit';

function StarRatingDemo(props: StarRatingProps) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return <StarRating {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/StarRating',
  component: StarRating,
  render: (args) => <StarRatingDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A 1–5 rating input (a radio group: arrows, Home/End) for reviews, or with `readOnly` a labelled image of whole stars. Show averages such as 4.5 with commerce-ui's `RatingStars`.",
      },
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and choose; Home/End jump to 1점 and 5점. */
export const Korean: Story = {};

export const KoreanReadOnly: Story = { args: { value: 4, readOnly: true } };

export const English: Story = {
  args: {
    value: 3,
    labels: { group: 'Rating', star: '{value} stars', summary: '{value} of {max} stars' },
  },
};

export const EnglishReadOnly: Story = {
  args: { value: 5, readOnly: true, labels: { summary: '{value} of {max} stars' } },
};
