import { PAGE_MAX, type DataResponse } from './envelopes.js';
import { z } from 'zod';

import type { CmsNode } from './cms.js';
import type { Currency } from './locale.js';
import { plainText } from './text.js';

import {
  PRODUCT_FLAGS,
  PRODUCT_KEYWORD_MAX,
  PRODUCT_MAX_PER_PAGE,
  PRODUCT_SORTS,
  type ProductFlag,
} from './product-constants.js';

const flagBoolean = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const money = z.coerce.number<number>().int().min(0).max(1_000_000_000);

/**
 * Query of `GET /api/v1/product`. `category` includes its descendants; prices are in the
 * session's currency (minor units); an empty `keyword` is ignored.
 *
 * @example
 * productListQuerySchema.parse({ category: '1', sort: 'price_asc', page: '2' });
 * // { category: 1, sort: 'price_asc', page: 2, per_page: 20 }
 * productListQuerySchema.parse({ keyword: '캔들' }); // sort left out: by relevance
 */
export const productListQuerySchema = z.object({
  category: z.coerce.number<number>().int().min(1).max(2_147_483_647).optional(),
  keyword: plainText(z.string().trim().max(PRODUCT_KEYWORD_MAX))
    .optional()
    .transform((v) => (v ? v : undefined)),
  flag: z.enum(PRODUCT_FLAGS).optional(),
  min_price: money.optional(),
  max_price: money.optional(),
  in_stock: flagBoolean.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(PRODUCT_MAX_PER_PAGE).default(20),
});
/** A product list query as a client sends it. */
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
/** A product list query as the server reads it. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/**
 * Query of `GET /api/v1/product/suggest`.
 *
 * @example
 * productSuggestQuerySchema.parse({ keyword: 'ㅋㄷ' }); // { keyword: 'ㅋㄷ' }
 */
export const productSuggestQuerySchema = z.object({
  keyword: plainText(z.string().trim().max(PRODUCT_KEYWORD_MAX)),
});

/**
 * `{ it_id }` route parameter: digits and ASCII letters, at most 20 characters.
 *
 * @example
 * productIdParamSchema.parse({ it_id: '1700000001' });
 */
export const productIdParamSchema = z.object({
  it_id: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/**
 * One resized rendition of an image.
 *
 * @example
 * const jpeg: ImageRendition = { url: '/media/p/1/a1b2-400.jpg', width: 400, height: 400 };
 */
export interface ImageRendition {
  url: string;
  width: number;
  height: number;
}

/**
 * An image with its renditions: `thumb` (list, 400 px), `detail` (800 px), `zoom` (1600 px),
 * each in WebP and JPEG. `alt` is in the session language.
 *
 * @example
 * const image: ProductImage = { id: 1, alt: '라벤더 캔들', width: 1600, height: 1600, thumb: { webp, jpeg }, detail: { webp, jpeg }, zoom: { webp, jpeg } };
 */
export interface ProductImage {
  id: number;
  alt: string;
  /** The original's size (its aspect ratio is every rendition's). */
  width: number;
  height: number;
  thumb: { webp: ImageRendition; jpeg: ImageRendition };
  detail: { webp: ImageRendition; jpeg: ImageRendition };
  zoom: { webp: ImageRendition; jpeg: ImageRendition };
}

/**
 * A product in a listing (`GET /api/v1/product`, rails, wish list, related products), in the
 * session's language and currency. `price` is the regular price, `sale_price` the price to
 * pay while a sale applies (else `null`); `list_price` the crossed-out figure if any.
 *
 * @example
 * const item: ProductListItem = { it_id: '1700000001', name: '라벤더 소이 캔들', price: 28000, sale_price: null, list_price: null, currency: 'krw', thumbnail: null, rating: 4.5, review_count: 12, sold_out: false, flags: ['best'] };
 */
export interface ProductListItem {
  it_id: string;
  name: string;
  price: number;
  sale_price: number | null;
  list_price: number | null;
  currency: Currency;
  thumbnail: ProductImage | null;
  /** Average stars, one decimal; 0 without reviews. */
  rating: number;
  review_count: number;
  /** Every variant is sold out. */
  sold_out: boolean;
  flags: ProductFlag[];
}

/**
 * A label/value row of the 상품정보제공고시 (product information notice).
 *
 * @example
 * const row: InfoNoticeRow = { label: '용량', value: '200 g' };
 */
export interface InfoNoticeRow {
  label: string;
  value: string;
}

/**
 * An option group with its values, in display order.
 *
 * @example
 * const group: ProductOptionGroup = { id: 1, name: '향', values: [{ id: 3, name: '라벤더' }] };
 */
export interface ProductOptionGroup {
  id: number;
  name: string;
  values: Array<{ id: number; name: string }>;
}

/**
 * A sellable combination. `option_value_ids` follows the groups' order (empty for a product
 * without options); `price` is the unit price to pay now in the session currency, delta and
 * sale included.
 *
 * @example
 * const variant: ProductVariant = { id: 9, sku: 'CDL-LAV-200', option_value_ids: [3, 7], price: 31000, price_delta: 3000, stock: 12, sold_out: false };
 */
export interface ProductVariant {
  id: number;
  sku: string;
  option_value_ids: number[];
  price: number;
  price_delta: number;
  stock: number;
  sold_out: boolean;
}

/**
 * An add-on (추가옵션) with its own price and stock.
 *
 * @example
 * const addon: ProductAddon = { id: 2, name: '선물 포장', price: 2000, stock: 100, sold_out: false };
 */
export interface ProductAddon {
  id: number;
  name: string;
  price: number;
  stock: number;
  sold_out: boolean;
}

/**
 * Stars summary of a product: average (one decimal), count and the count per star
 * (`distribution[0]` is one star).
 *
 * @example
 * const summary: RatingSummary = { average: 4.3, count: 10, distribution: [0, 1, 1, 2, 6] };
 */
export interface RatingSummary {
  average: number;
  count: number;
  distribution: [number, number, number, number, number];
}

/**
 * Shipping as the product page states it, in the session currency: the base fee and the
 * order amount from which shipping is free.
 *
 * @example
 * const shipping: ShippingInfo = { fee: 3000, free_over: 50000 };
 */
export interface ShippingInfo {
  fee: number;
  free_over: number;
}

/**
 * The price to pay now for a product in one currency (sale price while it applies, before
 * option deltas), minor units: the product page's search-engine offers, one per currency
 * the shop sells in, whatever the session's currency.
 *
 * @example
 * const offer: ProductOfferPrice = { currency: 'usd', price: 2200 };
 */
export interface ProductOfferPrice {
  currency: Currency;
  price: number;
}

/**
 * Answer of `GET /api/v1/product/{it_id}`: the whole product in the session's language and
 * currency.
 *
 * @example
 * const { data }: ProductDetailResponse = await client.get('/api/v1/product/1700000001');
 */
export interface ProductDetail extends ProductListItem {
  summary: string;
  /** CMS node tree, rendered by cms-renderer (never raw HTML). */
  description: CmsNode[];
  sale_ends_at: string | null;
  /** Root first, the primary category last. */
  breadcrumb: Array<{ id: number; name: string }>;
  category_ids: number[];
  images: ProductImage[];
  option_groups: ProductOptionGroup[];
  variants: ProductVariant[];
  addons: ProductAddon[];
  info_notice: InfoNoticeRow[];
  safety_report_no: string | null;
  /** The page's title and description for search engines, when the operators set them. */
  seo_title?: string;
  seo_description?: string;
  tags: string[];
  rating_summary: RatingSummary;
  shipping: ShippingInfo;
  /** The price in every currency (KRW and USD), for structured data. */
  offers: ProductOfferPrice[];
  related: ProductListItem[];
  created_at: string;
  updated_at: string;
}

/**
 * Answer of `GET /api/v1/product/{it_id}`.
 *
 * @example
 * const answer: ProductDetailResponse = { data: detail };
 */
export type ProductDetailResponse = DataResponse<ProductDetail>;

/**
 * One search-box suggestion.
 *
 * @example
 * const s: ProductSuggestion = { it_id: '1700000001', name: '라벤더 소이 캔들', thumbnail: null };
 */
export interface ProductSuggestion {
  it_id: string;
  name: string;
  thumbnail: ImageRendition | null;
}

/**
 * Answer of `GET /api/v1/product/suggest`.
 *
 * @example
 * const answer: ProductSuggestResponse = { data: [] };
 */
export type ProductSuggestResponse = DataResponse<ProductSuggestion[]>;
