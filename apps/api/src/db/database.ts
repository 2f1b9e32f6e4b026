import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema/index.js';

/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; every write goes through one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database with its driver kind and lifecycle. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies committed migrations (idempotent, serialised across instances). */
  migrate(): Promise<void>;
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed drizzle-kit migrations folder, found from source or from dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

// Any fixed number: the key of the advisory lock that serialises migrations when
// several API instances start at once against one PostgreSQL.
const MIGRATION_LOCK_KEY = 7_245_001;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `pgliteDataDir`
 * (a folder, or `memory://`), or wraps an existing PGlite instance (tests clone one).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDataDir?: string;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must
    // not crash the process: the pool replaces it and the next query reports any real fault.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: folder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? new PGlite(options.pgliteDataDir ?? 'memory://');
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
