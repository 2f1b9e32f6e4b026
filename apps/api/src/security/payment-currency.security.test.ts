// Issue 19, item 5: confirm and webhook compared only the amount's number, so an 11.00 USD order (1 100 minor units) could be paid as ₩1 100.
import type { OrderDetail } from '@atelier/contracts';
import { createFakeFetch } from '@atelier/test-utils/fetch-fake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, sandboxPayments } from '../db/schema/index.js';
import { confirmPayment } from '../features/payments/order-payments.js';
import type { SandboxGateway } from '../ports/payments/sandbox-gateway.js';
import { createTossGateway } from '../ports/payments/toss-gateway.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const orderRow = async (odId: string) =>
  (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!;
const bookOf = (odId: string) =>
  db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, odId));

let seq = 0;
/** A member's 11.00 USD card order: a 6.00 USD candle and 5.00 USD shipping. */
async function dollarOrder() {
  const { browser } = await api.loginMember();
  expect((await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(
    200,
  );
  const { it_id, variant_id } = await api.createProduct({
    price: { krw: 8_000, usd: 600 },
    stock: 5,
  });
  const placed = await browser.post(
    '/api/v1/order',
    orderBody([{ it_id, variant_id, qty: 1 }], 1_100),
    { headers: { 'idempotency-key': `currency-order-${Date.now()}-${(seq += 1)}` } },
  );
  expect(placed.status).toBe(201);
  const order = (placed.body as { data: OrderDetail }).data;
  expect(order).toMatchObject({ currency: 'usd', total: 1_100 });
  return { browser, order };
}

const openPayment = (
  browser: Awaited<ReturnType<TestApi['visitor']>>,
  order: OrderDetail,
  currency: string,
) =>
  browser.post('/api/v1/sandbox-pg/payments', {
    orderId: order.od_id,
    orderName: order.lines[0]!.name,
    amount: order.total,
    currency,
    method: 'card',
    action: 'approve',
  });

const queryOf = (res: { body: unknown }) =>
  Object.fromEntries(
    new URL((res.body as { redirect: string }).redirect, api.url).searchParams,
  ) as Record<string, string>;

describe('the currency of a payment', () => {
  it('refuses ₩1 100 for an 11.00 USD order before anything is charged; 11.00 USD then pays it', async () => {
    const { browser, order } = await dollarOrder();
    const holdBefore = (await orderRow(order.od_id)).payBy;
    const won = await openPayment(browser, order, 'KRW');
    expect(won.status).toBe(200);
    const refused = await browser.post('/api/v1/payment/confirm', queryOf(won));
    expect(refused.status).toBe(400);
    const [book] = await bookOf(order.od_id);
    expect(book).toMatchObject({ currency: 'KRW', amount: 1_100, charges: 0, status: 'READY' });
    expect(await orderRow(order.od_id)).toMatchObject({
      status: 'awaiting_payment',
      paymentKey: null,
      payBy: holdBefore,
    });

    const dollars = await openPayment(browser, order, 'USD');
    const paid = await browser.post('/api/v1/payment/confirm', queryOf(dollars));
    expect(paid.status).toBe(200);
    const sandbox = api.app.deps.gateway as SandboxGateway;
    expect(await sandbox.get(queryOf(dollars).paymentKey!)).toMatchObject({
      currency: 'USD',
      totalAmount: 1_100,
      status: 'DONE',
    });
    expect((await orderRow(order.od_id)).status).toBe('paid');
  });

  it('gives back a Toss payment confirmed in another currency, and moves nothing', async () => {
    const { order } = await dollarOrder();
    const tossPayment = {
      paymentKey: 'tgen_currency_1',
      orderId: order.od_id,
      status: 'DONE',
      totalAmount: 1_100,
      currency: 'KRW',
      method: '카드',
      approvedAt: new Date().toISOString(),
      virtualAccount: null,
    };
    const { fetch, requests } = createFakeFetch((request) => ({
      body: request.path.endsWith('/cancel') ? { ...tossPayment, status: 'CANCELED' } : tossPayment,
    }));
    const toss = createTossGateway({ clientKey: 'ck', secretKey: 'sk' }, fetch);
    await expect(
      confirmPayment(db(), toss, {
        paymentKey: tossPayment.paymentKey,
        orderId: order.od_id,
        amount: 1_100,
      }),
    ).rejects.toMatchObject({ status: 400, key: 'payment_currency_mismatch' });
    expect(requests.map((r) => r.path)).toEqual([
      '/v1/payments/confirm',
      `/v1/payments/${tossPayment.paymentKey}/cancel`,
    ]);
    expect(await orderRow(order.od_id)).toMatchObject({
      status: 'awaiting_payment',
      paymentKey: null,
    });
  });

  it('ignores a webhook whose fetched-back payment is in another currency', async () => {
    const { order } = await dollarOrder();
    // The gateway's own book says: charged, 1 100, in won.
    await db().insert(sandboxPayments).values({
      paymentKey: 'sbx_0123456789abcdef01234567',
      orderId: order.od_id,
      orderName: order.lines[0]!.name,
      amount: 1_100,
      currency: 'KRW',
      method: 'card',
      status: 'DONE',
      charges: 1,
      approvedAt: new Date(),
    });
    const hook = await (
      await api.visitor()
    ).post(
      '/api/v1/payment/webhook',
      { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: 'sbx_0123456789abcdef01234567' } },
      { xsrf: false },
    );
    expect(hook.status).toBe(404);
    expect(await orderRow(order.od_id)).toMatchObject({
      status: 'awaiting_payment',
      paymentKey: null,
      paidAt: null,
    });
  });
});
