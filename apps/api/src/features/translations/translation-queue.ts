import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.js';
import { translationTerms } from '../../db/schema/index.js';
import type { Translator } from '../../ports/translator/translator.js';

const BATCH = 50;

/** `origin` of a phrase an operator rejected: it stays untranslated and out of the queue. */
export const REJECTED_ORIGIN = 'rejected';
/** Phrases an operator did not reject. */
export const notRejected = or(
  isNull(translationTerms.origin),
  ne(translationTerms.origin, REJECTED_ORIGIN),
);
// A phrase the shop really shows is reported by its English visitors within days.
const UNCONFIRMED_DAYS = 7;

/**
 * Translates queued, confirmed phrases (see `translation-routes.ts`) in the background, one
 * locale batch at a time, so a `terms` call never waits on the translator. Without a
 * translator it does nothing and the phrases stay queued for operators.
 */
export class TranslationQueue {
  private running: Promise<void> | null = null;
  private again = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly translator: Translator | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly onTranslated: (locale: string) => void = () => {},
  ) {}

  /** Asks for the pending phrases of `locale` to be translated soon. */
  enqueue(locale: string): void {
    if (!this.translator || locale === 'kr') return;
    this.again.add(locale);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /**
   * Deletes untranslated phrases that no operator or enough visitors confirmed within
   * `UNCONFIRMED_DAYS`, making room under `TRANSLATION_MAX_PENDING` again; answers how many.
   */
  async purgeUnconfirmed(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(translationTerms)
      .where(
        and(
          isNull(translationTerms.translated),
          isNull(translationTerms.confirmedAt),
          lt(translationTerms.createdAt, new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000)),
        ),
      )
      .returning({ id: translationTerms.id });
    return removed.length;
  }

  /** True when a machine translator is configured. */
  get machine(): boolean {
    return this.translator !== undefined;
  }

  /**
   * The machine translator's text for `phrases` in `locale`, not stored (an operator's
   * suggestion); `{}` without a translator.
   */
  async suggest(phrases: string[], locale: string): Promise<Record<string, string>> {
    if (!this.translator || locale === 'kr') return {};
    return this.translator.translate(phrases, locale);
  }

  /** Resolves when no translation work is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.again.size > 0) {
      const [locale] = this.again;
      this.again.delete(locale!);
      try {
        await this.translateAll(locale!);
      } catch (error) {
        this.log.warn({ err: error, locale }, 'machine translation failed; phrases stay queued');
      }
    }
  }

  private async translateAll(locale: string): Promise<void> {
    for (;;) {
      const pending = await this.db
        .select({ source: translationTerms.source })
        .from(translationTerms)
        .where(
          and(
            eq(translationTerms.locale, locale),
            isNull(translationTerms.translated),
            // Only phrases the shop itself shows: anyone can report any text.
            isNotNull(translationTerms.confirmedAt),
            notRejected,
          ),
        )
        .limit(BATCH);
      if (pending.length === 0) return;
      const done = await this.translator!.translate(
        pending.map((p) => p.source),
        locale,
      );
      const entries = Object.entries(done);
      if (entries.length === 0) return;
      await this.db.transaction(async (tx) => {
        for (const [source, translated] of entries) {
          await tx
            .update(translationTerms)
            .set({ translated, origin: 'machine' })
            .where(
              and(
                eq(translationTerms.locale, locale),
                eq(translationTerms.source, source),
                isNull(translationTerms.translated),
              ),
            );
        }
      });
      this.onTranslated(locale);
      if (entries.length < pending.length) return;
    }
  }
}
