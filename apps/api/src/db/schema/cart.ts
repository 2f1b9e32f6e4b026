import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './members.js';
import { productVariants, products } from './products.js';

// Carts: a visitor's, keyed by the session's cart key, and each member's one cart. Lines hold
// what was chosen, never what it costs: every answer prices them again (issue 12).

/**
 * A cart: a visitor's (`cart_key`, from the session) or a member's (`member_id`), never both.
 * At login the visitor's cart is merged into the member's and removed.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    cartKey: varchar('cart_key', { length: 36 }).unique(),
    memberId: integer('member_id')
      .unique()
      .references(() => members.id, { onDelete: 'cascade' }),
    // Visitor lines the last login could not move in (the cart was full), until the next add.
    leftOut: jsonb('left_out').$type<CartLeftOutRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('carts_one_owner', sql`(${t.cartKey} is null) <> (${t.memberId} is null)`),
    index('carts_updated_idx').on(t.updatedAt),
  ],
);

/** A visitor's line left out of a full member cart at login, with its names then. */
export interface CartLeftOutRow {
  itId: string;
  variantId: number;
  name: string;
  nameEn: string;
  qty: number;
}

/** An add-on chosen with a line (추가옵션: gift wrap, message card) and how many. */
export interface CartLineAddon {
  addon_id: number;
  qty: number;
}

/**
 * A line: one variant of a product with its add-ons and quantity. `addons_key` (the add-on
 * ids, sorted) makes the same variant with the same add-ons one line. `seen_price` and
 * `seen_currency` are the unit price shown when the line was added, only to tell the shopper
 * that it changed; amounts are always computed again. `capped_from` says a merge at login
 * lowered the quantity to the stock (shown until the shopper changes the line).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    addons: jsonb('addons').$type<CartLineAddon[]>().notNull().default([]),
    addonsKey: varchar('addons_key', { length: 200 }).notNull().default(''),
    qty: integer('qty').notNull(),
    seenPrice: integer('seen_price').notNull(),
    seenCurrency: varchar('seen_currency', { length: 3 }).notNull(),
    // The quantity before a merge at login capped it to the stock; cleared by the next change.
    cappedFrom: integer('capped_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('cart_lines_choice_idx').on(t.cartId, t.variantId, t.addonsKey),
    check('cart_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** A row of {@link cartLines}. */
export type CartLineRow = typeof cartLines.$inferSelect;
