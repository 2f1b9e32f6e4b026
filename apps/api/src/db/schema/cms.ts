import type { CmsNode } from '@atelier/contracts';
import { boolean, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Pages and banners built in the CMS; only published ones are served. */
export const cmsPages = pgTable('cms_pages', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  template: jsonb('template').$type<CmsNode[]>().notNull(),
  link: text('link'),
  /** Banners only: the visitor may close it until the next midnight. */
  closable: boolean('closable').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type CmsPageRow = typeof cmsPages.$inferSelect;
