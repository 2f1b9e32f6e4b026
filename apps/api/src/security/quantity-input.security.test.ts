// Issue 19, item 9: `qty` took "0x10" as 16 and `true` as 1 (z.coerce.number), like every other count of the cart and order bodies.
import type { Cart } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders } from '../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('quantities are integers in digits, nothing else', () => {
  it('refuses hex, exponents and booleans on a cart line, with a clear message, and changes nothing', async () => {
    const product = await api.createProduct({ stock: 40 });
    const browser = await api.visitor();
    for (const qty of ['0x10', '1e1', true, ' 2', '-1']) {
      const res = await browser.post('/api/v1/cart', { ...product, qty });
      expect(res.status, JSON.stringify(qty)).toBe(422);
      expect(res.body.errors.qty).toEqual(['수량 항목은 숫자만 입력해 주세요.']);
    }
    expect(((await browser.get('/api/v1/cart')).body as Cart).count).toBe(0);

    const added = await browser.post('/api/v1/cart', { ...product, qty: '2' });
    expect(added.status).toBe(201);
    const line = (added.body as Cart).lines[0]!;
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const hex = await browser.put(`/api/v1/cart/${line.id}`, { qty: '0x10' });
    expect(hex.status).toBe(422);
    expect(hex.body.errors.qty).toEqual([
      'The quantity field must be a whole number, in digits only.',
    ]);
    expect(((await browser.get('/api/v1/cart')).body as Cart).lines[0]!.qty).toBe(2);
  });

  it('refuses them in an order too: the lines, the points and the expected total', async () => {
    const { it_id, variant_id } = await api.createProduct({ stock: 40 });
    const browser = await api.visitor();
    let keys = 0;
    const order = (items: object[], extra: object) =>
      browser.post(
        '/api/v1/order',
        orderBody(items, 31_000, { order_password: 'Tq7!mVx2-Lp9', ...extra }),
        { headers: { 'idempotency-key': `qty-order-${(keys += 1)}` } },
      );
    const hexQty = await order([{ it_id, variant_id, qty: '0x10' }], {});
    expect(hexQty.status).toBe(422);
    expect(Object.keys(hexQty.body.errors)).toEqual(['items.0.qty']);
    const booleanTotal = await order([{ it_id, variant_id, qty: 1 }], { expected_total: true });
    expect(booleanTotal.status).toBe(422);
    expect(Object.keys(booleanTotal.body.errors)).toEqual(['expected_total']);
    const hexPoints = await order([{ it_id, variant_id, qty: 1 }], { points: '0x0' });
    expect(hexPoints.status).toBe(422);
    expect(await api.app.database.db.select().from(orders)).toEqual([]);
  });
});
