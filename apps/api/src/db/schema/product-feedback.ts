import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

import { members } from './members.js';
import { products } from './products.js';

// What members say about products: reviews (with photos), questions (상품문의) and wish lists.

/**
 * A purchased line a member may review once. Until orders exist the tests and the demo seed
 * write these rows; the checkout issue replaces the source with received order lines
 * (`line_ref` becomes the order line's id).
 */
export const reviewEligibilities = pgTable(
  'review_eligibilities',
  {
    lineRef: varchar('line_ref', { length: 60 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_eligibilities_member_idx').on(t.memberId, t.productId)],
);

/** A product review: one per purchased line (`line_ref` unique); operators may hide it. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lineRef: varchar('line_ref', { length: 60 }).notNull().unique(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    photoCount: smallint('photo_count').notNull().default(0),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_member_idx').on(t.memberId, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Up to five photos of a review, in order; `storage_key` names the original. */
export const productReviewPhotos = pgTable(
  'product_review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('product_review_photos_review_idx').on(t.reviewId, t.sort)],
);

/** 상품문의: a member's question, optionally secret (비밀글), and the operator's answer. */
export const productInquiries = pgTable(
  'product_inquiries',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isSecret: boolean('is_secret').notNull().default(false),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('product_inquiries_product_idx').on(t.productId, t.createdAt),
    index('product_inquiries_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's wish list (찜). */
export const wishListItems = pgTable(
  'wish_list_items',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    index('wish_list_items_member_idx').on(t.memberId, t.createdAt),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
export type ProductInquiryRow = typeof productInquiries.$inferSelect;
