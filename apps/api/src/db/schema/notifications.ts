import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { members } from './members.js';

/** Member notifications (order updates, replies…); `read_at` null = unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }),
    body: text('body'),
    bodyEn: text('body_en'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_member_idx').on(t.memberId, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
