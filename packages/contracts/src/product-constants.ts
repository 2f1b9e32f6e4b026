// The catalog's wire constants without zod: the storefront's listing pages import them, and a
// module that builds schemas at load would bring zod into their first-load JS (decision 0011).

/**
 * A listing flag: operator-set `best`, `new`, `recommended`; `sale` while a sale price applies.
 *
 * @example
 * const flag: ProductFlag = 'sale';
 */
export type ProductFlag = 'best' | 'new' | 'recommended' | 'sale';
/** The flags a listing may filter by. */
export const PRODUCT_FLAGS = ['best', 'new', 'recommended', 'sale'] as const;

/**
 * Listing orders: `new` newest first, `best` by 30-day sales, prices, `review` by review
 * count then rating, `name` by the name in the session language, `relevance` by how well the
 * keyword matches, then 30-day sales. Without `sort`, a keyword search is by relevance and any
 * other listing newest first.
 */
export const PRODUCT_SORTS = [
  'new',
  'best',
  'price_asc',
  'price_desc',
  'review',
  'name',
  'relevance',
] as const;
/**
 * A listing order.
 *
 * @example
 * const sort: ProductSort = 'price_asc';
 */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Largest `per_page` of the product list. */
export const PRODUCT_MAX_PER_PAGE = 60;
/** Longest search keyword, in characters. */
export const PRODUCT_KEYWORD_MAX = 100;
/** Most suggestions `GET /api/v1/product/suggest` answers. */
export const PRODUCT_SUGGEST_LIMIT = 10;
