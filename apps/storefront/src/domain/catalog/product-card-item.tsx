import {
  PRICE_LABELS_KO,
  PRODUCT_CARD_LABELS_KO,
  ProductCard,
  RATING_STARS_LABELS_KO,
  type PriceLabels,
  type ProductCardLabels,
  type ProductCardLinkProps,
  type RatingStarsLabels,
} from '@atelier/commerce-ui';
import type { ProductListItem } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';

import { translateLabels } from '@atelier/app-frame';

import { href } from '../../shared/routing/route-table.js';

import '@atelier/commerce-ui/styles.css';
import './product-grid.css';

/**
 * The commerce-ui card texts (card, price, stars) in the visitor's language.
 */
export function useProductCardLabels(): {
  card: ProductCardLabels;
  price: PriceLabels;
  rating: RatingStarsLabels;
} {
  const { t } = useT();
  return useMemo(
    () => ({
      card: translateLabels(PRODUCT_CARD_LABELS_KO, t),
      price: translateLabels(PRICE_LABELS_KO, t),
      rating: translateLabels(RATING_STARS_LABELS_KO, t),
    }),
    [t],
  );
}

const renderLink = ({ href: to, className, children }: ProductCardLinkProps) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/**
 * Props of {@link ProductCardItem}.
 */
export interface ProductCardItemProps {
  product: ProductListItem;
  /** Above the fold (the first row of a listing): the image loads eagerly. */
  priority?: boolean;
  /** Level of the product name's heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** More of the item under the card (the wish list's date and remove button). */
  children?: ReactNode;
  /** A class beside `atelier-product-grid__item`. */
  className?: string;
}

/**
 * One product of a grid or rail as a list item: commerce-ui's `ProductCard` with a router
 * link to the product page, its texts and price in the visitor's language. Put it in a
 * `<ul class="atelier-product-grid">` (2 columns on phones, 4 on desktop) or
 * `<ul class="atelier-product-rail">` (a row that scrolls sideways on phones).
 */
export function ProductCardItem({
  product,
  priority,
  headingLevel,
  children,
  className,
}: ProductCardItemProps) {
  const { locale } = useT();
  const labels = useProductCardLabels();
  return (
    <li
      className={
        className ? `atelier-product-grid__item ${className}` : 'atelier-product-grid__item'
      }
    >
      <ProductCard
        product={product}
        href={href('Product', { productId: product.it_id })}
        renderLink={renderLink}
        priority={priority}
        headingLevel={headingLevel}
        lang={locale}
        labels={labels.card}
        priceLabels={labels.price}
        ratingLabels={labels.rating}
      />
      {children}
    </li>
  );
}
