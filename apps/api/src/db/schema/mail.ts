import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every mail the shop sends; in development this is the mailbox to read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  to: varchar('to', { length: 200 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  // queued → sending → outbox | smtp | failed, or `suppressed` (never sent: `suppressed_reason`).
  transport: varchar('transport', { length: 20 }).notNull(),
  // `unverified_recipient` or `recipient_limit` (jobs/mail-queue.ts).
  suppressedReason: varchar('suppressed_reason', { length: 40 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailRow = typeof mailOutbox.$inferSelect;
