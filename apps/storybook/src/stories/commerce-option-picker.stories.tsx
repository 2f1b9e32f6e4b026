import {
  formatMoney,
  OptionPicker,
  Price,
  QuantityStepper,
  RatingStars,
} from '@atelier/commerce-ui';
import type { OptionPickerProps } from '@atelier/commerce-ui';
import type { ProductVariant } from '@atelier/contracts';
import {
  DEMO_RATING_SUMMARY,
  demoOptionGroups,
  demoProducts,
  demoVariants,
} from '@atelier/test-utils/product-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { commerceLabels, DESKTOP, storyLocale, type StoryLocale } from './commerce-story-kit.js';

const TEXT = {
  kr: {
    chosen: '선택한 옵션',
    none: '옵션을 선택해 주세요.',
    stock: '재고 {stock}개',
    total: '총 상품금액',
  },
  en: {
    chosen: 'Your choice',
    none: 'Choose the options.',
    stock: '{stock} in stock',
    total: 'Total',
  },
};

interface PurchaseDemoProps {
  display?: OptionPickerProps['display'];
  /** Show the picker inside a product page's purchase box (name, price, stars, quantity). */
  productPage?: boolean;
  locale?: StoryLocale;
}

/** The demo candle's options, with what the page would do with the chosen variant. */
function PurchaseDemo({
  display = 'chips',
  productPage = false,
  locale = 'kr',
}: PurchaseDemoProps) {
  const labels = commerceLabels(locale);
  const text = TEXT[locale];
  const product = demoProducts(locale)[0]!;
  const groups = demoOptionGroups(locale);
  const [variant, setVariant] = useState<ProductVariant | null>(null);
  const [quantity, setQuantity] = useState(1);
  const chosen = variant
    ? groups
        .map((g, i) => g.values.find((v) => v.id === variant.option_value_ids[i])?.name)
        .join(' / ')
    : null;
  const summary = (
    <div className="commerce-story__summary" aria-live="polite">
      {variant ? (
        <>
          <span>
            {text.chosen}: {chosen} · {text.stock.replace('{stock}', String(variant.stock))}
          </span>
          <span>
            {text.total} <strong>{formatMoney(variant.price * quantity, product.currency)}</strong>
          </span>
        </>
      ) : (
        <span>{text.none}</span>
      )}
    </div>
  );
  const picker = (
    <OptionPicker
      groups={groups}
      variants={demoVariants(locale)}
      currency={product.currency}
      display={display}
      labels={labels.options}
      onChange={(next) => {
        setVariant(next);
        setQuantity(1);
      }}
    />
  );
  if (!productPage) {
    return (
      <div className="commerce-story commerce-story__purchase">
        {picker}
        {summary}
      </div>
    );
  }
  return (
    <div className="commerce-story commerce-story__purchase">
      <div className="commerce-story__stack" style={{ gap: 'var(--atelier-space-2)' }}>
        <h1 className="commerce-story__title" style={{ margin: 0 }}>
          {product.name}
        </h1>
        <RatingStars
          average={DEMO_RATING_SUMMARY.average}
          count={DEMO_RATING_SUMMARY.count}
          size="sm"
          labels={labels.rating}
        />
        <Price
          price={variant?.price ?? product.price}
          currency={product.currency}
          size="lg"
          labels={labels.price}
        />
      </div>
      {picker}
      <div className="commerce-story__row">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={variant?.stock}
          disabled={!variant}
          labels={labels.quantity}
        />
      </div>
      {summary}
    </div>
  );
}

const meta = {
  title: 'Commerce/OptionPicker',
  component: PurchaseDemo,
  render: (args, { globals }) => <PurchaseDemo {...args} locale={storyLocale(globals)} />,
  args: { display: 'chips' },
  parameters: {
    docs: {
      description: {
        component:
          "The option groups of a product page (`option_groups`, `variants` of the product detail). Chips (radios) or ui-kit `Select`s; each value shows its price delta ('+12,000원') once the choices fix it. Groups are chosen in order: values that lead only to sold-out variants are disabled and marked 품절, and changing a group clears later choices that became sold out. `onChange` gets the sellable variant of a complete choice, or `null`. In the demo candle, 화이트머스크 is sold out and 블랙체리 400g is too.",
      },
    },
  },
} satisfies Meta<typeof PurchaseDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chips: arrow keys move within a group and skip sold-out values. */
export const ChipsKorean: Story = {};

export const ChipsEnglish: Story = { globals: { locale: 'en' } };

/** A dropdown per group (ui-kit Select), sold-out values disabled. */
export const SelectsKorean: Story = { args: { display: 'select' } };

export const SelectsEnglish: Story = { args: { display: 'select' }, globals: { locale: 'en' } };

/** On the product page with the price, stars and the quantity stepper. */
export const ProductPageKorean: Story = { args: { productPage: true } };

export const ProductPageEnglish: Story = { args: { productPage: true }, globals: { locale: 'en' } };

export const ProductPageDesktopKorean: Story = { args: { productPage: true }, globals: DESKTOP };
