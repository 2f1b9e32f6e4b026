import { Price } from '@atelier/commerce-ui';
import type { PriceProps } from '@atelier/commerce-ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

import { commerceLabels, storyLocale, type StoryLocale } from './commerce-story-kit.js';

function PriceDemo({ locale = 'kr', ...props }: PriceProps & { locale?: StoryLocale }) {
  return (
    <div className="commerce-story">
      <Price {...props} labels={commerceLabels(locale).price} />
    </div>
  );
}

const meta = {
  title: 'Commerce/Price',
  component: PriceDemo,
  render: (args, { globals }) => <PriceDemo {...args} locale={storyLocale(globals)} />,
  args: { price: 28000, currency: 'krw' },
  parameters: {
    docs: {
      description: {
        component:
          "A price from the wire's integer minor units: pass a product's `price`, `sale_price` and `list_price` with its `currency`. With a discount it shows the rate in red, the price to pay in bold and the regular price crossed out; screen readers hear 할인가 / 정가 / n% 할인. Formatting is `formatMoney` (exported too): '28,000원' in Korean, '$22.00' in English. `size=\"lg\"` for the product page.",
      },
    },
  },
} satisfies Meta<typeof PriceDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The regular price alone: '28,000원'. */
export const Korean: Story = {};

/** A sale: 20% off 34,000원. */
export const KoreanSale: Story = { args: { price: 34000, salePrice: 27200 } };

/** A crossed-out list price without a sale. */
export const KoreanListPrice: Story = { args: { price: 12000, listPrice: 15000 } };

/** The product page's size. */
export const KoreanLarge: Story = { args: { price: 34000, salePrice: 27200, size: 'lg' } };

/** The English storefront in dollars (cents on the wire): '$22.00'. */
export const English: Story = { args: { price: 2200, currency: 'usd' }, globals: { locale: 'en' } };

export const EnglishSale: Story = {
  args: { price: 2700, salePrice: 2160, currency: 'usd' },
  globals: { locale: 'en' },
};

/** Won on an English page, the Intl way: '₩28,000'. */
export const EnglishWon: Story = { args: { lang: 'en' }, globals: { locale: 'en' } };
