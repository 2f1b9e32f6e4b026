import {
  translationPackageQuerySchema,
  translationTermsSchema,
  type TranslationPhrases,
} from '@atelier/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../app-deps.js';
import { translationTerms } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import type { TranslationQueue } from './translation-queue.js';

/** Answers `source → translated` for the translated phrases of a locale among `sources`. */
function toMap(rows: Array<{ source: string; translated: string | null }>): TranslationPhrases {
  const map: TranslationPhrases = {};
  for (const row of rows) if (row.translated !== null) map[row.source] = row.translated;
  return map;
}

/** The translation package and the missing-phrase report of spec §4. */
export async function translationRoutes(
  app: FastifyInstance,
  { db, queue, versions }: AppDeps & { queue: TranslationQueue },
) {
  // One package per translated locale.
  const packages = new VersionedAnswers(versions, 4);
  app.get('/api/translation-ai/package', async (request, reply) => {
    const { locale } = parseInput(translationPackageQuerySchema, request.query, request);
    // Korean is the source language: its package is always empty.
    if (locale === 'kr') return {};
    const translated = and(
      eq(translationTerms.locale, locale),
      isNotNull(translationTerms.translated),
    );
    return packages.send(request, reply, {
      // The translation queue invalidates this key when it stores translations.
      collection: `translations:${locale}`,
      version: () => tableVersion(db, translationTerms.updatedAt, translated),
      key: '',
      build: async () =>
        toMap(
          await db
            .select({ source: translationTerms.source, translated: translationTerms.translated })
            .from(translationTerms)
            .where(translated),
        ),
    });
  });

  app.post('/api/translation-ai/terms', async (request) => {
    const { locale, terms } = parseInput(translationTermsSchema, request.body, request);
    if (locale === 'kr' || terms.length === 0) return {};
    await db
      .insert(translationTerms)
      .values(terms.map((source) => ({ locale, source })))
      .onConflictDoNothing();
    queue.enqueue(locale);
    const rows = await db
      .select({ source: translationTerms.source, translated: translationTerms.translated })
      .from(translationTerms)
      .where(and(eq(translationTerms.locale, locale), inArray(translationTerms.source, terms)));
    return toMap(rows);
  });
}
