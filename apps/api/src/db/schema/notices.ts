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

import { members } from './members.js';

/** Customer-center notices (공지사항). */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }),
    content: text('content').notNull(),
    contentEn: text('content_en'),
    isPinned: boolean('is_pinned').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    authorId: integer('author_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

export type NoticeRow = typeof notices.$inferSelect;

/** Files attached to a notice (images and PDF, checked by content), downloadable with it. */
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    /** The object store key (content-addressed under `notices/`). */
    storageKey: text('storage_key').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_attachments_notice_idx').on(t.noticeId)],
);

export type NoticeAttachmentRow = typeof noticeAttachments.$inferSelect;
