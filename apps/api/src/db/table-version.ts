import { count, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Database } from './database.js';

/**
 * The version of a table's rows (or of those matching `where`): row count and last change, read
 * in one query without the rows. Inserts, deletes and updates through Drizzle (which stamps
 * `updated_at`) change it, whichever instance made them.
 */
export async function tableVersion(
  db: Database,
  updatedAt: PgColumn,
  where?: SQL,
): Promise<string> {
  const [v] = await db
    .select({ n: count(), changed: max(updatedAt) })
    .from(updatedAt.table as PgTable)
    .where(where);
  return `${v?.n ?? 0}:${(v?.changed as Date | null | undefined)?.getTime() ?? 0}`;
}
