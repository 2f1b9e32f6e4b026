import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One source phrase (Korean) of one locale, with its translation once someone (an
 * operator, a seed or the machine translator) has given it. `translated` null = queued.
 */
export const translationTerms = pgTable(
  'translation_terms',
  {
    id: serial('id').primaryKey(),
    locale: varchar('locale', { length: 5 }).notNull(),
    source: text('source').notNull(),
    translated: text('translated'),
    origin: varchar('origin', { length: 20 }),
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
