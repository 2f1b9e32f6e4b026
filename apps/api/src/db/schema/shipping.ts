import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { products } from './products.js';

// Shipping fee rules, kept in the database so operators can change them (issue 12): a base fee
// with a free-shipping threshold per currency, per-product overrides, and remote-area
// surcharges by postcode range. Read only by features/shipping.

/** The base fee and the order amount from which it is waived, per currency (minor units). */
export const shippingPolicies = pgTable(
  'shipping_policies',
  {
    currency: varchar('currency', { length: 3 }).primaryKey(),
    baseFee: integer('base_fee').notNull(),
    freeOver: integer('free_over').notNull(),
    // The product page states the policy: its kept answers follow this (productsVersion).
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('shipping_policies_amounts', sql`${t.baseFee} >= 0 and ${t.freeOver} >= 0`)],
);

/**
 * A product shipped on its own terms: `free` (never pays the base fee) or `fixed` (its own fee
 * per order line, in each currency, whatever the order amount).
 */
export const productShipping = pgTable(
  'product_shipping',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    mode: varchar('mode', { length: 8 }).notNull(),
    feeKrw: integer('fee_krw').notNull().default(0),
    feeUsd: integer('fee_usd').notNull().default(0),
  },
  (t) => [
    check('product_shipping_mode', sql`${t.mode} in ('free', 'fixed')`),
    check('product_shipping_fees', sql`${t.feeKrw} >= 0 and ${t.feeUsd} >= 0`),
  ],
);

/**
 * A remote-area surcharge (제주, 도서산간) for postcodes `postcode_from`..`postcode_to`
 * (5-digit, inclusive). Added to every order shipped there; free shipping does not waive it.
 */
export const shippingSurcharges = pgTable(
  'shipping_surcharges',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    postcodeFrom: varchar('postcode_from', { length: 5 }).notNull(),
    postcodeTo: varchar('postcode_to', { length: 5 }).notNull(),
    feeKrw: integer('fee_krw').notNull(),
    feeUsd: integer('fee_usd').notNull(),
  },
  (t) => [
    check('shipping_surcharges_range', sql`${t.postcodeFrom} <= ${t.postcodeTo}`),
    check('shipping_surcharges_fees', sql`${t.feeKrw} >= 0 and ${t.feeUsd} >= 0`),
  ],
);
