import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products, productVariants } from '../../db/schema/index.js';
import { InsufficientStockError } from '../../http/errors.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { adjustStock } from './stock.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function variantOf(productId: number) {
  const [variant] = await api.app.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return variant!;
}

describe('adjustStock', () => {
  it('adds and takes stock, touching the product so listing answers get a new version', async () => {
    const { id } = await api.createProduct({ stock: 5 });
    const variant = await variantOf(id);
    const db = api.app.database.db;
    const [before] = await db.select().from(products).where(eq(products.id, id));
    await new Promise((r) => setTimeout(r, 5));
    expect(await db.transaction((tx) => adjustStock(tx, variant.id, -2))).toBe(3);
    expect(await db.transaction((tx) => adjustStock(tx, variant.id, 4))).toBe(7);
    expect((await variantOf(id)).stock).toBe(7);
    const [after] = await db.select().from(products).where(eq(products.id, id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('refuses to go below zero with a typed 409 and changes nothing, the transaction included', async () => {
    const { id } = await api.createProduct({ stock: 2 });
    const variant = await variantOf(id);
    const db = api.app.database.db;
    const attempt = db.transaction(async (tx) => {
      await adjustStock(tx, variant.id, -1);
      await adjustStock(tx, variant.id, -5);
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientStockError);
    await expect(attempt).rejects.toMatchObject({ status: 409, key: 'insufficient_stock' });
    expect((await variantOf(id)).stock).toBe(2);
    await expect(db.transaction((tx) => adjustStock(tx, 999_999, -1))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('never oversells under concurrent takes of the last units', async () => {
    const { id } = await api.createProduct({ stock: 5 });
    const variant = await variantOf(id);
    const db = api.app.database.db;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => db.transaction((tx) => adjustStock(tx, variant.id, -1))),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientStockError,
    );
    expect(taken).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect((await variantOf(id)).stock).toBe(0);
  });
});
