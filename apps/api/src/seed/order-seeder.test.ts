import type { OrderSummary, Paginated, StoreOrderView } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, products } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';
import { categorySeeder } from './category-seeder.js';
import { memberSeeder } from './member-seeder.js';
import { orderSeeder } from './order-seeder.js';
import { productSeeder } from './product-seeder.js';
import { seedDemoData } from './seed.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('orderSeeder', () => {
  it('gives the demo members an order history and ranks best-sellers from real orders, once', async () => {
    const db = api.app.database.db;
    await seedDemoData(db, api.app.log, {
      seeders: [memberSeeder, categorySeeder, productSeeder],
      objectStore: api.app.objectStore,
    });
    const seededTop = (
      await db.select().from(products).orderBy(desc(products.sales30d)).limit(1)
    )[0]!;
    await seedDemoData(db, api.app.log, { seeders: [orderSeeder] });

    const browser = new CookieBrowser(api.url);
    await browser.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
    const mine = (await browser.get('/api/v1/order')).body as Paginated<OrderSummary>;
    expect(mine.data.map((o) => o.status).sort()).toEqual([
      'awaiting_deposit',
      'confirmed',
      'delivered',
      'shipping',
    ]);
    const store = (await browser.get('/api/v1/store-order')).body as Paginated<StoreOrderView>;
    expect(store.total).toBe(2);

    // The catalog's best seller is still first, now by units sold in the last 30 days.
    const rankedTop = (
      await db.select().from(products).orderBy(desc(products.sales30d)).limit(1)
    )[0]!;
    expect(rankedTop.id).toBe(seededTop.id);
    expect(rankedTop.sales30d).toBeGreaterThan(0);

    const [before] = await db.select({ n: count() }).from(orders);
    await seedDemoData(db, api.app.log, { seeders: [orderSeeder] });
    const [after] = await db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
  });
});
