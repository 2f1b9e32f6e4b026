import type { Throttle } from '../ports/app-deps.js';
import { tooManyRequests } from './errors.js';

/**
 * Counts one hit on each key while it is under its limit, in a window of `windowMinutes`; the
 * first key at its limit answers 429 `too_many_requests` with the time to wait.
 */
export async function takeOrRefuse(
  throttle: Throttle,
  limits: readonly (readonly [key: string, limit: number])[],
  windowMinutes: number,
): Promise<void> {
  for (const [key, limit] of limits)
    if (!(await throttle.take(key, limit, windowMinutes)))
      throw tooManyRequests('too_many_requests', await throttle.blockedFor(key, limit));
}
