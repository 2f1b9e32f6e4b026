import { z } from 'zod';

/** Most phrases one `terms` call may report; a page rarely misses more than a few dozen. */
export const MAX_TERMS_PER_REQUEST = 200;
/** Longest phrase accepted; UI phrases are short, long text belongs in content. */
export const MAX_TERM_LENGTH = 500;

export const localeSchema = z.enum(['kr', 'en']);

export const packageQuerySchema = z.object({ locale: localeSchema });

/**
 * `{ locale, terms: { phrase: phrase } }`; blank phrases are dropped, not refused. Phrases
 * are kept exactly as sent (spaces included): they are the keys the client looks up.
 */
export const termsSchema = z.object({
  locale: localeSchema,
  terms: z
    .record(z.string().max(MAX_TERM_LENGTH), z.string().max(MAX_TERM_LENGTH))
    .refine((terms) => Object.keys(terms).length <= MAX_TERMS_PER_REQUEST, {
      params: { rule: 'max_items', values: { max: MAX_TERMS_PER_REQUEST } },
    })
    .transform((terms) => Object.keys(terms).filter((k) => k.trim() !== '')),
});
