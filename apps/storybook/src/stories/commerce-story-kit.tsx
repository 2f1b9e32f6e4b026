// Shared by the commerce-ui stories: each component's texts in the toolbar's language, the
// demo catalog of the test kit (its photos are in public/media/demo), and a router-like link.
import '@atelier/ui-kit/styles.css';
import '@atelier/commerce-ui/styles.css';
import './commerce-stories.css';

import {
  OPTION_PICKER_LABELS_EN,
  PRICE_LABELS_EN,
  PRODUCT_CARD_LABELS_EN,
  QUANTITY_STEPPER_LABELS_EN,
  RATING_STARS_LABELS_EN,
  type OptionPickerLabels,
  type PriceLabels,
  type ProductCardLabels,
  type ProductCardLinkProps,
  type QuantityStepperLabels,
  type RatingStarsLabels,
} from '@atelier/commerce-ui';

import type { StoryLocale } from './story-locale.js';

export { storyLocale, type StoryLocale } from './story-locale.js';

/** Every commerce-ui text set of one language (`undefined`: the Korean defaults). */
export interface CommerceStoryLabels {
  price?: PriceLabels;
  rating?: RatingStarsLabels;
  card?: ProductCardLabels;
  options?: OptionPickerLabels;
  quantity?: QuantityStepperLabels;
}

/** The texts of the toolbar's language: English labels, or the components' Korean defaults. */
export function commerceLabels(locale: StoryLocale): CommerceStoryLabels {
  return locale === 'en'
    ? {
        price: PRICE_LABELS_EN,
        rating: RATING_STARS_LABELS_EN,
        card: PRODUCT_CARD_LABELS_EN,
        options: OPTION_PICKER_LABELS_EN,
        quantity: QUANTITY_STEPPER_LABELS_EN,
      }
    : {};
}

/** The product page's path, as the storefront's route table writes it. */
export const productHref = (itId: string): string => `/shop/product/${itId}`;

/** A stand-in for the storefront's AppLink: a real link that stays in the story when clicked. */
export function storyLink({ href, className, children }: ProductCardLinkProps) {
  return (
    <a href={href} className={className} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

/** Story globals that open the desktop viewport (1440 × 900). */
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
