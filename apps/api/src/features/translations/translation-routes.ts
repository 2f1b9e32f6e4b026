import { createHmac } from 'node:crypto';

import {
  translationPackageQuerySchema,
  translationTermsSchema,
  type TranslationPhrases,
} from '@atelier/contracts';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { translationTerms } from '../../db/schema/index.js';
import { tableVersion } from '../../db/table-version.js';
import { parseInput } from '../../http/validate.js';
import { VersionedAnswers } from '../../http/versioned-answers.js';
import type { TranslationQueue } from './translation-queue.js';
import UI_PHRASES_EN from './ui-phrases-en.json';
import { takeOrRefuse } from '../../http/rate-limits.js';

/** Answers `source → translated` for the translated phrases of a locale among `sources`. */
function toMap(rows: Array<{ source: string; translated: string | null }>): TranslationPhrases {
  const map: TranslationPhrases = {};
  for (const row of rows) if (row.translated !== null) map[row.source] = row.translated;
  return map;
}

// Reports of missed phrases: a page sends one batch after its misses, so these leave room for
// fast browsing (per session) and for offices and carriers sharing one address.
const TERMS_WINDOW_MINUTES = 10;
const TERMS_REQUESTS_PER_SESSION = 30;
const TERMS_REQUESTS_PER_ADDRESS = 120;

/**
 * The translation package and the missing-phrase report of spec §4. Anyone can report any
 * phrase, so reports are rate-limited, unconfirmed phrases are capped per locale
 * (`TRANSLATION_MAX_PENDING`), and only phrases the shop itself shows go to the machine
 * translator: those in the built catalogue, or reported from `TRANSLATION_MIN_REPORTERS`
 * addresses.
 */
export async function translationRoutes(
  app: FastifyInstance,
  { config, db, queue, throttle, versions }: AppDeps & { queue: TranslationQueue },
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

  const { minReporters, maxPending } = config.translationReports;
  // Phrases the apps ship (the built UI catalogue) are the shop's own reports. The demo texts
  // are the seed's: it stores them with their English, so they are never reported as new.
  const catalogue = new Set(Object.keys(UI_PHRASES_EN));
  // The reporter is kept as a keyed hash: the table must not become a log of addresses.
  const reporterOf = (request: FastifyRequest) =>
    createHmac('sha256', config.sessionSecret)
      .update(`phrase-reporter:${request.ip}`)
      .digest('hex')
      .slice(0, 16);

  const refuseFlooding = (request: FastifyRequest) =>
    takeOrRefuse(
      throttle,
      [
        [`terms:session:${request.session!.row.id}`, TERMS_REQUESTS_PER_SESSION],
        [`terms:ip:${request.ip}`, TERMS_REQUESTS_PER_ADDRESS],
      ],
      TERMS_WINDOW_MINUTES,
    );

  app.post('/api/translation-ai/terms', async (request) => {
    const { locale, terms } = parseInput(translationTermsSchema, request.body, request);
    if (locale === 'kr' || terms.length === 0) return {};
    await refuseFlooding(request);
    const reporter = reporterOf(request);
    const known = and(eq(translationTerms.locale, locale), inArray(translationTerms.source, terms));
    const confirmed = await db.transaction(async (tx) => {
      const stored = new Set(
        (
          await tx.select({ source: translationTerms.source }).from(translationTerms).where(known)
        ).map((r) => r.source),
      );
      // Unconfirmed phrases are capped per locale, so reports alone cannot fill the table.
      const [{ waiting } = { waiting: 0 }] = await tx
        .select({ waiting: count() })
        .from(translationTerms)
        .where(
          and(
            eq(translationTerms.locale, locale),
            isNull(translationTerms.translated),
            isNull(translationTerms.confirmedAt),
          ),
        );
      let room = Math.max(0, maxPending - waiting);
      const now = new Date();
      const fresh = terms
        .filter((source) => !stored.has(source))
        .map((source) => {
          const own = catalogue.has(source) || minReporters <= 1;
          return { locale, source, reportedBy: [reporter], confirmedAt: own ? now : null };
        })
        .filter((row) => row.confirmedAt !== null || room-- > 0);
      const inserted =
        fresh.length === 0
          ? []
          : await tx
              .insert(translationTerms)
              .values(fresh)
              .onConflictDoNothing()
              .returning({ confirmedAt: translationTerms.confirmedAt });
      // A waiting phrase counts each address once; with enough of them it is confirmed.
      const promoted = await tx
        .update(translationTerms)
        .set({
          reportedBy: sql`array_append(${translationTerms.reportedBy}, ${reporter})`,
          confirmedAt: sql`case when cardinality(${translationTerms.reportedBy}) + 1 >= ${minReporters} then now() end`,
        })
        .where(
          and(
            known,
            isNull(translationTerms.translated),
            isNull(translationTerms.confirmedAt),
            sql`not (${reporter} = any(${translationTerms.reportedBy}))`,
          ),
        )
        .returning({ confirmedAt: translationTerms.confirmedAt });
      return [...inserted, ...promoted].some((row) => row.confirmedAt !== null);
    });
    if (confirmed) queue.enqueue(locale);
    const rows = await db
      .select({ source: translationTerms.source, translated: translationTerms.translated })
      .from(translationTerms)
      .where(known);
    return toMap(rows);
  });
}
