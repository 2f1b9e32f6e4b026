import type { OrderDetail } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox, orders } from '../../db/schema/index.js';
import { deliverQueuedMail } from '../../jobs/mail-queue.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { testImage } from '../media/test-images.js';
import { pointBalance } from '../points/point-ledger.js';
import { eligibleReviewLine } from '../product-feedback/review-eligibility.js';
import { confirmDeliveredOrders, markDelivered, shipOrder } from './order-lifecycle.js';
import { moveOrder } from './order-status.js';

let api: TestApi;
beforeAll(async () => {
  // Every order here mails hong@example.com: room for all of them in the mail limits.
  api = await startTestApi({
    env: { MAIL_MAX_PER_RECIPIENT: '1000', MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY: '100' },
  });
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let seq = 0;

/** A member's paid order of one 28,000 KRW candle (31,000 with shipping). */
async function paidOrder() {
  const p = await api.createProduct({ stock: 5 });
  const m = await api.loginMember();
  const res = await m.browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
    }),
    { headers: { 'idempotency-key': `life-${Date.now()}-${(seq += 1)}` } },
  );
  expect(res.status).toBe(201);
  const od_id = (res.body as { data: OrderDetail }).data.od_id;
  const [row] = await db().select().from(orders).where(eq(orders.odId, od_id));
  await db().transaction((tx) => moveOrder(tx, row!.id, 'paid', 'operator', '입금 확인'));
  return { ...m, product: p, od_id, orderId: row!.id };
}

const detailOf = async (browser: CookieBrowser, od_id: string) =>
  ((await browser.get(`/api/v1/order/${od_id}`)).body as { data: OrderDetail }).data;

describe('after payment', () => {
  it('ships with a tracking link, delivers, opens reviews, and earns points at 구매확정', async () => {
    const o = await paidOrder();
    await shipOrder(db(), o.orderId, 'cj', '123456789012', 'operator');
    const shipping = await detailOf(o.browser, o.od_id);
    expect(shipping.status).toBe('shipping');
    expect(shipping.shipment).toMatchObject({
      carrier_name: 'CJ대한통운',
      tracking_no: '123456789012',
      tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
    });
    expect(shipping.can_cancel).toBe(false);
    expect(await eligibleReviewLine(db(), o.id, o.product.id)).toBeNull();

    await markDelivered(db(), o.orderId, 'operator');
    const delivered = await detailOf(o.browser, o.od_id);
    expect(delivered).toMatchObject({ status: 'delivered', can_confirm: true, can_claim: true });
    expect(delivered.auto_confirm_at).not.toBeNull();
    expect(await eligibleReviewLine(db(), o.id, o.product.id)).toMatch(/^order-line-\d+$/);

    const confirmed = await o.browser.post(`/api/v1/order/${o.od_id}/confirm-purchase`);
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as { data: OrderDetail }).data.status).toBe('confirmed');
    // 1 % of the 31,000 paid.
    expect(await pointBalance(db(), o.id)).toBe(310);
    expect((await o.browser.post(`/api/v1/order/${o.od_id}/confirm-purchase`)).status).toBe(409);
    expect(await pointBalance(db(), o.id)).toBe(310);
    expect(delivered.history.map((h) => h.status)).toEqual([
      'awaiting_deposit',
      'paid',
      'preparing',
      'shipping',
      'delivered',
    ]);
  });

  it('confirms delivered orders by itself after 7 days, once on two instances', async () => {
    const o = await paidOrder();
    await shipOrder(db(), o.orderId, 'epost', '6000000000000', 'operator');
    await markDelivered(db(), o.orderId, 'operator', new Date(Date.now() - 8 * 86_400_000));
    const runs = await Promise.all([
      confirmDeliveredOrders(db(), new Date()),
      confirmDeliveredOrders(db(), new Date()),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await detailOf(o.browser, o.od_id)).status).toBe('confirmed');
    expect(await pointBalance(db(), o.id)).toBe(310);
  });

  it('takes a return request with photos after delivery, and refuses one before', async () => {
    const o = await paidOrder();
    const early = await o.browser.post(`/api/v1/order/${o.od_id}/return`, {
      reason: '상품이 파손되어 도착했습니다.',
    });
    expect(early.status).toBe(409);
    await shipOrder(db(), o.orderId, 'cj', '111122223333', 'operator');
    await markDelivered(db(), o.orderId, 'operator');
    const short = await o.browser.post(`/api/v1/order/${o.od_id}/exchange`, { reason: '짧음' });
    expect(short.status).toBe(422);

    const form = new FormData();
    form.append('reason', '상품이 파손되어 도착했습니다.');
    const jpeg = await testImage('jpeg', 800, 600);
    form.append('files[]', new File([new Uint8Array(jpeg)], 'broken.jpg', { type: 'image/jpeg' }));
    const res = await fetch(`${api.url}/api/v1/order/${o.od_id}/return`, {
      method: 'POST',
      body: form,
      headers: { cookie: o.browser.jar.cookieHeader() ?? '', 'x-xsrf-token': o.browser.xsrf ?? '' },
    });
    expect(res.status).toBe(200);
    const detail = ((await res.json()) as { data: OrderDetail }).data;
    expect(detail).toMatchObject({
      status: 'return_requested',
      claim_reason: '상품이 파손되어 도착했습니다.',
    });
    const [row] = await db().select().from(orders).where(eq(orders.odId, o.od_id));
    expect(row!.claimPhotos).toHaveLength(1);
  });

  it('queues a mail for every status change in the order language, delivered once', async () => {
    const o = await paidOrder();
    const queued = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'hong@example.com'));
    const mine = queued.filter((m) => m.subject.includes(o.od_id));
    expect(mine.map((m) => m.kind)).toEqual(['order_awaiting_deposit', 'order_paid']);
    expect(mine[1]!.subject).toBe(`[아틀리에] 주문 ${o.od_id}: 결제완료`);
    const delivered = await Promise.all([
      deliverQueuedMail(db(), api.app.deps.mailer, api.config.mailLimits, 1_000),
      deliverQueuedMail(db(), api.app.deps.mailer, api.config.mailLimits, 1_000),
    ]);
    expect(delivered.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    const after = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'hong@example.com'));
    expect(after.filter((m) => m.subject.includes(o.od_id)).map((m) => m.transport)).toEqual([
      'outbox',
      'outbox',
    ]);
    expect(await deliverQueuedMail(db(), api.app.deps.mailer, api.config.mailLimits)).toBe(0);
  });
});
