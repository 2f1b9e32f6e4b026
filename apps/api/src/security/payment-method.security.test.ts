// Issue 19, item 7: a virtual-account payment was accepted on a card order, moving its hold from 30 minutes to 3 days and refusing the owner's own card payment.
import type { OrderDetail } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orders, sandboxPayments } from '../db/schema/index.js';
import type { SandboxGateway } from '../ports/payments/sandbox-gateway.js';
import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Browser = Awaited<ReturnType<TestApi['visitor']>>;

const db = () => api.app.database.db;
const sandbox = () => api.app.deps.gateway as SandboxGateway;
const orderRow = async (odId: string) =>
  (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!;
const bookOf = (odId: string) =>
  db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, odId));

const open = (browser: Browser, order: OrderDetail, method: string) =>
  browser.post('/api/v1/sandbox-pg/payments', {
    orderId: order.od_id,
    orderName: order.lines[0]!.name,
    amount: order.total,
    currency: 'KRW',
    method,
    action: 'approve',
  });

async function payByCard(browser: Browser, order: OrderDetail) {
  const opened = await open(browser, order, 'card');
  expect(opened.status).toBe(200);
  const query = Object.fromEntries(
    new URL((opened.body as { redirect: string }).redirect, api.url).searchParams,
  );
  return browser.post('/api/v1/payment/confirm', query);
}

async function cardOrder() {
  const owner = await api.loginMember();
  const order = await api.placeOrder(owner.browser);
  expect(order.payment_method).toBe('card');
  return { owner: owner.browser, order, hold: (await orderRow(order.od_id)).payBy };
}

describe('a payment in another method than the order chose', () => {
  it('is refused at the sandbox’s window, even to the owner: nothing opened, the hold unchanged', async () => {
    const { owner, order, hold } = await cardOrder();
    const res = await open(owner, order, 'virtual_account');
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      '주문할 때 고른 결제 수단으로만 결제할 수 있습니다.',
    );
    expect(await bookOf(order.od_id)).toEqual([]);
    expect(await orderRow(order.od_id)).toMatchObject({ status: 'awaiting_payment', payBy: hold });
    expect((await payByCard(owner, order)).status).toBe(200);
  });

  it('is refused at confirm when the gateway answers a virtual account for a card order, and given back', async () => {
    const { owner, order, hold } = await cardOrder();
    // A stranger's virtual account, opened at the gateway itself (as Toss's window lets anyone).
    const paymentKey = await sandbox().open({
      orderId: order.od_id,
      orderName: '캔들',
      amount: order.total,
      currency: 'KRW',
      method: 'virtual_account',
    });
    const stranger = await api.visitor();
    const res = await stranger.post('/api/v1/payment/confirm', {
      paymentKey,
      orderId: order.od_id,
      amount: order.total,
    });
    expect(res.status).toBe(400);
    expect(await orderRow(order.od_id)).toMatchObject({
      status: 'awaiting_payment',
      paymentKey: null,
      payBy: hold,
      depositAccount: null,
    });
    expect((await sandbox().get(paymentKey)).status).toBe('CANCELED');

    const own = await payByCard(owner, order);
    expect(own.status).toBe(200);
    expect((await orderRow(order.od_id)).status).toBe('paid');
  });

  it('is ignored by the webhook: a deposit reported for a card order moves nothing', async () => {
    const { order, hold } = await cardOrder();
    await db()
      .insert(sandboxPayments)
      .values({
        paymentKey: 'sbx_abcdefabcdefabcdefabcdef',
        orderId: order.od_id,
        orderName: '캔들',
        amount: order.total,
        currency: 'KRW',
        method: 'virtual_account',
        status: 'WAITING_FOR_DEPOSIT',
        dueDate: new Date(Date.now() + 3 * 86_400_000),
      });
    const hook = async () =>
      (await api.visitor()).post(
        '/api/v1/payment/webhook',
        { data: { paymentKey: 'sbx_abcdefabcdefabcdefabcdef' } },
        { xsrf: false },
      );
    expect((await hook()).status).toBe(404);
    expect(await orderRow(order.od_id)).toMatchObject({ status: 'awaiting_payment', payBy: hold });
    await db()
      .update(sandboxPayments)
      .set({ status: 'DONE', charges: 1, approvedAt: new Date() })
      .where(eq(sandboxPayments.paymentKey, 'sbx_abcdefabcdefabcdefabcdef'));
    expect((await hook()).status).toBe(404);
    expect(await orderRow(order.od_id)).toMatchObject({
      status: 'awaiting_payment',
      paymentKey: null,
      payBy: hold,
    });
  });
});
