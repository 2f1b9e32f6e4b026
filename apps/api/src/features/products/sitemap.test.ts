import type { SitemapResponse } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { categories } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { deleteProduct } from './product-writer.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.createProduct({ itId: 'S-SHOWN', categoryIds: [1011] });
  await api.createProduct({ itId: 'S-HIDDEN', visible: false });
  const deleted = await api.createProduct({ itId: 'S-DELETED' });
  await api.app.database.db.transaction((tx) => deleteProduct(tx, deleted.id));
});
afterAll(() => api.close());

describe('GET /api/v1/sitemap', () => {
  it('answers every visible product with its updated_at and every visible category', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/sitemap');
    expect(res.status).toBe(200);
    const { data } = res.body as SitemapResponse;
    expect(data.products.map((p) => p.it_id)).toEqual(['S-SHOWN']);
    expect(new Date(data.products[0]!.updated_at).toISOString()).toBe(data.products[0]!.updated_at);
    const ids = data.categories.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([1, 1011, 2, 2011, 12]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('revalidates with 304 and leaves hidden categories and their children out', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/api/v1/sitemap');
    const etag = first.headers.get('etag')!;
    expect((await client.get('/api/v1/sitemap', { 'if-none-match': etag })).status).toBe(304);
    await api.app.database.db
      .update(categories)
      .set({ isVisible: false })
      .where(eq(categories.id, 2));
    await new Promise((r) => setTimeout(r, 1100));
    const after = await client.get('/api/v1/sitemap', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    const ids = (after.body as SitemapResponse).data.categories.map((c) => c.id);
    expect(ids).not.toContain(2);
    expect(ids).not.toContain(2011);
    expect(ids).toContain(1011);
  });
});
