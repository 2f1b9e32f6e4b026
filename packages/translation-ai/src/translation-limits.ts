/**
 * Missing phrases are submitted this many ms after the latest miss (spec §9).
 *
 * @example
 * await vi.advanceTimersByTimeAsync(TRANSLATION_SUBMIT_DELAY_MS); // the batch goes out
 */
export const TRANSLATION_SUBMIT_DELAY_MS = 2000;

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
 * longer phrases are never sent, since one would make the server refuse the whole batch.
 *
 * @example
 * const sendable = phrase.length <= MAX_TERM_LENGTH;
 */
export const MAX_TERM_LENGTH = 500;
