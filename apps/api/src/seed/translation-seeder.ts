import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import { translationTerms } from '../db/schema/index.js';
import { ENGLISH_PHRASES } from './phrases-en.js';
import type { Seeder } from './seed.js';

/**
 * The English package for every phrase the apps show. Runs whenever a phrase of the
 * list is missing, so phrases added by later features reach existing databases; it
 * never overwrites a translation an operator or the translator wrote.
 */
export const translationSeeder: Seeder = {
  name: 'english phrases',
  async isNeeded(db) {
    const sources = Object.keys(ENGLISH_PHRASES);
    const rows = await db
      .select({ source: translationTerms.source })
      .from(translationTerms)
      .where(
        and(
          eq(translationTerms.locale, 'en'),
          inArray(translationTerms.source, sources),
          isNotNull(translationTerms.translated),
        ),
      );
    return rows.length < sources.length;
  },
  async run({ tx }) {
    await tx
      .insert(translationTerms)
      .values(
        Object.entries(ENGLISH_PHRASES).map(([source, translated]) => ({
          locale: 'en',
          source,
          translated,
          origin: 'seed',
        })),
      )
      .onConflictDoUpdate({
        target: [translationTerms.locale, translationTerms.source],
        set: { translated: sql`excluded.translated`, origin: 'seed', updatedAt: new Date() },
        where: sql`${translationTerms.translated} is null`,
      });
  },
};
