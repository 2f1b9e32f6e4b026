import {
  translationPackageQuerySchema,
  translationTermsSchema,
  type TranslationPhrases,
} from '@atelier/contracts';
import { and, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../app-deps.js';
import { translationTerms } from '../../db/schema/index.js';
import { answerNotModified, etagOf } from '../../http/etag.js';
import { parseInput } from '../../http/validate.js';
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
  app.get('/api/translation-ai/package', async (request, reply) => {
    const { locale } = parseInput(translationPackageQuerySchema, request.query, request);
    // Korean is the source language: its package is always empty.
    if (locale === 'kr') return {};
    const translated = and(eq(translationTerms.locale, locale), isNotNull(translationTerms.translated));
    const version = await versions.get(`translations:${locale}`, async () => {
      const [v] = await db
        .select({ n: count(), changed: max(translationTerms.updatedAt) })
        .from(translationTerms)
        .where(translated);
      return `${v?.n ?? 0}:${v?.changed?.getTime() ?? 0}`;
    });
    const etag = etagOf(`translations:${locale}:${version}`);
    if (answerNotModified(request, reply, etag)) return reply;
    const rows = await db
      .select({ source: translationTerms.source, translated: translationTerms.translated })
      .from(translationTerms)
      .where(translated);
    return toMap(rows);
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
