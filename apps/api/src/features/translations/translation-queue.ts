import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.js';
import { translationTerms } from '../../db/schema/index.js';
import type { Translator } from '../../ports/translator/translator.js';

const BATCH = 50;

/**
 * Translates queued phrases in the background, one locale batch at a time, so a
 * `terms` call never waits on the translator. Without a translator it does nothing and
 * the phrases stay queued for operators.
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
        .where(and(eq(translationTerms.locale, locale), isNull(translationTerms.translated)))
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
