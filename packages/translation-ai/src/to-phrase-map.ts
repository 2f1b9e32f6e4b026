import type { PhraseMap } from './types.js';

/**
 * A clean copy of an untrusted phrase map (an API answer, embedded state): string keys to
 * non-empty string values only. `__proto__` is dropped so copying cannot touch prototypes.
 */
export function toPhraseMap(value: unknown): PhraseMap {
  const map: PhraseMap = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return map;
  for (const [phrase, text] of Object.entries(value)) {
    if (phrase === '__proto__' || typeof text !== 'string' || text === '') continue;
    map[phrase] = text;
  }
  return map;
}
