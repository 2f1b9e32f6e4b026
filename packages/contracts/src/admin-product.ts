import { z } from 'zod';

import { cmsTemplateSchema } from './admin-content.js';
import { ADMIN_BULK_MAX } from './admin-order-lists.js';
import { PAGE_MAX } from './envelopes.js';
import type { InfoNoticeRow } from './product.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

/** Public product id: letters, digits, `_` and `-`, up to 20. */
const IT_ID = /^[A-Za-z0-9_-]{1,20}$/;
/** A SKU: letters, digits, `.`, `_` and `-`, up to 60. */
const SKU = /^[A-Za-z0-9._-]{1,60}$/;
const MAX_KRW = 100_000_000;
const MAX_USD = 10_000_000;
const MAX_STOCK = 1_000_000;

const id = z.number().int().min(1).max(2_147_483_647);
const name = (max: number) => plainText(z.string().trim().min(1).max(max));
const text = (max: number) => plainText(z.string().trim().max(max)).default('');
const money = z.object({
  krw: z.number().int().min(0).max(MAX_KRW),
  usd: z.number().int().min(0).max(MAX_USD),
});
const moneyDelta = z.object({
  krw: z.number().int().min(-MAX_KRW).max(MAX_KRW).default(0),
  usd: z.number().int().min(-MAX_USD).max(MAX_USD).default(0),
});
const noticeRows = z
  .array(z.object({ label: name(60), value: name(500) }))
  .max(30)
  .default([]);
const instant = z.iso.datetime({ offset: true }).nullable().default(null);

/** Field labels of the product forms' 422 messages. */
export const ADMIN_PRODUCT_ATTRIBUTES: AttributeLabels = {
  it_id: { kr: '상품 코드', en: 'product code' },
  name: { kr: '상품명', en: 'name' },
  name_en: { kr: '영문 상품명', en: 'English name' },
  summary: { kr: '요약', en: 'summary' },
  summary_en: { kr: '영문 요약', en: 'English summary' },
  category_ids: { kr: '카테고리', en: 'categories' },
  price: { kr: '판매가', en: 'price' },
  'price.krw': { kr: '판매가(원)', en: 'price (KRW)' },
  'price.usd': { kr: '판매가(센트)', en: 'price (US cents)' },
  'list_price.krw': { kr: '정가(원)', en: 'list price (KRW)' },
  'list_price.usd': { kr: '정가(센트)', en: 'list price (US cents)' },
  'sale_price.krw': { kr: '할인가(원)', en: 'sale price (KRW)' },
  'sale_price.usd': { kr: '할인가(센트)', en: 'sale price (US cents)' },
  sale_starts_at: { kr: '할인 시작', en: 'sale start' },
  sale_ends_at: { kr: '할인 종료', en: 'sale end' },
  safety_report_no: { kr: '안전확인 신고번호', en: 'safety report number' },
  seo_title: { kr: 'SEO 제목', en: 'SEO title' },
  seo_title_en: { kr: '영문 SEO 제목', en: 'English SEO title' },
  seo_description: { kr: 'SEO 설명', en: 'SEO description' },
  seo_description_en: { kr: '영문 SEO 설명', en: 'English SEO description' },
  description: { kr: '상세 설명', en: 'description' },
  description_en: { kr: '영문 상세 설명', en: 'English description' },
  options: { kr: '옵션', en: 'options' },
  values: { kr: '옵션값', en: 'option values' },
  variants: { kr: '옵션 조합', en: 'variants' },
  option_values: { kr: '옵션 조합', en: 'variant options' },
  sku: { kr: 'SKU', en: 'SKU' },
  stock: { kr: '재고', en: 'stock' },
  price_delta: { kr: '추가 금액', en: 'price difference' },
  krw: { kr: '금액(원)', en: 'amount (KRW)' },
  usd: { kr: '금액(센트)', en: 'amount (US cents)' },
  addons: { kr: '추가 상품', en: 'add-ons' },
  images: { kr: '이미지', en: 'images' },
  label: { kr: '항목', en: 'item' },
  value: { kr: '내용', en: 'value' },
  alt: { kr: '대체 텍스트', en: 'alt text' },
  alt_en: { kr: '영문 대체 텍스트', en: 'English alt text' },
  variant_id: { kr: '옵션 조합', en: 'variant' },
  delta: { kr: '증감 수량', en: 'change' },
  reason: { kr: '사유', en: 'reason' },
  q: { kr: '검색어', en: 'search' },
  category: { kr: '카테고리', en: 'category' },
  sort: { kr: '정렬', en: 'sort' },
};

const issue = (path: PropertyKey[], rule: string, values: Record<string, number> = {}) => ({
  code: 'custom' as const,
  path,
  message: rule,
  params: { rule, values },
});

/**
 * `POST /api/admin/products` and `PUT /api/admin/products/{it_id}`: a whole product as the
 * console edits it. Money in minor units per currency. Variants name their option values in
 * group order by the Korean value name; an option group or value, add-on or image with an `id`
 * is the existing one. On update, a variant's or add-on's `stock` is the stock wanted: with
 * `stock_seen` (the stock the form showed) the difference `stock - stock_seen` is applied to
 * the stock there is now, so units sold while the form was open stay sold; without it, the
 * difference to the stock there is now. Either way it is a stock adjustment (history, never
 * below zero). `updated_at` is the version the edit was made from (409 with what changed when
 * another operator saved the product in between).
 *
 * @example
 * adminProductSchema.parse({ it_id: 'C100', name: '라벤더 캔들', name_en: 'Lavender candle', category_ids: [1011], price: { krw: 28000, usd: 2200 }, safety_report_no: 'CB21-0001', variants: [{ option_values: [], sku: 'C100', stock: 5 }] });
 */
export const adminProductSchema = z
  .object({
    it_id: z.string().trim().regex(IT_ID),
    name: name(200),
    name_en: name(200),
    summary: text(1000),
    summary_en: text(1000),
    description: cmsTemplateSchema.default([]),
    description_en: cmsTemplateSchema.default([]),
    tags: z.array(name(30)).max(20).default([]),
    category_ids: z.array(id).min(1).max(10),
    is_best: z.boolean().default(false),
    is_new: z.boolean().default(false),
    is_recommended: z.boolean().default(false),
    is_visible: z.boolean().default(false),
    sort_weight: z.number().int().min(-10_000).max(10_000).default(0),
    price: money,
    list_price: money.nullable().default(null),
    sale_price: money.nullable().default(null),
    sale_starts_at: instant,
    sale_ends_at: instant,
    info_notice: noticeRows,
    info_notice_en: noticeRows,
    safety_report_no: plainText(z.string().trim().max(40)).nullable().default(null),
    seo_title: text(70),
    seo_title_en: text(70),
    seo_description: text(160),
    seo_description_en: text(160),
    shipping: z
      .object({ mode: z.enum(['default', 'free', 'fixed']), fee: money.optional() })
      .default({ mode: 'default' }),
    options: z
      .array(
        z.object({
          id: id.optional(),
          name: name(60),
          name_en: name(60),
          values: z
            .array(z.object({ id: id.optional(), name: name(100), name_en: name(100) }))
            .min(1)
            .max(30),
        }),
      )
      .max(3)
      .default([]),
    variants: z
      .array(
        z.object({
          option_values: z.array(name(100)).max(3),
          sku: z.string().trim().regex(SKU),
          stock: z.number().int().min(0).max(MAX_STOCK),
          stock_seen: z.number().int().min(0).max(MAX_STOCK).optional(),
          price_delta: moneyDelta.default({ krw: 0, usd: 0 }),
          sold_out: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(300),
    addons: z
      .array(
        z.object({
          id: id.optional(),
          name: name(100),
          name_en: name(100),
          price: money,
          stock: z.number().int().min(0).max(MAX_STOCK),
          stock_seen: z.number().int().min(0).max(MAX_STOCK).optional(),
          sold_out: z.boolean().default(false),
        }),
      )
      .max(20)
      .default([]),
    images: z
      .array(z.object({ id, alt: text(200), alt_en: text(200) }))
      .max(20)
      .default([]),
  })
  .superRefine((p, ctx) => {
    if (p.sale_starts_at && p.sale_ends_at && p.sale_ends_at <= p.sale_starts_at)
      ctx.addIssue(issue(['sale_ends_at'], 'date_after'));
    if ((p.sale_starts_at || p.sale_ends_at) && !p.sale_price)
      ctx.addIssue(issue(['sale_price'], 'required'));
    for (const currency of ['krw', 'usd'] as const) {
      if (p.sale_price && p.sale_price[currency] >= p.price[currency])
        ctx.addIssue(
          issue(['sale_price', currency], 'sale_below_price', { price: p.price[currency] }),
        );
    }
    if (p.shipping.mode === 'fixed' && !p.shipping.fee)
      ctx.addIssue(issue(['shipping', 'fee'], 'required'));
    p.options.forEach((group, g) => {
      const seen = new Set<string>();
      group.values.forEach((value, v) => {
        if (seen.has(value.name))
          ctx.addIssue(issue(['options', g, 'values', v, 'name'], 'distinct'));
        seen.add(value.name);
      });
    });
    const skus = new Set<string>();
    const combos = new Set<string>();
    p.variants.forEach((variant, i) => {
      const upper = variant.sku.toUpperCase();
      if (skus.has(upper)) ctx.addIssue(issue(['variants', i, 'sku'], 'distinct'));
      skus.add(upper);
      const ok =
        variant.option_values.length === p.options.length &&
        variant.option_values.every((value, g) =>
          p.options[g]!.values.some((v) => v.name === value),
        );
      if (!ok) ctx.addIssue(issue(['variants', i, 'option_values'], 'in'));
      const key = JSON.stringify(variant.option_values);
      if (combos.has(key)) ctx.addIssue(issue(['variants', i, 'option_values'], 'distinct'));
      combos.add(key);
    });
    for (const key of ['price_delta'] as const)
      p.variants.forEach((variant, i) => {
        for (const currency of ['krw', 'usd'] as const)
          if (p.price[currency] + variant[key][currency] < 0)
            ctx.addIssue(
              issue(['variants', i, key, currency], 'min_number', { min: -p.price[currency] }),
            );
      });
  });
export type AdminProductInput = z.input<typeof adminProductSchema>;
export type AdminProductValues = z.output<typeof adminProductSchema>;

/**
 * `GET /api/admin/products`: search (`q`: name, English name, product code or SKU), category
 * (with its subcategories), visibility, flag, sold out, sort and pages.
 *
 * @example
 * adminProductListQuerySchema.parse({ q: '라벤더', visibility: 'hidden', sort: 'stock', order: 'asc' });
 */
export const adminProductListQuerySchema = z.object({
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(100).default(20),
  q: plainText(z.string().trim().max(100)).optional(),
  category: z.coerce.number<number>().int().min(1).max(2_147_483_647).optional(),
  visibility: z.enum(['visible', 'hidden']).optional(),
  flag: z.enum(['best', 'new', 'recommended', 'sale']).optional(),
  sold_out: z.enum(['true', 'false']).optional(),
  sort: z
    .enum(['updated_at', 'created_at', 'name', 'price', 'stock', 'sales'])
    .default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

/**
 * A product as the operator's list shows it.
 *
 * @example
 * const row: AdminProductListItem = { id: 1, it_id: 'C100', name: '라벤더 캔들', name_en: 'Lavender candle', thumbnail: null, category: '캔들', price: { krw: 28000, usd: 2200 }, sale_price: null, on_sale: false, is_visible: true, is_best: false, is_new: true, is_recommended: false, stock: 12, variant_count: 2, sold_out: false, sales_30d: 3, updated_at: '2026-11-28T00:00:00.000Z' };
 */
export interface AdminProductListItem {
  id: number;
  it_id: string;
  name: string;
  name_en: string;
  thumbnail: string | null;
  category: string;
  price: { krw: number; usd: number };
  sale_price: { krw: number; usd: number } | null;
  on_sale: boolean;
  is_visible: boolean;
  is_best: boolean;
  is_new: boolean;
  is_recommended: boolean;
  stock: number;
  variant_count: number;
  sold_out: boolean;
  sales_30d: number;
  updated_at: string;
}

/**
 * A product as the console's edit form reads it: the input's fields with the ids of its
 * parts, the images' URLs, and its version (`updated_at`).
 *
 * @example
 * const detail: Pick<AdminProductDetail, 'id' | 'it_id'> = { id: 1, it_id: 'C100' };
 */
export interface AdminProductDetail extends Omit<
  AdminProductValues,
  'options' | 'variants' | 'addons' | 'images' | 'info_notice' | 'info_notice_en'
> {
  id: number;
  info_notice: InfoNoticeRow[];
  info_notice_en: InfoNoticeRow[];
  options: Array<{
    id: number;
    name: string;
    name_en: string;
    values: Array<{ id: number; name: string; name_en: string }>;
  }>;
  variants: Array<{
    id: number;
    option_values: string[];
    sku: string;
    stock: number;
    price_delta: { krw: number; usd: number };
    sold_out: boolean;
  }>;
  addons: Array<{
    id: number;
    name: string;
    name_en: string;
    price: { krw: number; usd: number };
    stock: number;
    sold_out: boolean;
  }>;
  images: Array<{
    id: number;
    alt: string;
    alt_en: string;
    url: string;
    width: number;
    height: number;
  }>;
  created_at: string;
  updated_at: string;
}

/**
 * `POST /api/admin/products/{it_id}/stock`: a stock adjustment of one variant with its reason.
 * The resulting stock may not be below zero.
 *
 * @example
 * adminStockAdjustSchema.parse({ variant_id: 12, delta: -2, reason: '파손' });
 */
export const adminStockAdjustSchema = z.object({
  variant_id: id,
  delta: z
    .number()
    .int()
    .min(-MAX_STOCK)
    .max(MAX_STOCK)
    .refine((n) => n !== 0, { params: { rule: 'not_zero' } }),
  reason: name(200),
});
export type AdminStockAdjustInput = z.input<typeof adminStockAdjustSchema>;

/**
 * The `reason` of a stock change the system wrote rather than an operator: the product's
 * creation, an edit of its variant matrix, and a return put back in stock (followed by the
 * order number).
 *
 * @example
 * `${STOCK_REASONS.returned}2026112861740137`; // '@returned:2026112861740137'
 */
export const STOCK_REASONS = {
  created: '@created',
  edited: '@edited',
  returned: '@returned:',
} as const;

/**
 * One row of a product's stock history: who changed which variant, when, by how much, why,
 * and the stock after it.
 *
 * @example
 * const row: StockAdjustment = { id: 1, at: '2026-11-28T00:00:00.000Z', mb_id: 'admin', variant_id: 12, sku: 'C100-1', delta: -2, reason: '파손', stock_after: 10 };
 */
export interface StockAdjustment {
  id: number;
  at: string;
  mb_id: string | null;
  variant_id: number | null;
  sku: string;
  delta: number;
  reason: string;
  stock_after: number;
}

/**
 * A category as the product form offers it: every category, hidden ones too, in tree order.
 *
 * @example
 * const option: AdminCategoryOption = { id: 1011, name: '캔들', name_en: 'Candles', depth: 1 };
 */
export interface AdminCategoryOption {
  id: number;
  name: string;
  name_en: string;
  depth: number;
}

/**
 * What an operator may do to many selected products at once: show them in the shop, hide
 * them, or delete them (kept for order history, gone from every list).
 *
 * @example
 * ADMIN_PRODUCT_BULK_ACTIONS; // ['show', 'hide', 'delete']
 */
export const ADMIN_PRODUCT_BULK_ACTIONS = ['show', 'hide', 'delete'] as const;
/** One of {@link ADMIN_PRODUCT_BULK_ACTIONS}. */
export type AdminProductBulkAction = (typeof ADMIN_PRODUCT_BULK_ACTIONS)[number];

/**
 * `POST /api/admin/products/bulk`: one action on the selected products (a page of the list at
 * most), each applied on its own.
 *
 * @example
 * adminProductBulkSchema.parse({ action: 'hide', it_ids: ['C100', 'C101'] });
 */
export const adminProductBulkSchema = z.object({
  action: z.enum(ADMIN_PRODUCT_BULK_ACTIONS),
  it_ids: z
    .array(z.string().trim().regex(IT_ID))
    .min(1)
    .max(ADMIN_BULK_MAX)
    .transform((ids) => [...new Set(ids)]),
});
export type AdminProductBulkInput = z.input<typeof adminProductBulkSchema>;

/**
 * The answer of a product bulk action: each product's outcome in the order given (refused:
 * an unknown product, with the reason in the operator's language), and the counts.
 *
 * @example
 * const answer: AdminProductBulkResponse = { data: [{ it_id: 'C100', ok: true, message: '' }], done: 1, refused: 0 };
 */
export interface AdminProductBulkResponse {
  data: Array<{ it_id: string; ok: boolean; message: string }>;
  done: number;
  refused: number;
}
