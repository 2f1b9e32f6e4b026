import { eq, lt, sql } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { authThrottles } from '../../db/schema/index.js';

/**
 * Fixed-window counters shared by every API instance through the database. A key
 * over its limit is refused until its window ends; nothing is ever locked for good.
 */
export class Throttle {
  constructor(private readonly db: Database) {}

  /** Seconds until `key` may try again, or 0 when it is under `limit`. */
  async blockedFor(key: string, limit: number, now = new Date()): Promise<number> {
    const [row] = await this.db.select().from(authThrottles).where(eq(authThrottles.key, key));
    if (!row || row.resetAt <= now || row.hits < limit) return 0;
    return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  }

  /** Counts one hit in the current window of `key`; answers the hits in that window. */
  async hit(key: string, windowMinutes: number): Promise<number> {
    return (await this.hitAll([key], windowMinutes))[0]!;
  }

  /**
   * {@link hit} for several keys in one statement; answers their hits in the order given.
   */
  async hitAll(keys: readonly string[], windowMinutes: number): Promise<number[]> {
    const resetAt = new Date(Date.now() + windowMinutes * 60_000);
    const rows = await this.db
      .insert(authThrottles)
      .values(keys.map((key) => ({ key, hits: 1, resetAt })))
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          hits: sql`case when ${authThrottles.resetAt} <= now() then 1 else ${authThrottles.hits} + 1 end`,
          resetAt: sql`case when ${authThrottles.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${authThrottles.resetAt} end`,
        },
      })
      .returning({ key: authThrottles.key, hits: authThrottles.hits });
    const hits = new Map(rows.map((row) => [row.key, row.hits]));
    return keys.map((key) => hits.get(key) ?? 1);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(authThrottles).where(eq(authThrottles.key, key));
  }

  /** Forgets every key that starts with `prefix` (e.g. one account's per-address counters). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db.delete(authThrottles).where(sql`starts_with(${authThrottles.key}, ${prefix})`);
  }

  /**
   * Counts one hit in the current window of `key` and answers whether it is within `limit`,
   * in one statement, so concurrent requests cannot both slip under the limit.
   */
  async take(key: string, limit: number, windowMinutes: number): Promise<boolean> {
    return (await this.hit(key, windowMinutes)) <= limit;
  }

  /** Deletes counters whose window has ended; answers how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(authThrottles)
      .where(lt(authThrottles.resetAt, now))
      .returning({ key: authThrottles.key });
    return removed.length;
  }
}
