import { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/database.js';
import { productImages, products } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { loadCatalogReadModel } from './catalog-read-model.js';
import { ProductPages } from './product-detail.js';
import { productsVersion } from './product-routes.js';
import { adjustStock } from './stock.js';

let api: TestApi;
let db: Database;

beforeAll(async () => {
  api = await startTestApi();
  db = api.app.database.db;
});
afterAll(() => api.close());

// The database as ProductPages sees it, counting the selects it starts.
function counted(): { db: Database; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') selects += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, selects: () => selects };
}

const model = async (previous?: Awaited<ReturnType<typeof loadCatalogReadModel>>) =>
  loadCatalogReadModel(db, await productsVersion(db), previous);

describe('product pages from the catalog read model', () => {
  it("rebuilds other products' pages from their kept rows after one product's stock moves", async () => {
    const taken = await api.createProduct({ stock: 7 });
    const other = await api.createProduct({ stock: 4 });
    const reads = counted();
    const pages = new ProductPages(reads.db);
    const before = await model();
    const now = new Date();
    const takenBefore = await pages.build(before, taken.it_id, 'kr', 'krw', now);
    const otherBefore = await pages.build(before, other.it_id, 'en', 'usd', now);
    expect(takenBefore?.variants[0]?.stock).toBe(7);
    expect(reads.selects()).toBeGreaterThan(0);

    await db.transaction((tx) => adjustStock(tx, taken.variant_id, -2));
    const after = await model(before);
    expect(after.version).not.toBe(before.version);
    const start = reads.selects();
    expect(await pages.build(after, other.it_id, 'en', 'usd', now)).toEqual(otherBefore);
    expect(reads.selects() - start).toBe(0);

    const takenAfter = await pages.build(after, taken.it_id, 'kr', 'krw', now);
    expect(reads.selects() - start).toBeGreaterThan(0);
    expect(takenAfter?.variants[0]?.stock).toBe(5);
    // The same page a fresh reader builds from the database.
    expect(takenAfter).toEqual(
      await new ProductPages(db).build(after, taken.it_id, 'kr', 'krw', now),
    );
  });

  it('reads the rows again when images change (the rest of the products version)', async () => {
    const product = await api.createProduct({});
    const pages = new ProductPages(db);
    const before = await model();
    const first = await pages.build(before, product.it_id, 'kr', 'krw', new Date());
    expect(first?.images).toEqual([]);
    await db.insert(productImages).values({
      productId: product.id,
      sort: 0,
      storageKey: 'products/new-photo',
      width: 1600,
      height: 1200,
      alt: '새 사진',
      altEn: 'New photo',
    });
    const after = await model(before);
    const page = await pages.build(after, product.it_id, 'kr', 'krw', new Date());
    expect(page?.images.map((i) => i.thumb.jpeg.url)).toEqual([
      '/media/products/new-photo/thumb.jpg',
    ]);
    expect(page?.thumbnail?.thumb.jpeg.url).toBe('/media/products/new-photo/thumb.jpg');
  });

  it('answers 404 for a product hidden after its page was kept', async () => {
    const product = await api.createProduct({});
    const client = new CookieBrowser(api.url);
    expect((await client.get(`/api/v1/product/${product.it_id}`)).status).toBe(200);
    await db.update(products).set({ isVisible: false }).where(eq(products.id, product.id));
    // The version is read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await client.get(`/api/v1/product/${product.it_id}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
