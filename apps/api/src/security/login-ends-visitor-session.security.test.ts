// Issue 19, item 9: a copy of the visitor cookie from before login still read, and could cancel, that visitor's guest orders.
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';

const ORDER_PASSWORD = 'Tq7!mVx2-Lp9';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A second browser holding a copy of `browser`'s cookies as they are now. */
function copyOf(browser: CookieBrowser): CookieBrowser {
  const copy = new CookieBrowser(api.url);
  copy.jar.store([
    `atelier_session=${browser.jar.get('atelier_session')!}`,
    `XSRF-TOKEN=${browser.jar.get('XSRF-TOKEN')!}`,
  ]);
  return copy;
}

async function expectNoAccess(replay: CookieBrowser, odId: string) {
  expect((await replay.get(`/api/v1/order/${odId}`)).status).toBe(404);
  const cancel = await replay.post(`/api/v1/order/${odId}/cancel`, { reason: '단순 변심' });
  expect(cancel.status).toBe(404);
  expect((await replay.get('/api/v1/order')).body.data ?? []).toEqual([]);
}

describe('login ends the visitor session on the server', () => {
  it('a pre-login copy of the cookie of a visitor who placed a guest order can no longer read or cancel it', async () => {
    const m = await api.createMember();
    const browser = await api.visitor();
    const order = await api.placeOrder(browser, { order_password: ORDER_PASSWORD });
    const replay = copyOf(browser);
    expect((await replay.get(`/api/v1/order/${order.od_id}`)).status).toBe(200);

    expect((await browser.login(m.mb_id, m.password)).status).toBe(200);
    await expectNoAccess(replay, order.od_id);
    expect((await replay.post('/api/v1/login-check')).body.user).toBeNull();

    // The order is untouched, and its guest still reaches it by the lookup.
    const lookup = await (
      await api.visitor()
    ).post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: ORDER_PASSWORD,
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.data.status).toBe(order.status);
  });

  it('a session that proved a guest order with the lookup loses it at login, copies included', async () => {
    const owner = await api.visitor();
    const order = await api.placeOrder(owner, { order_password: ORDER_PASSWORD });
    const m = await api.createMember();
    const browser = await api.visitor();
    const lookup = await browser.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: ORDER_PASSWORD,
    });
    expect(lookup.status).toBe(200);
    const replay = copyOf(browser);
    expect((await replay.get(`/api/v1/order/${order.od_id}`)).status).toBe(200);

    expect((await browser.login(m.mb_id, m.password)).status).toBe(200);
    await expectNoAccess(replay, order.od_id);
    // The member's own session does not inherit the guest order either (a shared computer).
    expect((await browser.get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
  });
});
