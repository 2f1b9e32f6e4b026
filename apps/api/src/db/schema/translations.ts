import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One source phrase (Korean) of one locale, with its translation once someone (an
 * operator, a seed or the machine translator) has given it. `translated` null = queued;
 * the machine translator takes only confirmed ones.
 */
export const translationTerms = pgTable(
  'translation_terms',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 5 }).notNull(),
    source: text('source').notNull(),
    translated: text('translated'),
    origin: varchar('origin', { length: 20 }),
    /**
     * Keyed hashes of the addresses that reported the phrase while it waits, at most
     * `TRANSLATION_MIN_REPORTERS` of them (anyone can report any phrase).
     */
    reportedBy: text('reported_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the phrase became one the shop itself shows: in the built phrase catalogue, or
     * reported from enough addresses. Only such phrases go to the machine translator.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('translation_terms_locale_source_idx').on(t.locale, t.source),
    index('translation_terms_locale_updated_idx').on(t.locale, t.updatedAt),
  ],
);

export type TranslationTermRow = typeof translationTerms.$inferSelect;
