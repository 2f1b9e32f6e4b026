import type { CmsNode, InfoNoticeRow } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { categories } from './catalog.js';
import { members } from './members.js';

// The catalog: products, their categories, option groups and variants (the only place stock
// lives), add-ons and images. Money is integer minor units per currency (won; US cents).

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A product (legacy `g5_shop_item`). `it_id` is the stable public id used in URLs. Prices are
 * per currency; the sale price applies inside its period; `list_price_*` is the crossed-out
 * figure. Rating figures are kept here by the review code, never computed per request.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    itId: varchar('it_id', { length: 20 }).notNull().unique(),
    primaryCategoryId: integer('primary_category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    description: jsonb('description').$type<CmsNode[]>().notNull().default([]),
    descriptionEn: jsonb('description_en').$type<CmsNode[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isBest: boolean('is_best').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    sortWeight: integer('sort_weight').notNull().default(0),
    priceKrw: integer('price_krw').notNull(),
    priceUsd: integer('price_usd').notNull(),
    listPriceKrw: integer('list_price_krw'),
    listPriceUsd: integer('list_price_usd'),
    salePriceKrw: integer('sale_price_krw'),
    salePriceUsd: integer('sale_price_usd'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    infoNotice: jsonb('info_notice').$type<InfoNoticeRow[]>().notNull().default([]),
    infoNoticeEn: jsonb('info_notice_en').$type<InfoNoticeRow[]>().notNull().default([]),
    /** 안전확인 신고번호: required for candles and diffusers (checked by the catalog code). */
    safetyReportNo: varchar('safety_report_no', { length: 40 }),
    /** The page's `<title>` and meta description when set (else the name and summary). */
    seoTitle: varchar('seo_title', { length: 70 }).notNull().default(''),
    seoTitleEn: varchar('seo_title_en', { length: 70 }).notNull().default(''),
    seoDescription: varchar('seo_description', { length: 160 }).notNull().default(''),
    seoDescriptionEn: varchar('seo_description_en', { length: 160 }).notNull().default(''),
    /** Units sold in the last 30 days: seeded until orders exist (the checkout issue). */
    sales30d: integer('sales_30d').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Reviews per star, 1 to 5. */
    ratingCounts: jsonb('rating_counts')
      .$type<[number, number, number, number, number]>()
      .notNull()
      .default([0, 0, 0, 0, 0]),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('products_listing_idx').on(t.isVisible, t.createdAt),
    index('products_sales_idx').on(t.sales30d),
    // The product page's related products: its primary category's best sellers (an index walk
    // of 8 rows instead of a scan of the whole sales index, 19 ms at 10 000 products).
    index('products_related_idx').on(t.primaryCategoryId, t.sales30d, t.id),
    // The listing answers' version reads max(updated_at) (db/table-version.ts).
    index('products_updated_idx').on(t.updatedAt),
    check('products_prices_check', sql`${t.priceKrw} >= 0 and ${t.priceUsd} >= 0`),
  ],
);

/** Every category a product is listed in, its primary one included (`is_primary`). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

/** An option group of a product (향 / Scent, 용량 / Size), in display order. */
export const productOptionGroups = pgTable(
  'product_option_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
  },
  (t) => [index('product_option_groups_product_idx').on(t.productId, t.sort)],
);

/** One value of an option group (라벤더 / Lavender). */
export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => productOptionGroups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
  },
  (t) => [index('product_option_values_group_idx').on(t.groupId, t.sort)],
);

/**
 * A sellable combination with its own SKU and stock. A product without option groups has one
 * variant with no values. `option_value_ids` is in group order; `option_key` is those ids
 * joined with '-' ('' for the single variant), unique per product.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: varchar('sku', { length: 60 }).notNull().unique(),
    optionValueIds: jsonb('option_value_ids').$type<number[]>().notNull().default([]),
    optionKey: varchar('option_key', { length: 200 }).notNull().default(''),
    stock: integer('stock').notNull().default(0),
    priceDeltaKrw: integer('price_delta_krw').notNull().default(0),
    priceDeltaUsd: integer('price_delta_usd').notNull().default(0),
    /** Set by operators; a variant with stock 0 is sold out either way. */
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_key_idx').on(t.productId, t.optionKey),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** 추가옵션: gift wrap, message card… with their own price and stock. */
export const productAddons = pgTable(
  'product_addons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    priceKrw: integer('price_krw').notNull().default(0),
    priceUsd: integer('price_usd').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('product_addons_product_idx').on(t.productId, t.sort),
    check('product_addons_stock_check', sql`${t.stock} >= 0`),
  ],
);

/**
 * A product photo in display order. `storage_key` names the original in the object store;
 * the resized variants are derived from it by the image pipeline.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    altEn: varchar('alt_en', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

/**
 * Stock changed by an operator (or by a product edit): who, when, which variant, by how much,
 * why, and the stock it left. Orders take stock without a row here (their lines say it).
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    sku: varchar('sku', { length: 60 }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    mbId: varchar('mb_id', { length: 20 }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_adjustments_product_idx').on(t.productId, t.id)],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
