import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every mail the shop sends; in development this is the mailbox to read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  to: varchar('to', { length: 200 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  transport: varchar('transport', { length: 20 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailRow = typeof mailOutbox.$inferSelect;
