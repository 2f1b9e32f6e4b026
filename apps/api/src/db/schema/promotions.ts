import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} in ('order', 'product', 'shipping')`),
    check('coupons_discount_type', sql`${t.discountType} in ('fixed', 'percent')`),
    check('coupons_percent', sql`${t.percent} between 0 and 100`),
    check('coupons_amounts', sql`${t.amountKrw} >= 0 and ${t.amountUsd} >= 0`),
  ],
);

/** A coupon issued to a member: used once (`used_order_id`), given back on cancel or expiry. */
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
  },
  (t) => [index('member_coupons_member_idx').on(t.memberId, t.usedAt)],
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
