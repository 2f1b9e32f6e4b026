import type { OrderDetail, OrderQuote } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  orderLines,
  orders,
  products,
  productShipping,
  productVariants,
  sandboxPayments,
} from '../../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { createSandboxGateway } from '../../ports/payments/sandbox-gateway.js';
import { confirmPayment, releaseExpiredOrders } from '../payments/order-payments.js';
import { moveOrder } from './order-status.js';

let api: TestApi;
beforeAll(async () => {
  // 1 000 concurrent orders from one session: far over the placement limits' defaults.
  api = await startTestApi({
    env: { ORDER_MAX_PER_SESSION: '5000', ORDER_MAX_PER_IP: '5000', GUEST_MAX_UNPAID_QTY: '500' },
  });
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${(keySeq += 1)}`;

async function product(stock = 10, price = { krw: 28_000, usd: 2_200 }) {
  const { id, it_id, variant_id } = await api.createProduct({ price, stock });
  return { id, it_id, variant: variant_id };
}

const member = () => api.loginMember();

async function guest() {
  const browser = new CookieBrowser(api.url);
  await browser.start();
  return browser;
}

const stockOf = async (variantId: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

const place = (browser: CookieBrowser, body: object, key = newKey()) =>
  browser.post('/api/v1/order', body, { headers: { 'idempotency-key': key } });

describe('order quotes: shipping rules from the database', () => {
  it('charges the base fee under the threshold, waives it over, adds a remote-area surcharge either way', async () => {
    const p = await product();
    const browser = await guest();
    const quote = async (qty: number, zonecode?: string) =>
      (
        await browser.post('/api/v1/order/quote', {
          items: [{ it_id: p.it_id, variant_id: p.variant, qty }],
          ...(zonecode ? { zonecode } : {}),
        })
      ).body as OrderQuote;

    expect((await quote(1)).amounts).toEqual({
      currency: 'krw',
      goods: 28_000,
      discount: 0,
      shipping_fee: 3_000,
      shipping_surcharge: 0,
      points: 0,
      total: 31_000,
    });
    expect((await quote(2)).amounts).toMatchObject({
      goods: 56_000,
      shipping_fee: 0,
      total: 56_000,
    });
    // Jeju: the surcharge stays when shipping is free.
    expect((await quote(2, '63100')).amounts).toMatchObject({
      shipping_fee: 0,
      shipping_surcharge: 3_000,
      total: 59_000,
    });
    expect((await quote(1, '40220')).amounts).toMatchObject({
      shipping_fee: 3_000,
      shipping_surcharge: 5_000,
    });

    await db().insert(productShipping).values({ productId: p.id, mode: 'free' });
    expect((await quote(1)).amounts).toMatchObject({ shipping_fee: 0, total: 28_000 });
    expect((await quote(1)).free_shipping_over).toBeNull();
  });

  it('prices in the session currency (USD cents)', async () => {
    const p = await product();
    const browser = await guest();
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const quote = (
      await browser.post('/api/v1/order/quote', {
        items: [{ it_id: p.it_id, variant_id: p.variant, qty: 1 }],
      })
    ).body as OrderQuote;
    expect(quote.amounts).toMatchObject({
      currency: 'usd',
      goods: 2_200,
      shipping_fee: 500,
      total: 2_700,
    });
    expect(quote.lines[0]!.name).toBe(quote.lines[0]!.name.length > 0 ? quote.lines[0]!.name : 'x');
  });
});

describe('placing an order', () => {
  it('reserves stock, snapshots lines, and answers the same order for the same Idempotency-Key', async () => {
    const p = await product(5);
    const { browser } = await member();
    const key = newKey();
    const body = orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 2 }], 56_000);
    const first = await place(browser, body, key);
    expect(first.status).toBe(201);
    const order = (first.body as { data: OrderDetail; checkout: { provider: string } }).data;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      total: 56_000,
      currency: 'krw',
      can_cancel: true,
    });
    expect(order.od_id).toMatch(/^\d{16}$/);
    expect((first.body as { checkout: { provider: string } }).checkout.provider).toBe('sandbox');
    expect(await stockOf(p.variant)).toBe(3);

    // The new order's answer is built from the rows placing wrote: the same as reading it back.
    expect((await browser.get(`/api/v1/order/${order.od_id}`)).body.data).toEqual(order);

    const again = await place(browser, body, key);
    expect(again.status).toBe(200);
    expect((again.body as { data: OrderDetail }).data).toEqual(order);
    expect(await stockOf(p.variant)).toBe(3);

    const reused = await place(browser, { ...body, memo: '다른 메모' }, key);
    expect(reused.status).toBe(422);
    const missing = await browser.post('/api/v1/order', body);
    expect(missing.status).toBe(400);
    expect(await stockOf(p.variant)).toBe(3);
  });

  it('answers 409 with the new figures when the amount changed, and writes nothing', async () => {
    const p = await product(5);
    const { browser } = await member();
    const before = await orderCount();
    const res = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 25_000),
    );
    expect(res.status).toBe(409);
    const body = res.body as { message: string; quote: OrderQuote };
    expect(body.message).toContain('주문 금액이 변경되었습니다');
    expect(body.quote.amounts.total).toBe(31_000);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.variant)).toBe(5);
  });

  it('answers 409 with the new price when the product’s price changed after the quote', async () => {
    const p = await product(5);
    const { browser } = await member();
    const items = [{ it_id: p.it_id, variant_id: p.variant, qty: 1 }];
    const quoted = await browser.post('/api/v1/order/quote', { items, zonecode: '04524' });
    const shown = (quoted.body as OrderQuote).amounts.total;
    expect(shown).toBe(31_000);
    await db().update(products).set({ priceKrw: 30_000 }).where(eq(products.id, p.id));

    const before = await orderCount();
    const res = await place(browser, orderBody(items, shown));
    expect(res.status).toBe(409);
    const { quote } = res.body as { quote: OrderQuote };
    expect(quote.lines[0]!.unit_price).toBe(30_000);
    expect(quote.amounts.total).toBe(33_000);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.variant)).toBe(5);

    const again = await place(browser, orderBody(items, quote.amounts.total));
    expect(again.status).toBe(201);
    expect((again.body as { data: OrderDetail }).data.total).toBe(33_000);
  });

  it('refuses bad input in the shopper’s language and changes nothing', async () => {
    const p = await product(2);
    const { browser } = await member();
    const before = await orderCount();
    const over = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 3 }], 84_000),
    );
    expect(over.status).toBe(422);
    expect((over.body as { errors: Record<string, string[]> }).errors['items.0.qty']![0]).toContain(
      '최대 2개',
    );
    const consent = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000, {
        agree_privacy: false,
      }),
    );
    expect(consent.status).toBe(422);
    expect(Object.keys((consent.body as { errors: object }).errors)).toContain('agree_privacy');
    const noDepositor = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000, {
        payment_method: 'bank_transfer',
      }),
    );
    expect(noDepositor.status).toBe(422);
    await db()
      .update(productVariants)
      .set({ isSoldOut: true })
      .where(eq(productVariants.id, p.variant));
    const soldOut = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000),
    );
    expect(soldOut.status).toBe(409);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.variant)).toBe(2);
  });

  it('orders cart lines, and removes them from the cart once paid', async () => {
    const p = await product(5);
    const { browser } = await member();
    const cart = (
      await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.variant, qty: 2 })
    ).body as {
      lines: { id: number }[];
    };
    const lineId = cart.lines[0]!.id;
    const { items: _items, ...rest } = orderBody([], 56_000);
    const placed = await place(browser, { ...rest, cart_line_ids: [lineId] });
    expect(placed.status).toBe(201);
    const order = (placed.body as { data: OrderDetail }).data;
    expect(((await browser.get('/api/v1/cart')).body as { count: number }).count).toBe(1);
    const redirect = await approve(browser, order);
    const confirmed = await browser.post(
      '/api/v1/payment/confirm',
      Object.fromEntries(new URL(redirect, api.url).searchParams),
    );
    expect(confirmed.status).toBe(200);
    expect(((await browser.get('/api/v1/cart')).body as { count: number }).count).toBe(0);

    // A bank transfer leaves the cart as soon as it is placed.
    const again = (
      await browser.post('/api/v1/cart', { it_id: p.it_id, variant_id: p.variant, qty: 1 })
    ).body as { lines: { id: number }[] };
    const transfer = await place(browser, {
      ...rest,
      cart_line_ids: [again.lines[0]!.id],
      expected_total: 31_000,
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
    });
    expect(transfer.status).toBe(201);
    expect(((await browser.get('/api/v1/cart')).body as { count: number }).count).toBe(0);
  });

  it('sells exactly the stock to 1 000 concurrent orders', { timeout: 120_000 }, async () => {
    const p = await product(10, { krw: 60_000, usd: 5_000 });
    const { browser } = await member();
    const body = orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 60_000);
    const results = await Promise.all(Array.from({ length: 1_000 }, () => place(browser, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 422)).toBe(true);
    expect(await stockOf(p.variant)).toBe(0);
    const sold = await db()
      .select({ n: count() })
      .from(orderLines)
      .where(eq(orderLines.variantId, p.variant));
    expect(sold[0]!.n).toBe(10);
  });
});

async function approve(
  browser: CookieBrowser,
  order: OrderDetail,
  action = 'approve',
  method = 'card',
) {
  const res = await browser.post('/api/v1/sandbox-pg/payments', {
    orderId: order.od_id,
    orderName: order.lines[0]!.name,
    amount: order.total,
    currency: order.currency.toUpperCase(),
    method,
    action,
  });
  expect(res.status).toBe(200);
  return (res.body as { redirect: string }).redirect;
}

async function cardOrder(stock = 5) {
  const p = await product(stock);
  const m = await member();
  const placed = await place(
    m.browser,
    orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000),
  );
  return { p, ...m, order: (placed.body as { data: OrderDetail }).data };
}

/** A member's order by virtual account, its account issued (입금대기) through the sandbox PG. */
async function virtualAccountOrder() {
  const p = await product(5);
  const { browser } = await member();
  const placed = await place(
    browser,
    orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000, {
      payment_method: 'virtual_account',
    }),
  );
  const order = (placed.body as { data: OrderDetail }).data;
  const query = Object.fromEntries(
    new URL(await approve(browser, order, 'approve', 'virtual_account'), api.url).searchParams,
  );
  expect((await browser.post('/api/v1/payment/confirm', query)).status).toBe(200);
  return { p, browser, order, paymentKey: query.paymentKey! };
}

/** One delivery of the gateway's webhook for `paymentKey` (no shop cookie, no XSRF token). */
const webhook = (paymentKey: string) =>
  new CookieBrowser(api.url).post(
    '/api/v1/payment/webhook',
    { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey } },
    { xsrf: false },
  );

const sandboxRow = async (odId: string) =>
  (await db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, odId)))[0]!;
const orderRow = async (odId: string) =>
  (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!;

describe('payment confirm: exactly once', () => {
  it('charges once for 5 concurrent confirms and a reload, and moves the order once', async () => {
    const { browser, order, p } = await cardOrder();
    const query = Object.fromEntries(new URL(await approve(browser, order), api.url).searchParams);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => browser.post('/api/v1/payment/confirm', query)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const reload = await browser.post('/api/v1/payment/confirm', query);
    expect(reload.status).toBe(200);
    expect((await sandboxRow(order.od_id)).charges).toBe(1);
    const detail = (
      (await browser.get(`/api/v1/order/${order.od_id}`)).body as { data: OrderDetail }
    ).data;
    expect(detail.status).toBe('paid');
    expect(detail.history.map((h) => h.status)).toEqual(['awaiting_payment', 'paid']);
    expect(await stockOf(p.variant)).toBe(4);
  });

  it('refuses a tampered amount or a forged query before the gateway is called', async () => {
    const { browser, order } = await cardOrder();
    const tampered = Object.fromEntries(
      new URL(await approve(browser, order, 'tamper'), api.url).searchParams,
    );
    const res = await browser.post('/api/v1/payment/confirm', tampered);
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toContain('결제 금액이 주문 금액과 다릅니다');
    expect((await sandboxRow(order.od_id)).charges).toBe(0);
    const forged = await browser.post('/api/v1/payment/confirm', {
      paymentKey: 'sbx_000000000000000000000000',
      orderId: order.od_id,
      amount: order.total,
    });
    expect(forged.status).toBe(400);
    const unknown = await browser.post('/api/v1/payment/confirm', {
      paymentKey: 'x',
      orderId: '2026010100000000',
      amount: 1,
    });
    expect(unknown.status).toBe(404);
    expect((await orderRow(order.od_id)).status).toBe('awaiting_payment');
  });

  it('takes a virtual account to 입금대기, then to 결제완료 once for 7 webhook deliveries in any order', async () => {
    const { browser, order, paymentKey } = await virtualAccountOrder();
    const waiting = (
      (await browser.get(`/api/v1/order/${order.od_id}`)).body as { data: OrderDetail }
    ).data;
    expect(waiting.status).toBe('awaiting_deposit');
    expect(waiting.bank_transfer?.bank).toBe('샌드박스은행');

    const hook = () => webhook(paymentKey);
    const early = await Promise.all([hook(), hook(), hook()]);
    expect(early.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await orderRow(order.od_id)).status).toBe('awaiting_deposit');
    expect((await browser.post(`/api/v1/sandbox-pg/payments/${paymentKey}/deposit`)).status).toBe(
      200,
    );
    const late = await Promise.all([hook(), hook(), hook(), hook()]);
    expect(late.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const paid = await orderRow(order.od_id);
    expect(paid.status).toBe('paid');
    expect((await sandboxRow(order.od_id)).charges).toBe(1);

    const forged = await new CookieBrowser(api.url).post(
      '/api/v1/payment/webhook',
      { data: { paymentKey: 'sbx_ffffffffffffffffffffffff' } },
      { xsrf: false },
    );
    expect(forged.status).toBe(404);
  });
});

describe('bank transfer, cancel and expiry', () => {
  it('waits for a 무통장입금 with the shop account and the deadline', async () => {
    const p = await product(5);
    const { browser } = await member();
    const placed = await place(
      browser,
      orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000, {
        payment_method: 'bank_transfer',
        depositor_name: '홍길동',
      }),
    );
    expect(placed.status).toBe(201);
    const order = (placed.body as { data: OrderDetail; checkout: unknown }).data;
    expect(order.status).toBe('awaiting_deposit');
    expect(order.bank_transfer).toMatchObject({ bank: '기업은행', depositor_name: '홍길동' });
    expect((placed.body as { checkout: unknown }).checkout).toBeNull();
  });

  it('cancels a paid order before shipping: stock back, refunded once; a shipped order is refused', async () => {
    const { browser, order, p } = await cardOrder();
    const query = Object.fromEntries(new URL(await approve(browser, order), api.url).searchParams);
    await browser.post('/api/v1/payment/confirm', query);
    const cancelled = await browser.post(`/api/v1/order/${order.od_id}/cancel`, {
      reason: '단순 변심',
    });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as { data: OrderDetail }).data.status).toBe('cancelled');
    expect(await stockOf(p.variant)).toBe(5);
    expect((await sandboxRow(order.od_id)).status).toBe('CANCELED');
    expect((await orderRow(order.od_id)).refundState).toBe('done');
    const twice = await browser.post(`/api/v1/order/${order.od_id}/cancel`, {
      reason: '단순 변심',
    });
    expect(twice.status).toBe(409);
    expect(await stockOf(p.variant)).toBe(5);

    const shipped = await cardOrder();
    const row = await orderRow(shipped.order.od_id);
    await db().transaction(async (tx) => {
      await moveOrder(tx, row.id, 'paid', 'operator', '');
      await moveOrder(tx, row.id, 'preparing', 'operator', '');
      await moveOrder(tx, row.id, 'shipping', 'operator', '');
    });
    const refused = await shipped.browser.post(`/api/v1/order/${shipped.order.od_id}/cancel`, {
      reason: '단순 변심',
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain('배송이 시작된 주문은');
  });

  it('refunds a card payment confirmed while its order was being released, and records it', async () => {
    const { browser, order, p } = await cardOrder();
    const query = Object.fromEntries(new URL(await approve(browser, order), api.url).searchParams);
    const sandbox = createSandboxGateway(db(), 3);
    // The minute job releases the order while the gateway approves the payment.
    const racing = {
      ...sandbox,
      confirm: async (request: Parameters<typeof sandbox.confirm>[0]) => {
        await releaseExpiredOrders(db(), new Date(Date.now() + 31 * 60_000));
        return sandbox.confirm(request);
      },
    };
    await expect(
      confirmPayment(db(), racing, {
        paymentKey: query.paymentKey!,
        orderId: query.orderId!,
        amount: Number(query.amount),
      }),
    ).rejects.toMatchObject({ status: 409, key: 'order_expired' });
    expect(await orderRow(order.od_id)).toMatchObject({ status: 'expired', refundState: 'done' });
    expect((await sandboxRow(order.od_id)).status).toBe('CANCELED');
    expect(await stockOf(p.variant)).toBe(5);
  });

  it('gives back a deposit that arrives after the order was released, once for every delivery', async () => {
    const { p, browser, order, paymentKey } = await virtualAccountOrder();
    await releaseExpiredOrders(db(), new Date(Date.now() + 4 * 86_400_000));
    expect((await orderRow(order.od_id)).status).toBe('expired');
    expect(await stockOf(p.variant)).toBe(5);

    // The bank took the deposit at the last moment; the gateway's webhooks arrive after.
    expect((await browser.post(`/api/v1/sandbox-pg/payments/${paymentKey}/deposit`)).status).toBe(
      200,
    );
    const deliveries = await Promise.all([1, 2, 3].map(() => webhook(paymentKey)));
    expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200]);
    const row = await orderRow(order.od_id);
    expect(row).toMatchObject({ status: 'expired', refundState: 'done' });
    const sandbox = await sandboxRow(order.od_id);
    expect(sandbox.status).toBe('CANCELED');
    expect(sandbox.charges).toBe(1);
    // The stock came back once, at the release.
    expect(await stockOf(p.variant)).toBe(5);
  });

  it('releases unpaid orders past their deadline once, even with two runs at once', async () => {
    const { order, p } = await cardOrder();
    expect(await stockOf(p.variant)).toBe(4);
    const later = new Date(Date.now() + 31 * 60_000);
    const runs = await Promise.all([
      releaseExpiredOrders(db(), later),
      releaseExpiredOrders(db(), later),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.od_id)).status).toBe('expired');
    expect(await stockOf(p.variant)).toBe(5);
    expect(await releaseExpiredOrders(db(), later)).toBe(0);
  });
});

describe('who sees an order', () => {
  it('lets a guest order with a password, read it in its session, and look it up by password or phone', async () => {
    const p = await product(5);
    const browser = await guest();
    const body = orderBody([{ it_id: p.it_id, variant_id: p.variant, qty: 1 }], 31_000);
    expect((await place(browser, body)).status).toBe(422);
    const placed = await place(browser, { ...body, order_password: 'guest-pass-1' });
    expect(placed.status).toBe(201);
    const order = (placed.body as { data: OrderDetail }).data;
    expect((await browser.get(`/api/v1/order/${order.od_id}`)).status).toBe(200);

    const stranger = await guest();
    expect((await stranger.get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
    expect((await stranger.get('/api/v1/order')).status).toBe(401);
    expect(
      (await stranger.post('/api/v1/order/lookup', { od_id: order.od_id, order_password: 'wrong' }))
        .status,
    ).toBe(404);
    expect(
      (
        await stranger.post('/api/v1/order/lookup', {
          od_id: order.od_id,
          order_password: 'guest-pass-1',
        })
      ).status,
    ).toBe(200);
    expect(
      (await stranger.post('/api/v1/order/lookup', { od_id: order.od_id, phone: '01012345678' }))
        .status,
    ).toBe(200);

    const other = await member();
    expect((await other.browser.get(`/api/v1/order/${order.od_id}`)).status).toBe(404);
  });

  it('slows down guessing an order password', async () => {
    const browser = await guest();
    const guess = (n: number) =>
      browser.post('/api/v1/order/lookup', {
        od_id: '2026112500000001',
        order_password: `guess-${n}`,
      });
    const answers = [];
    for (let n = 0; n < 11; n += 1) answers.push((await guess(n)).status);
    // Ten tries per window and address (the lookups above came from this address too).
    const first429 = answers.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(answers.slice(0, first429).every((s) => s === 404)).toBe(true);
    expect(answers.slice(first429).every((s) => s === 429)).toBe(true);
  });

  it('lists a member’s orders with status and period filters', async () => {
    const { browser, order } = await cardOrder();
    const list = (await browser.get('/api/v1/order')).body as {
      data: { od_id: string }[];
      total: number;
    };
    expect(list.data.map((o) => o.od_id)).toEqual([order.od_id]);
    const paid = (await browser.get('/api/v1/order?status=paid')).body as { total: number };
    expect(paid.total).toBe(0);
    expect((await browser.get('/api/v1/order?period=2')).status).toBe(422);
  });
});
