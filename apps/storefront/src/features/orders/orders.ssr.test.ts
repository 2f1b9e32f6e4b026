import type { TestApi } from '@atelier/api/testing';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG, KIM_SOYEON } from '@atelier/test-utils/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { placeTestOrder, type PlacedOrder } from '../../test/seed-orders.js';
import {
  ENTRY_ONLY_MANIFEST,
  rootMarkup,
  startSsrShop,
  type SsrShop,
} from '../../test/ssr-shop.js';

let api: TestApi;
let shop: FastifyInstance;
let ssr: SsrShop | undefined;
let hong: CookieBrowser;
let placed: PlacedOrder;

/** Logs a member in against the API; the browser keeps the cookies. */
async function member(mbId: string): Promise<CookieBrowser> {
  const browser = new CookieBrowser(api.url);
  const first = await shop.inject({ method: 'GET', url: '/login' });
  browser.jar.store(([] as string[]).concat(first.headers['set-cookie'] ?? []));
  expect((await browser.login(mbId, DEMO_MEMBER_PASSWORD)).status).toBe(200);
  return browser;
}

const page = (browser: CookieBrowser, url: string) =>
  shop.inject({ method: 'GET', url, headers: { cookie: browser.jar.cookieHeader()! } });

beforeAll(async () => {
  ssr = await startSsrShop({ manifest: ENTRY_ONLY_MANIFEST });
  ({ api, shop } = ssr);
  hong = await member(HONG.mb_id);
  placed = await placeTestOrder(hong, { wallet: true });
  // The demo member holds coupons and 3,000 points: the order uses one coupon and 1,000 points.
  expect(placed.couponId).not.toBeNull();
  expect(placed.points).toBe(1000);
}, 60_000);

afterAll(() => ssr?.close());

describe('order-tracking pages rendered on the server', () => {
  test('/my-page/order lists the order placed through the API', async () => {
    const res = await page(hong, '/my-page/order?period=1');
    expect(res.statusCode).toBe(200);
    const html = rootMarkup(res.body);
    expect(html).toContain('data-page="my-page-order"');
    expect(html).toContain(`href="/my-page/order/${placed.order.od_id}"`);
    expect(html).toContain('입금대기');
  });

  test('/my-page/order/{id} renders the detail with the bank account; /shop/my_order_view the same', async () => {
    for (const url of [
      `/my-page/order/${placed.order.od_id}`,
      `/shop/my_order_view?od_id=${placed.order.od_id}`,
    ]) {
      const res = await page(hong, url);
      expect(res.statusCode, url).toBe(200);
      const html = rootMarkup(res.body);
      expect(html, url).toContain(placed.order.od_id);
      expect(html, url).toContain('무통장입금');
      expect(html, url).toContain('입금 기한');
      expect(html, url).toContain('주문 취소');
    }
  });

  test('another member gets the not-found page (404)', async () => {
    const kim = await member(KIM_SOYEON.mb_id);
    const res = await page(kim, `/my-page/order/${placed.order.od_id}`);
    expect(res.statusCode).toBe(404);
    expect(rootMarkup(res.body)).toContain('data-page="not-found"');
  });

  test('coupons, points and the dashboard show the wallet', async () => {
    const coupons = await page(hong, '/my-page/coupon?status=used');
    expect(coupons.statusCode).toBe(200);
    expect(rootMarkup(coupons.body)).toContain(placed.order.od_id);
    const points = await page(hong, '/my-page/point');
    expect(points.statusCode).toBe(200);
    expect(rootMarkup(points.body)).toContain('적립금 이용 안내');
    expect(rootMarkup(points.body)).toContain('-1,000원');
    const dashboard = await page(hong, '/my-page');
    expect(rootMarkup(dashboard.body)).toContain(`href="/my-page/order/${placed.order.od_id}"`);
  });

  test('a guest opening /shop/my_order_view gets the lookup form', async () => {
    const res = await shop.inject({
      method: 'GET',
      url: `/shop/my_order_view?od_id=${placed.order.od_id}`,
    });
    expect(res.statusCode).toBe(200);
    const html = rootMarkup(res.body);
    expect(html).toContain('비회원 주문조회');
    expect(html).toContain(`value="${placed.order.od_id}"`);
    expect(html).not.toContain('data-od-id');
    expect(html).not.toContain('입금 기한');
  });
});
