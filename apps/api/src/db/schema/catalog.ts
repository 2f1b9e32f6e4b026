import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Shop categories (legacy `ca_id`), a tree by `parent_id`. Id 12 is the Sale category the
 * menus link to by number.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 100 }).notNull(),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export type CategoryRow = typeof categories.$inferSelect;
