import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { categories } from '../../db/schema/index.js';
import { categorySeeder } from '../../seed/category-seeder.js';
import { seedDemoData } from '../../seed/seed.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [categorySeeder] });
});
afterAll(() => api.close());

describe('GET /api/evans-cart/categories-service', () => {
  it('answers the tree under data, names in Korean and English, Sale as id 12', async () => {
    const res = await new CookieBrowser(api.url).get('/api/evans-cart/categories-service');
    expect(res.status).toBe(200);
    const tree = res.body.data;
    expect(tree[0]).toMatchObject({ id: 1, name: '캔들', name_en: 'Candles' });
    expect(tree[0].descendants[0].descendants.map((c: { id: number }) => c.id)).toEqual([
      1011, 1012, 1013,
    ]);
    expect(tree.find((c: { id: number }) => c.id === 12)).toMatchObject({
      name: '세일',
      name_en: 'Sale',
    });
  });

  it('leaves hidden categories and their children out, and revalidates with 304', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/api/evans-cart/categories-service');
    expect(
      (
        await client.get('/api/evans-cart/categories-service', {
          'if-none-match': first.headers.get('etag')!,
        })
      ).status,
    ).toBe(304);
    await api.app.database.db
      .update(categories)
      .set({ isVisible: false })
      .where(eq(categories.id, 2));
    await new Promise((r) => setTimeout(r, 1100));
    const after = await client.get('/api/evans-cart/categories-service', {
      'if-none-match': first.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.body.data.map((c: { id: number }) => c.id)).not.toContain(2);
    expect((await client.get('/api/evans-cart/categories-service/2011')).status).toBe(404);
  });

  it('answers one category with its children', async () => {
    const res = await new CookieBrowser(api.url).get('/api/evans-cart/categories-service/12');
    expect(res.body.data.descendants.map((c: { name: string }) => c.name)).toEqual([
      '시즌 오프',
      '리퍼브',
    ]);
    expect(
      (await new CookieBrowser(api.url).get('/api/evans-cart/categories-service/abc')).status,
    ).toBe(422);
  });
});
