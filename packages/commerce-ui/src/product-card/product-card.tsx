import type { Lang, ProductFlag, ProductListItem } from '@atelier/contracts';
import type { ReactNode } from 'react';

import { cx } from '../internal/cx.js';
import { Price, type PriceLabels } from '../price/price.js';
import { RatingStars, type RatingStarsLabels } from '../rating/rating-stars.js';
import { ProductPicture } from './product-picture.js';

/**
 * Texts of {@link ProductCard} itself (its price and stars take their own labels).
 *
 * @example
 * const en: Partial<ProductCardLabels> = { soldOut: 'Sold out', noImage: 'No image yet' };
 */
export interface ProductCardLabels {
  best: string;
  new: string;
  sale: string;
  soldOut: string;
  /** Shown in place of a product without a thumbnail. */
  noImage: string;
  /** Accessible name of the badge list. */
  badges: string;
}

/**
 * The Korean default {@link ProductCard} texts (badges stay in capitals as Korean shops
 * write them).
 *
 * @example
 * PRODUCT_CARD_LABELS_KO.soldOut; // '품절'
 */
export const PRODUCT_CARD_LABELS_KO: Readonly<ProductCardLabels> = Object.freeze({
  best: 'BEST',
  new: 'NEW',
  sale: 'SALE',
  soldOut: '품절',
  noImage: '이미지 준비 중',
  badges: '상품 표시',
});

/**
 * The English of {@link PRODUCT_CARD_LABELS_KO}, key by key (seeds the English phrase package).
 *
 * @example
 * PRODUCT_CARD_LABELS_EN.soldOut; // 'Sold out'
 */
export const PRODUCT_CARD_LABELS_EN: Readonly<ProductCardLabels> = Object.freeze({
  best: 'BEST',
  new: 'NEW',
  sale: 'SALE',
  soldOut: 'Sold out',
  noImage: 'Image coming soon',
  badges: 'Product labels',
});

/**
 * What {@link ProductCardProps.renderLink} receives: spread it on the app's link component.
 *
 * @example
 * const renderLink = ({ href, className, children }: ProductCardLinkProps) => <Link to={href} className={className}>{children}</Link>;
 */
export interface ProductCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  /** The card's product, for links built from route names rather than `href`. */
  product: ProductListItem;
}

/**
 * Props of {@link ProductCard}.
 *
 * @example
 * const props: ProductCardProps = { product, href: `/shop/product/${product.it_id}` };
 */
export interface ProductCardProps {
  /** A listing row of `GET /api/v1/product` (or a rail, the wish list, related products). */
  product: ProductListItem;
  /** The product page's URL. */
  href: string;
  /** Renders the link with the app's router link; a plain `<a href>` without it. */
  renderLink?: (link: ProductCardLinkProps) => ReactNode;
  /** First row of a grid above the fold: the image loads eagerly with high priority. */
  priority?: boolean;
  /** The image's `sizes`; default a 2-column phone grid and 4 columns of at most 300 px. */
  sizes?: string;
  /** Level of the name's heading; default 3 (under the page's h1 and the grid's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The visitor's language, for the price; default the product currency's own. */
  lang?: Lang;
  labels?: Partial<ProductCardLabels>;
  priceLabels?: Partial<PriceLabels>;
  ratingLabels?: Partial<RatingStarsLabels>;
  className?: string;
}

const BADGE_FLAGS = ['best', 'new', 'sale'] as const satisfies readonly ProductFlag[];

/** The default `sizes`: 2 columns on phones, 4 columns capped at 300 px on desktop. */
const CARD_SIZES = '(min-width: 1024px) 300px, 50vw';

/**
 * A product in a grid: square image (`<picture>`, WebP and JPEG, lazy unless `priority`),
 * badges (품절, BEST, NEW, SALE), the name as the link (it covers the whole card), the
 * {@link Price} and the {@link RatingStars} with the review count. Every part has a reserved
 * height, so a grid of cards does not move while images and fonts load.
 *
 * @example
 * <ProductCard
 *   product={item}
 *   href={href('Product', { productId: item.it_id })}
 *   renderLink={({ href, className, children }) => <Link to={href} className={className}>{children}</Link>}
 *   priority={index < 4}
 * />
 */
export function ProductCard({
  product,
  href,
  renderLink,
  priority = false,
  sizes = CARD_SIZES,
  headingLevel = 3,
  lang,
  labels,
  priceLabels,
  ratingLabels,
  className,
}: ProductCardProps) {
  const text = { ...PRODUCT_CARD_LABELS_KO, ...labels };
  const Heading = `h${headingLevel}` as const;
  const badges = [
    ...(product.sold_out ? [['sold-out', text.soldOut] as const] : []),
    ...BADGE_FLAGS.filter((flag) => product.flags.includes(flag)).map(
      (flag) => [flag, text[flag]] as const,
    ),
  ];
  const link = {
    href,
    className: 'atelier-product-card__link',
    children: product.name,
    product,
  } satisfies ProductCardLinkProps;

  return (
    <article
      className={cx(
        'atelier-product-card',
        product.sold_out && 'atelier-product-card--sold-out',
        className,
      )}
    >
      <div className="atelier-product-card__media">
        {product.thumbnail ? (
          // The name right below says what the picture shows; an alt would repeat it.
          <ProductPicture image={product.thumbnail} sizes={sizes} priority={priority} alt="" />
        ) : (
          <span className="atelier-product-card__no-image">{text.noImage}</span>
        )}
        {badges.length > 0 ? (
          <ul className="atelier-product-card__badges" aria-label={text.badges}>
            {badges.map(([kind, label]) => (
              <li
                key={kind}
                className={`atelier-product-card__badge atelier-product-card__badge--${kind}`}
              >
                {label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="atelier-product-card__body">
        <Heading className="atelier-product-card__name">
          {renderLink ? (
            renderLink(link)
          ) : (
            <a href={link.href} className={link.className}>
              {link.children}
            </a>
          )}
        </Heading>
        <Price
          className="atelier-product-card__price"
          price={product.price}
          salePrice={product.sale_price}
          listPrice={product.list_price}
          currency={product.currency}
          lang={lang}
          labels={priceLabels}
        />
        <div className="atelier-product-card__rating">
          {product.review_count > 0 ? (
            <RatingStars
              average={product.rating}
              count={product.review_count}
              size="sm"
              labels={ratingLabels}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
