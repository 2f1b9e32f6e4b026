/**
 * Missing phrases are submitted this many ms after the latest miss (spec §9).
 *
 * @example
 * await vi.advanceTimersByTimeAsync(TRANSLATION_SUBMIT_DELAY_MS); // the batch goes out
 */
export const TRANSLATION_SUBMIT_DELAY_MS = 2000;

// The terms endpoint's limits belong to the wire: batches are split into requests of
// MAX_TERMS_PER_REQUEST, and longer phrases than MAX_TERM_LENGTH are never sent, since one
// would make the server refuse the whole batch.
export { MAX_TERM_LENGTH, MAX_TERMS_PER_REQUEST } from '@atelier/contracts';
