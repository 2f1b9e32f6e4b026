import { and, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';

import { koreaDayEnd, koreaDayStart } from './korea-time.js';

/**
 * A list filter's period of Korean calendar days, `from`..`to` inclusive, on a timestamp
 * column: either end may be left out.
 */
export function koreaPeriod(column: AnyColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, koreaDayStart(from)) : undefined,
    to ? lt(column, koreaDayEnd(to)) : undefined,
  );
}
