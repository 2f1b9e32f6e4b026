import {
  OptionPicker,
  Price,
  ProductCard,
  QuantityStepper,
  RatingStars,
  type OptionPickerProps,
  type PriceProps,
  type ProductCardLinkProps,
  type ProductCardProps,
  type QuantityStepperProps,
  type RatingStarsProps,
} from '@atelier/commerce-ui';
import type { ProductListItem, ProductVariant } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('component props', () => {
  it('each component takes its exported props type', () => {
    expectTypeOf(Price).parameter(0).toEqualTypeOf<PriceProps>();
    expectTypeOf(RatingStars).parameter(0).toEqualTypeOf<RatingStarsProps>();
    expectTypeOf(ProductCard).parameter(0).toEqualTypeOf<ProductCardProps>();
    expectTypeOf(OptionPicker).parameter(0).toEqualTypeOf<OptionPickerProps>();
    expectTypeOf(QuantityStepper).parameter(0).toEqualTypeOf<QuantityStepperProps>();
  });

  it('types the wire fields from @atelier/contracts', () => {
    expectTypeOf<ProductCardProps['product']>().toEqualTypeOf<ProductListItem>();
    expectTypeOf<OptionPickerProps['onChange']>()
      .parameter(0)
      .toEqualTypeOf<ProductVariant | null>();
    expectTypeOf<ProductCardLinkProps['children']>().toEqualTypeOf<ReactNode>();
    expectTypeOf<PriceProps['currency']>().toEqualTypeOf<'krw' | 'usd'>();
  });
});
