import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { categories } from './catalog.js';
import { members } from './members.js';
import { orders } from './orders.js';
import { products } from './products.js';

// Coupons and 적립금 (issue 12). Written only by features/coupons and features/points; the
// order workflow reserves and restores them through those modules.

/**
 * A coupon design: what it takes off (`kind`: the order's goods, one product's lines, the
 * shipping fee), fixed per currency or a percentage with a maximum, from a minimum order, inside
 * a validity period. `category_id` narrows an order or product coupon to the lines of one
 * category's products. `issue_on` names an event that issues it automatically (`signup`).
 * A coupon with a `code` is redeemed by shoppers who type it: once per member, and at most
 * `code_limit` times in all when it has one.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    discountType: varchar('discount_type', { length: 10 }).notNull(),
    percent: integer('percent').notNull().default(0),
    amountKrw: integer('amount_krw').notNull().default(0),
    amountUsd: integer('amount_usd').notNull().default(0),
    maxDiscountKrw: integer('max_discount_krw'),
    maxDiscountUsd: integer('max_discount_usd'),
    minOrderKrw: integer('min_order_krw').notNull().default(0),
    minOrderUsd: integer('min_order_usd').notNull().default(0),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    // Only lines of products listed in this category or below it (any kind but shipping).
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // Days a coupon stays usable after it is issued (capped by valid_until).
    validDays: integer('valid_days'),
    issueOn: varchar('issue_on', { length: 20 }),
    code: varchar('code', { length: 30 }),
    codeLimit: integer('code_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('order', 'product', 'shipping')`),
    check('coupons_discount_type', sql`${t.discountType} in ('fixed', 'percent')`),
    check('coupons_percent', sql`${t.percent} between 0 and 100`),
    check('coupons_amounts', sql`${t.amountKrw} >= 0 and ${t.amountUsd} >= 0`),
    check('coupons_code_limit', sql`${t.codeLimit} is null or ${t.codeLimit} > 0`),
    // Codes are matched without case: one code, one coupon.
    uniqueIndex('coupons_code_unique').on(sql`upper(${t.code})`),
  ],
);

/**
 * A coupon issued to a member: used once (`used_order_id`), given back on cancel or expiry.
 * `source` says how it came: `signup`, `operator` (issued from the console or the seed) or
 * `code` (redeemed by the member; once per member and coupon).
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id').references(() => orders.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 10 }).notNull().default('operator'),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.usedAt),
    index('member_coupons_coupon_idx').on(t.couponId),
    check('member_coupons_source', sql`${t.source} in ('signup', 'operator', 'code')`),
    uniqueIndex('member_coupons_code_once')
      .on(t.couponId, t.memberId)
      .where(sql`${t.source} = 'code'`),
  ],
);

/**
 * The 적립금 policy, one row (`id` 1): what a confirmed purchase earns (`earn_percent` of the
 * paid amount), from which balance and order amount points may be used, in what unit, and the
 * largest share of the payable amount they may pay. Without the row the shop's defaults apply.
 */
export const pointPolicy = pgTable(
  'point_policy',
  {
    id: integer('id').primaryKey().default(1),
    earnPercent: integer('earn_percent').notNull(),
    minBalance: integer('min_balance').notNull(),
    minOrder: integer('min_order').notNull(),
    unit: integer('unit').notNull(),
    maxSharePercent: integer('max_share_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('point_policy_one', sql`${t.id} = 1`),
    check('point_policy_earn', sql`${t.earnPercent} between 0 and 100`),
    check('point_policy_share', sql`${t.maxSharePercent} between 1 and 100`),
    check('point_policy_unit', sql`${t.unit} >= 1`),
    check('point_policy_minimums', sql`${t.minBalance} >= 0 and ${t.minOrder} >= 0`),
  ],
);

/**
 * The 적립금 ledger: every change of a member's points is a row with its reason; the balance is
 * the sum. Points are won (KRW).
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_member_idx').on(t.memberId, t.id),
    check(
      'point_ledger_reason',
      sql`${t.reason} in ('signup', 'order_use', 'order_restore', 'purchase_earn', 'operator')`,
    ),
  ],
);
