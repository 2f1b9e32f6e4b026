import type { TestApi } from '@atelier/api/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { embeddedStateOf, rootMarkup, startSsrShop, type SsrShop } from '../../test/ssr-shop.js';

let api: TestApi;
let shop: FastifyInstance;
let ssr: SsrShop | undefined;
let variantId: number;

beforeAll(async () => {
  ssr = await startSsrShop();
  ({ api, shop } = ssr);
  await api.createProduct({
    itId: 'P-CHK',
    name: '체크아웃 소이 캔들',
    nameEn: 'Checkout soy candle',
    price: { krw: 32_000, usd: 2_500 },
  });
  const detail = (await (await fetch(`${api.url}/api/v1/product/P-CHK`)).json()) as {
    data: { variants: { id: number }[] };
  };
  variantId = detail.data.variants[0]!.id;
}, 60_000);

afterAll(() => ssr?.close());

describe('checkout pages rendered on the server', () => {
  test('the order form renders the quoted lines and amounts, with the quote embedded (no refetch)', async () => {
    const items = encodeURIComponent(JSON.stringify([['P-CHK', variantId, 2, []]]));
    const res = await shop.inject({ method: 'GET', url: `/shop/order-form?items=${items}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).not.toContain('atelier-address-finder" content="kakao"');
    const root = rootMarkup(res.body);
    expect(root).toContain('data-page="order-form"');
    expect(root).toContain('체크아웃 소이 캔들');
    expect(root).toContain('64,000원');
    expect(root).toContain('64,000원 결제하기');
    // Until the form has hydrated a press would submit it natively, its fields in the URL.
    expect(root).toMatch(/<button[^>]*data-testid="checkout-pay"[^>]*>/);
    expect(root.match(/<button[^>]*data-testid="checkout-pay"[^>]*>/)![0]).toContain('disabled');
    // The parts whose code loads after hydration are in the server's markup all the same:
    // delivery memo, payment methods, the guest's order password, consents (unchecked).
    expect(root).toContain('배송 메모');
    expect(root).toContain('name="payment_method" value="card"');
    expect(root).toContain('id="order_password"');
    expect(root).toContain('id="agree_privacy"');
    expect(root).not.toMatch(/id="agree_privacy"[^>]*checked/);
    const queries = JSON.stringify(embeddedStateOf(res.body).store);
    expect(queries).toContain('getOrderQuote');
  });

  test('the sandbox PG page stands alone (blank layout), marked as a test, never indexed', async () => {
    const guest = await api.visitor();
    const order = await api.placeOrder(guest, { order_password: 'candle-2026!' });
    const url = `/shop/sandbox-pg?orderId=${order.od_id}&amount=1&orderName=%EC%BA%94%EB%93%A4&method=card`;
    const res = await shop.inject({
      method: 'GET',
      url,
      headers: { cookie: guest.jar.cookieHeader() ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const root = rootMarkup(res.body);
    expect(root).toContain('data-page="sandbox-pg"');
    expect(root).toContain('테스트 결제 페이지입니다. 실제 결제가 이루어지지 않습니다.');
    expect(root).toContain('31,000원');
    expect(root).not.toContain('atelier-shell-desktop-header');
  });

  test('the sandbox PG page of another session’s order is the not-found page', async () => {
    const order = await api.placeOrder(await api.visitor(), { order_password: 'candle-2026!' });
    const res = await shop.inject({
      method: 'GET',
      url: `/shop/sandbox-pg?orderId=${order.od_id}&amount=31000&orderName=%EC%BA%94%EB%93%A4&method=card`,
    });
    expect(res.statusCode).toBe(404);
    expect(rootMarkup(res.body)).not.toContain('data-page="sandbox-pg"');
  });

  test("the payment return shows a refused confirm in the server's words", async () => {
    const res = await shop.inject({
      method: 'GET',
      url: '/shop/payment_confirm?paymentKey=sbx_000000000000000000000000&orderId=2026112500000001&amount=31000',
    });
    expect(res.statusCode).toBe(200);
    const root = rootMarkup(res.body);
    expect(root).toContain('data-page="payment-confirm"');
    expect(root).toContain('결제가 완료되지 않았습니다.');
    expect(root).toContain('href="/shop/cart"');
  });

  test("another's order is the not-found page", async () => {
    const res = await shop.inject({ method: 'GET', url: '/shop/order/2026112500000001/confirm' });
    expect(res.statusCode).toBe(404);
  });
});

describe('with Toss keys', () => {
  let toss: SsrShop | undefined;
  beforeAll(async () => {
    toss = await startSsrShop({
      apiEnv: { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' },
    });
  }, 60_000);
  afterAll(() => toss?.close());

  test('the sandbox PG page is the not-found page, even for the order’s own session', async () => {
    const guest = await toss!.api.visitor();
    const order = await toss!.api.placeOrder(guest, { order_password: 'candle-2026!' });
    const res = await toss!.shop.inject({
      method: 'GET',
      url: `/shop/sandbox-pg?orderId=${order.od_id}&amount=31000&orderName=%EC%BA%94%EB%93%A4&method=card`,
      headers: { cookie: guest.jar.cookieHeader() ?? '' },
    });
    expect(res.statusCode).toBe(404);
    expect(rootMarkup(res.body)).not.toContain('data-page="sandbox-pg"');
  });
});
