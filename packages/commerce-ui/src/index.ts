/**
 * `@atelier/commerce-ui` — the shop's commerce components for the storefront and TSSA:
 * the one money formatter, prices, product cards and pictures, rating stars, the option
 * picker and the quantity stepper. Korean texts by default, every text replaceable through
 * `labels` (each `…_LABELS_EN` is the English). Styles, after ui-kit's:
 * `import '@atelier/ui-kit/styles.css'; import '@atelier/commerce-ui/styles.css';`
 *
 * @example
 * import { formatMoney, Price, ProductCard } from '@atelier/commerce-ui';
 */
export { discountPercent, formatMoney, minorUnitDigits } from './money/format-money.js';
export type { FormatMoneyOptions } from './money/format-money.js';
export { Price, PRICE_LABELS_EN, PRICE_LABELS_KO } from './price/price.js';
export type { PriceLabels, PriceProps } from './price/price.js';
export {
  RATING_STARS_LABELS_EN,
  RATING_STARS_LABELS_KO,
  RatingStars,
} from './rating/rating-stars.js';
export type { RatingStarsLabels, RatingStarsProps } from './rating/rating-stars.js';
export { ProductPicture } from './product-card/product-picture.js';
export type { ProductImageSize, ProductPictureProps } from './product-card/product-picture.js';
export {
  PRODUCT_CARD_LABELS_EN,
  PRODUCT_CARD_LABELS_KO,
  ProductCard,
} from './product-card/product-card.js';
export type {
  ProductCardLabels,
  ProductCardLinkProps,
  ProductCardProps,
} from './product-card/product-card.js';
export {
  findVariant,
  isSellable,
  isValueAvailable,
  selectionOf,
  selectValue,
  valueDelta,
} from './options/option-matrix.js';
export type { OptionSelection } from './options/option-matrix.js';
export {
  OPTION_PICKER_LABELS_EN,
  OPTION_PICKER_LABELS_KO,
  OptionPicker,
} from './options/option-picker.js';
export type { OptionPickerLabels, OptionPickerProps } from './options/option-picker.js';
export {
  QUANTITY_STEPPER_LABELS_EN,
  QUANTITY_STEPPER_LABELS_KO,
  QuantityStepper,
} from './quantity/quantity-stepper.js';
export type { QuantityStepperLabels, QuantityStepperProps } from './quantity/quantity-stepper.js';
