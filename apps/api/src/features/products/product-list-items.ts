import type { Currency, Lang, ProductFlag, ProductListItem } from '@atelier/contracts';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { productImages, products, productVariants } from '../../db/schema/index.js';
import { productImage } from '../media/image-urls.js';

/**
 * `products.id` written out with its table, for correlated subqueries: Drizzle leaves column
 * names unqualified in a one-table select, and inside `exists (select … from product_variants)`
 * a bare `"id"` would be the variant's.
 */
export const outerProductId: SQL = sql.raw('"products"."id"');

/** What the public may see: visible and not deleted. */
export const visibleProduct: SQL = and(eq(products.isVisible, true), isNull(products.deletedAt))!;

/** A product's prices in one currency (columns of `products`). */
export function priceColumns(currency: Currency) {
  return currency === 'usd'
    ? { price: products.priceUsd, sale: products.salePriceUsd, list: products.listPriceUsd }
    : { price: products.priceKrw, sale: products.salePriceKrw, list: products.listPriceKrw };
}

/**
 * True while the product's sale price in `currency` applies at `now` (set, and inside its
 * period when it has one).
 */
export function saleApplies(currency: Currency, now: Date): SQL<boolean> {
  const { sale } = priceColumns(currency);
  const at = now.toISOString();
  return sql<boolean>`(${sale} is not null
    and (${products.saleStartsAt} is null or ${products.saleStartsAt} <= ${at})
    and (${products.saleEndsAt} is null or ${products.saleEndsAt} > ${at}))`;
}

/**
 * The price a buyer pays at `now` in `currency` before option deltas: the sale price while it
 * applies, else the regular one. Filters and sorts of the list use it.
 */
export function effectivePrice(currency: Currency, now: Date): SQL<number> {
  const { price, sale } = priceColumns(currency);
  return sql<number>`(case when ${saleApplies(currency, now)} then ${sale} else ${price} end)`;
}

/** Some variant can be bought: stock above zero and not flagged sold out. */
export const hasStock: SQL<boolean> = sql<boolean>`exists (select 1 from ${productVariants}
  where ${productVariants.productId} = ${outerProductId}
    and ${productVariants.stock} > 0 and ${productVariants.isSoldOut} = false)`;

/** The columns {@link toListItem} maps, selected for `currency` at `now`. */
export function listItemColumns(currency: Currency, now: Date) {
  const prices = priceColumns(currency);
  return {
    id: products.id,
    itId: products.itId,
    name: products.name,
    nameEn: products.nameEn,
    price: prices.price,
    salePrice: prices.sale,
    listPrice: prices.list,
    onSale: saleApplies(currency, now),
    reviewCount: products.reviewCount,
    ratingSum: products.ratingSum,
    isBest: products.isBest,
    isNew: products.isNew,
    isRecommended: products.isRecommended,
    inStock: hasStock,
  };
}

/** A row as {@link listItemColumns} selects it. */
export interface ListItemRow {
  id: number;
  itId: string;
  name: string;
  nameEn: string;
  price: number;
  salePrice: number | null;
  listPrice: number | null;
  onSale: boolean;
  reviewCount: number;
  ratingSum: number;
  isBest: boolean;
  isNew: boolean;
  isRecommended: boolean;
  inStock: boolean;
}

/** The first image of a product as `product_images` holds it. */
export type ThumbnailRow = Parameters<typeof productImage>[0];

/**
 * Average stars with one decimal; 0 without reviews.
 */
export function averageRating(ratingSum: number, reviewCount: number): number {
  return reviewCount > 0 ? Math.round((ratingSum / reviewCount) * 10) / 10 : 0;
}

/**
 * A product as every listing shows it (list, related products, wish list), in `lang` and
 * `currency`.
 */
export function toListItem(
  row: ListItemRow,
  thumbnail: ThumbnailRow | null,
  lang: Lang,
  currency: Currency,
): ProductListItem {
  const flags: ProductFlag[] = [];
  if (row.isBest) flags.push('best');
  if (row.isNew) flags.push('new');
  if (row.isRecommended) flags.push('recommended');
  if (row.onSale) flags.push('sale');
  return {
    it_id: row.itId,
    name: productName(row, lang),
    price: row.price,
    sale_price: row.onSale ? row.salePrice : null,
    list_price: row.listPrice,
    currency,
    thumbnail: thumbnail ? productImage(thumbnail, lang) : null,
    rating: averageRating(row.ratingSum, row.reviewCount),
    review_count: row.reviewCount,
    sold_out: !row.inStock,
    flags,
  };
}

/**
 * The first image of each of `productIds`, by product id.
 */
export async function firstImages(
  db: Database | Transaction,
  /** Every product's when undefined (the catalog read model loads them all). */
  productIds: number[] | undefined,
): Promise<Map<number, ThumbnailRow>> {
  if (productIds?.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      id: productImages.id,
      storageKey: productImages.storageKey,
      width: productImages.width,
      height: productImages.height,
      alt: productImages.alt,
      altEn: productImages.altEn,
    })
    .from(productImages)
    .where(productIds && inArray(productImages.productId, productIds))
    .orderBy(productImages.productId, asc(productImages.sort), asc(productImages.id));
  return new Map(rows.map((row) => [row.productId, row]));
}

/**
 * Visible products matching `where`, in `orderBy` order, as list items: one query for the
 * rows and one for their thumbnails. Other features (the wish list) list products with it.
 */
export async function selectListItems(
  db: Database | Transaction,
  options: {
    where?: SQL | undefined;
    orderBy: SQL[];
    limit: number;
    offset?: number;
    lang: Lang;
    currency: Currency;
    now: Date;
  },
): Promise<ProductListItem[]> {
  const rows = await db
    .select(listItemColumns(options.currency, options.now))
    .from(products)
    .where(and(visibleProduct, options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const thumbs = await firstImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toListItem(row, thumbs.get(row.id) ?? null, options.lang, options.currency),
  );
}

/**
 * A product's name in the session language (the Korean one when the English one is empty).
 */
export function productName(row: { name: string; nameEn: string }, lang: Lang): string {
  return lang === 'en' && row.nameEn ? row.nameEn : row.name;
}
