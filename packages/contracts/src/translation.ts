import { z } from 'zod';

import { langSchema } from './locale-schemas.js';
import { hasControlCharacters } from './text.js';

/**
 * The most terms `POST /api/translation-ai/terms` accepts in one request; larger batches are
 * split into requests of this size.
 *
 * @example
 * const requests = Math.ceil(missed.length / MAX_TERMS_PER_REQUEST);
 */
export const MAX_TERMS_PER_REQUEST = 200;

/**
 * The longest phrase (in UTF-16 code units, as `string.length`) the terms endpoint accepts;
 * UI phrases are short, long text belongs in content.
 *
 * @example
 * const sendable = phrase.length <= MAX_TERM_LENGTH;
 */
export const MAX_TERM_LENGTH = 500;

/**
 * One locale's translations: Korean source phrase to translated phrase. Answer of
 * `GET /api/translation-ai/package` and `POST /api/translation-ai/terms`.
 *
 * @example
 * const phrases: TranslationPhrases = { '장바구니': 'Cart' };
 */
export type TranslationPhrases = Record<string, string>;

/**
 * Query of `GET /api/translation-ai/package`.
 *
 * @example
 * translationPackageQuerySchema.parse({ locale: 'en' });
 */
export const translationPackageQuerySchema = z.object({ locale: langSchema });
/** A translation package query. */
export type TranslationPackageQuery = z.input<typeof translationPackageQuerySchema>;

/**
 * `POST /api/translation-ai/terms`: `{ locale, terms: { phrase: phrase } }`, the phrases the
 * page missed. Parsing answers the phrases as a list; blank ones are dropped, not refused.
 * Phrases are kept exactly as sent (spaces included): they are the keys the client looks up.
 *
 * @example
 * translationTermsSchema.parse({ locale: 'en', terms: { '장바구니': '장바구니', ' ': ' ' } });
 * // { locale: 'en', terms: ['장바구니'] }
 */
export const translationTermsSchema = z.object({
  locale: langSchema,
  terms: z
    .record(z.string().max(MAX_TERM_LENGTH), z.string().max(MAX_TERM_LENGTH))
    .refine((terms) => Object.keys(terms).length <= MAX_TERMS_PER_REQUEST, {
      params: { rule: 'max_items', values: { max: MAX_TERMS_PER_REQUEST } },
    })
    // Checked on the whole map, so the 422 names `terms`, not a field named after the phrase.
    .refine(
      (terms) =>
        Object.entries(terms).every(
          ([phrase, text]) =>
            !hasControlCharacters(phrase, { multiline: true }) &&
            !hasControlCharacters(text, { multiline: true }),
        ),
      { params: { rule: 'control_characters' } },
    )
    .transform((terms) => Object.keys(terms).filter((k) => k.trim() !== '')),
});

/**
 * A terms body as a client sends it: each missed phrase mapped to itself.
 *
 * @example
 * const input: TranslationTermsInput = { locale: 'en', terms: { '장바구니': '장바구니' } };
 */
export type TranslationTermsInput = z.input<typeof translationTermsSchema>;
