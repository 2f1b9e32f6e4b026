import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import {
  members,
  orderLines,
  orders,
  orderStatusHistory,
  productVariants,
} from '../../db/schema/index.js';
import { seedDemoData } from '../../seed/seed.js';
import { categorySeeder } from '../../seed/category-seeder.js';
import { createTestDatabase, orderBody } from '../../testing.js';
import { hashPassword } from '../auth/passwords.js';
import { insertProduct } from '../products/product-writer.js';

// Issue 12: kill -9 of the server in the middle of checkout loses no committed order and
// leaves no half-written one. The server runs as a child process on a real database (PGlite on
// disk, or a fresh database on the PostgreSQL server when DATABASE_URL is set).

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STOCK = 10_000;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database with one product (stock {@link STOCK}) and one member; answers how to reach it. */
async function prepare(): Promise<{
  env: Record<string, string>;
  reopen: () => Promise<DatabaseHandle>;
}> {
  const seed = async (handle: DatabaseHandle) => {
    const db = handle.db;
    await seedDemoData(db, { info() {}, warn() {}, error() {} } as never, {
      seeders: [categorySeeder],
    });
    await db.transaction((tx) =>
      insertProduct(tx, {
        itId: 'CRASH1',
        categoryIds: [1011],
        name: '충돌 테스트 캔들',
        nameEn: 'Crash test candle',
        price: { krw: 60_000, usd: 5_000 },
        safetyReportNo: 'CB23-12-0001',
        stock: STOCK,
      }),
    );
    await db.insert(members).values({
      mbId: 'crasher',
      passwordHash: await hashPassword('crash-test-1'),
      name: '홍길동',
      email: 'crasher@example.com',
      hp: '010-1234-5678',
      termsAgreedAt: new Date(),
      privacyAgreedAt: new Date(),
      age14ConfirmedAt: new Date(),
    });
  };
  if (process.env.DATABASE_URL) {
    const { handle, url, drop } = await createTestDatabase();
    await seed(handle);
    await handle.close();
    cleanups.push(drop);
    return {
      env: { DATABASE_URL: url! },
      reopen: () => openDatabase({ databaseUrl: url }),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pgliteDataDir = path.join(dataDir, 'pglite');
  const handle = await openDatabase({ pgliteDataDir });
  await handle.migrate();
  await seed(handle);
  await handle.close();
  return { env: { DATA_DIR: dataDir }, reopen: () => openDatabase({ pgliteDataDir }) };
}

/** Starts the API entry as a child process; answers it and its URL once it listens. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child = spawn(
    process.execPath,
    ['--conditions=@atelier/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiRoot,
      env: {
        ...base,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO_DATA: 'false',
        // One session places orders as fast as it can: far over the placement limits.
        ORDER_MAX_PER_SESSION: '100000',
        ORDER_MAX_PER_IP: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return { child, url };
}

describe('kill -9 in the middle of checkout', () => {
  it(
    'keeps every answered order whole and leaves no half-written one',
    { timeout: 180_000 },
    async () => {
      const { env, reopen } = await prepare();
      const { child, url } = await startServer(env);
      const browser = new CookieBrowser(url);
      await browser.start();
      expect((await browser.login('crasher', 'crash-test-1')).status).toBe(200);
      const detail = (await browser.get('/api/v1/product/CRASH1')).body as {
        data: { variants: { id: number }[] };
      };
      const variantId = detail.data.variants[0]!.id;

      const answered: string[] = [];
      let sent = 0;
      const placeOne = async (): Promise<void> => {
        sent += 1;
        const res = await browser
          .post(
            '/api/v1/order',
            orderBody([{ it_id: 'CRASH1', variant_id: variantId, qty: 1 }], 60_000),
            {
              headers: { 'idempotency-key': `crash-${sent}-${Date.now()}` },
            },
          )
          .catch(() => undefined);
        if (res?.status === 201)
          answered.push((res.body as { data: { od_id: string } }).data.od_id);
      };
      // Eight shoppers keep ordering; the server is killed while requests are in flight.
      let stop = false;
      const loops = Array.from({ length: 8 }, async () => {
        while (!stop) await placeOne();
      });
      while (answered.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(loops);
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');

      const handle = await reopen();
      try {
        const db = handle.db;
        const kept = await db.select({ odId: orders.odId }).from(orders);
        const keptIds = new Set(kept.map((o) => o.odId));
        // Every order the shopper was told about is there.
        expect(answered.filter((id) => !keptIds.has(id))).toEqual([]);
        // None is half-written: each has its line and its history.
        const [withoutLines] = await db
          .select({ n: count() })
          .from(orders)
          .where(
            sql`not exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          );
        expect(withoutLines!.n).toBe(0);
        const [histories] = await db.select({ n: count() }).from(orderStatusHistory);
        expect(histories!.n).toBe(kept.length);
        // Stock moved by exactly what the kept orders took.
        const [variant] = await db
          .select()
          .from(productVariants)
          .where(eq(productVariants.id, variantId));
        expect(variant!.stock).toBe(STOCK - kept.length);
      } finally {
        await handle.close();
      }

      // The shop starts again on the same data.
      const again = await startServer(env);
      try {
        const health = await fetch(`${again.url}/healthz`);
        expect(health.status).toBe(200);
      } finally {
        again.child.kill('SIGKILL');
      }
    },
  );
});
