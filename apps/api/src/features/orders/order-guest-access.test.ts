import type { OrderDetail } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, sessionOrderAccess, sessions } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const guest = () => api.visitor();
const placeOrder = (browser: CookieBrowser, extra?: object) => api.placeOrder(browser, extra);

const grantsOf = async (odId: string) =>
  db()
    .select({ sessionId: sessionOrderAccess.sessionId })
    .from(sessionOrderAccess)
    .innerJoin(orders, eq(orders.id, sessionOrderAccess.orderId))
    .where(eq(orders.odId, odId));

describe('a guest who proved an order with the lookup', () => {
  it('may read and cancel it from another session; a wrong password grants nothing', async () => {
    const order = await placeOrder(await guest(), { order_password: 'guest-pass-1' });
    const other = await guest();
    const cancel = () => other.post(`/api/v1/order/${order.od_id}/cancel`, { reason: '단순 변심' });

    expect((await cancel()).status).toBe(404);
    const wrong = await other.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: 'wrong-pass',
    });
    expect(wrong.status).toBe(404);
    expect(await grantsOf(order.od_id)).toEqual([]);
    expect((await other.get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
    expect((await cancel()).status).toBe(404);

    const found = await other.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: 'guest-pass-1',
    });
    expect(found.status).toBe(200);
    // Looking it up again keeps one grant.
    expect(
      (await other.post('/api/v1/order/lookup', { od_id: order.od_id, phone: '010-1234-5678' }))
        .status,
    ).toBe(200);
    expect(await grantsOf(order.od_id)).toHaveLength(1);
    expect((await other.get(`/api/v1/order/${order.od_id}`)).status).toBe(200);

    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { data: OrderDetail }).data.status).toBe('cancelled');

    // A third session that looked nothing up still sees a 404.
    expect((await (await guest()).get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
  });

  it('loses the access with its session', async () => {
    const order = await placeOrder(await guest(), { order_password: 'guest-pass-2' });
    const other = await guest();
    await other.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: 'guest-pass-2',
    });
    const [grant] = await grantsOf(order.od_id);
    expect(grant).toBeDefined();
    await db().delete(sessions).where(eq(sessions.id, grant!.sessionId));
    expect(await grantsOf(order.od_id)).toEqual([]);
  });

  it('never reaches a member’s order', async () => {
    const { browser: owner } = await api.loginMember();
    const order = await placeOrder(owner);
    const other = await guest();
    const lookup = await other.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      phone: '010-1234-5678',
    });
    expect(lookup.status).toBe(404);
    expect(await grantsOf(order.od_id)).toEqual([]);

    // Even a grant row (none is ever written for a member's order) opens nothing.
    const guestOrder = await placeOrder(await guest(), { order_password: 'guest-pass-3' });
    await other.post('/api/v1/order/lookup', {
      od_id: guestOrder.od_id,
      order_password: 'guest-pass-3',
    });
    const [{ sessionId }] = (await grantsOf(guestOrder.od_id)) as [{ sessionId: string }];
    const [row] = await db().select().from(orders).where(eq(orders.odId, order.od_id));
    await db().insert(sessionOrderAccess).values({ sessionId, orderId: row!.id });
    for (const browser of [other, await guest()]) {
      expect((await browser.get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
      expect(
        (await browser.post(`/api/v1/order/${order.od_id}/cancel`, { reason: '단순 변심' })).status,
      ).toBe(404);
    }
  });
});
