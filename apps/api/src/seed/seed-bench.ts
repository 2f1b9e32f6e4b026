// `pnpm --filter @atelier/api run seed:bench`: writes the 10 000-product benchmark catalog into
// the database the environment names (DATABASE_URL, else the PGlite folder DATA_DIR), migrated
// and with the shop's category tree. BENCH_PRODUCTS changes the count.
import { sql } from 'drizzle-orm';

import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { seedBenchCatalog } from './bench-catalog.js';
import { categorySeeder } from './category-seeder.js';
import { seedDemoData } from './seed.js';

const total = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDataDir: config.pgliteDataDir,
});
try {
  await database.migrate();
  const log = { info: () => {} } as unknown as Parameters<typeof seedDemoData>[1];
  await seedDemoData(database.db, log, { seeders: [categorySeeder] });
  const started = Date.now();
  const written = await seedBenchCatalog(database.db, {
    total,
    onProgress: (n) => process.stdout.write(`\r${n} / ${total} products`),
  });
  // PGlite has no autovacuum to gather statistics: without them the planner takes the 10 000
  // products for a handful and nests loops over them.
  await database.db.execute(sql`analyze`);
  process.stdout.write(
    `\n${written} products written in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.driver})\n`,
  );
} finally {
  await database.close();
}
