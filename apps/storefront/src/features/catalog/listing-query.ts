import {
  PRODUCT_FLAGS,
  PRODUCT_SORTS,
  type ProductFlag,
  type ProductListQueryInput,
  type ProductSort,
} from '@atelier/contracts';

import { loaderPageSize } from '../../shared/listing/use-load-more.js';

/**
 * What a visitor chose on a listing, as kept in its URL: `sort`, `min_price` and `max_price`
 * (in the currency's main unit, won or dollars, as typed), `in_stock=1` and one `flag`.
 */
export interface ListingFilters {
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  flag?: ProductFlag;
}

/** The URL parameters of {@link ListingFilters}; any of them means the list was reset. */
export const LISTING_PARAMS = ['sort', 'min_price', 'max_price', 'in_stock', 'flag'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The filters of a listing URL; unknown or malformed values are left out (the page shows
 * the list without them rather than an error).
 */
export function readListingFilters(search: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  const sort = oneOf(PRODUCT_SORTS, search.get('sort'));
  if (sort) filters.sort = sort;
  const min = amount(search.get('min_price'));
  if (min !== undefined) filters.minPrice = min;
  const max = amount(search.get('max_price'));
  if (max !== undefined) filters.maxPrice = max;
  if (search.get('in_stock') === '1') filters.inStock = true;
  const flag = oneOf(PRODUCT_FLAGS, search.get('flag'));
  if (flag) filters.flag = flag;
  return filters;
}

/**
 * The query string of a listing (`?keyword=…&sort=…`): `keep` first (the search keyword),
 * then the filters that are set.
 */
export function listingSearch(
  filters: ListingFilters,
  keep: Readonly<Record<string, string>> = {},
): string {
  const search = new URLSearchParams(keep);
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.minPrice !== undefined) search.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== undefined) search.set('max_price', String(filters.maxPrice));
  if (filters.inStock) search.set('in_stock', '1');
  if (filters.flag) search.set('flag', filters.flag);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether the visitor reset the list (spec §5: pages of 15 after a reset): the URL carries a
 * listing parameter. Every sort or filter change, and 초기화, writes at least `sort`.
 */
export function isListingReset(search: URLSearchParams): boolean {
  return LISTING_PARAMS.some((param) => search.has(param));
}

/**
 * An amount typed in the currency's main unit as the API's integer minor units.
 */
export function toMinorUnits(value: number, digits: number): number {
  return Math.round(value * 10 ** digits);
}

/**
 * What a listing shows, apart from its filters: a category, a keyword, and the order it
 * has when the visitor chose none (best sellers: `best`).
 */
export interface ListingBase {
  category?: number;
  keyword?: string;
  defaultSort: ProductSort;
}

/**
 * The `GET /api/v1/product` query of one page of a listing: the base, the URL's filters
 * (prices in minor units of the session's currency) and the generic loader's page size
 * (14, or 15 once the list was reset). The loader and the page build the same query, so
 * the page renders from what the loader (or the server) fetched.
 */
export function productListQuery(
  base: ListingBase,
  search: URLSearchParams,
  minorDigits: number,
  page: number,
): ProductListQueryInput {
  const filters = readListingFilters(search);
  const query: ProductListQueryInput = {
    sort: filters.sort ?? base.defaultSort,
    page,
    per_page: loaderPageSize(isListingReset(search)),
  };
  if (base.category !== undefined) query.category = base.category;
  if (base.keyword) query.keyword = base.keyword;
  if (filters.minPrice !== undefined) query.min_price = toMinorUnits(filters.minPrice, minorDigits);
  if (filters.maxPrice !== undefined) query.max_price = toMinorUnits(filters.maxPrice, minorDigits);
  if (filters.inStock) query.in_stock = '1';
  if (filters.flag) query.flag = filters.flag;
  return query;
}
