import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, products } from '../../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { moveOrder } from './order-status.js';
import { refreshSalesRanks } from './sales-ranks.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const salesOf = async (id: number) =>
  (await db().select().from(products).where(eq(products.id, id)))[0]!.sales30d;

describe('best-seller ranks from orders', () => {
  it('counts units of paid orders in the last 30 days, not unpaid or cancelled ones', async () => {
    const p = await api.createProduct({ stock: 50, sales30d: 999 });
    const m = await api.loginMember();
    const place = async (qty: number, key: string) => {
      const res = await m.browser.post(
        '/api/v1/order',
        orderBody(
          [{ it_id: p.it_id, variant_id: p.variant_id, qty }],
          28_000 * qty + (qty * 28_000 >= 50_000 ? 0 : 3_000),
          {
            payment_method: 'bank_transfer',
            depositor_name: '홍길동',
          },
        ),
        { headers: { 'idempotency-key': key } },
      );
      expect(res.status).toBe(201);
      const odId = (res.body as { data: { od_id: string } }).data.od_id;
      return (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!.id;
    };
    const paid = await place(3, 'rank-paid-1');
    const unpaid = await place(1, 'rank-unpaid-1');
    const cancelled = await place(2, 'rank-cancelled-1');
    await db().transaction(async (tx) => {
      await moveOrder(tx, paid, 'paid', 'operator', '', { paidAt: new Date() });
      await moveOrder(tx, cancelled, 'paid', 'operator', '', { paidAt: new Date() });
      await moveOrder(tx, cancelled, 'cancelled', 'operator', '');
    });
    expect(unpaid).toBeGreaterThan(0);

    expect(await refreshSalesRanks(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await salesOf(p.id)).toBe(3);
    // Run again: nothing changed, nothing touched.
    expect(await refreshSalesRanks(db(), new Date())).toBe(0);
    // 31 days later the sale has left the window.
    await refreshSalesRanks(db(), new Date(Date.now() + 31 * 86_400_000));
    expect(await salesOf(p.id)).toBe(0);
  });
});
