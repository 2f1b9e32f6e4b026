import { RatingStars } from '@atelier/commerce-ui';
import type { RatingStarsProps } from '@atelier/commerce-ui';
import { DEMO_RATING_SUMMARY } from '@atelier/test-utils/product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { commerceLabels, storyLocale, type StoryLocale } from './commerce-story-kit.js';

function RatingStarsDemo({ locale = 'kr', ...props }: RatingStarsProps & { locale?: StoryLocale }) {
  return (
    <div className="commerce-story">
      <RatingStars {...props} labels={commerceLabels(locale).rating} />
    </div>
  );
}

const meta = {
  title: 'Commerce/RatingStars',
  component: RatingStarsDemo,
  render: (args, { globals }) => <RatingStarsDemo {...args} locale={storyLocale(globals)} />,
  args: { average: 4.5, count: 128 },
  parameters: {
    docs: {
      description: {
        component:
          "An average rating as five stars filled to the tenth, one labelled image to screen readers ('5점 만점에 4.5점', ui-kit's StarRating phrase), with the review count. Pass a `RatingSummary` as `summary` for the product page's distribution bars; `size=\"sm\"` in cards. For entering a rating use ui-kit's `StarRating`.",
      },
    },
  },
} satisfies Meta<typeof RatingStarsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.5 from 128 reviews: four and a half stars. */
export const Korean: Story = {};

/** The card size. */
export const KoreanSmall: Story = { args: { average: 4.8, count: 56, size: 'sm' } };

/** The product page: average, count and a bar per star. */
export const KoreanDistribution: Story = {
  args: { average: DEMO_RATING_SUMMARY.average, count: 128, summary: DEMO_RATING_SUMMARY },
};

export const English: Story = { globals: { locale: 'en' } };

export const EnglishDistribution: Story = {
  args: { average: DEMO_RATING_SUMMARY.average, count: 128, summary: DEMO_RATING_SUMMARY },
  globals: { locale: 'en' },
};
