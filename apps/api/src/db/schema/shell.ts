import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// What the shop shell (packages/shop-shell) shows around every page besides menus and notices:
// popups, the Instagram strip, and the click statistics of its banners and menus.

/** Popups shown over the home page (spec §3 Popup). */
export const popups = pgTable('popups', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  /** English title (the image's alt text on English pages); the Korean one when empty. */
  titleEn: varchar('title_en', { length: 200 }),
  type: varchar('type', { length: 20 }).notNull().default('daily'),
  link: text('link'),
  linkEn: text('link_en'),
  thumbnailKo: text('thumbnail_ko').notNull(),
  thumbnailEn: text('thumbnail_en'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  clickCount: integer('click_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Instagram posts shown in the mobile footer strip; kept by operators. */
export const instaFeedItems = pgTable('insta_feed_items', {
  id: serial('id').primaryKey(),
  mediaUrl: text('media_url').notNull(),
  permalink: text('permalink').notNull(),
  caption: text('caption'),
  /** English caption (the photo's alt text on English pages). */
  captionEn: text('caption_en'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Banner and menu click statistics (`POST /api/v1/click-log`). */
export const clickLogs = pgTable(
  'click_logs',
  {
    id: serial('id').primaryKey(),
    clickId: integer('click_id').notNull(),
    clickType: varchar('click_type', { length: 40 }).notNull(),
    clickName: varchar('click_name', { length: 100 }).notNull(),
    platform: varchar('platform', { length: 10 }).notNull(),
    sessionId: varchar('session_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_logs_target_idx').on(t.clickType, t.clickId)],
);

export type PopupRow = typeof popups.$inferSelect;
export type InstaFeedItemRow = typeof instaFeedItems.$inferSelect;
