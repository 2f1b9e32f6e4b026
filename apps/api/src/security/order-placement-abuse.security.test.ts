// Issue 19, item 2: one anonymous visitor could hold a product's whole stock (14 units for 3 days; 25 orders in 0.92 s from one session).
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderRefusals, orders, productVariants } from '../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../testing.js';
import { visitorAt, type VisitorAt } from './visitor-at.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
const stockOf = async (variantId: number) =>
  (await db().select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;
const refusals = () => db().select().from(orderRefusals).orderBy(asc(orderRefusals.id));

// 60,000 KRW a unit: shipping is free, so the total is 60,000 × units.
const candle = (stock: number) => api.createProduct({ price: { krw: 60_000, usd: 5_000 }, stock });

let keys = 0;
function place(
  visitor: VisitorAt,
  product: { it_id: string; variant_id: number },
  qty: number,
  extra: object = {},
) {
  keys += 1;
  return visitor.post(
    '/api/v1/order',
    orderBody([{ it_id: product.it_id, variant_id: product.variant_id, qty }], 60_000 * qty, extra),
    { 'idempotency-key': `abuse-${keys}-${Date.now()}` },
  );
}

async function memberAt(address: string): Promise<VisitorAt> {
  const member = await api.createMember();
  const visitor = visitorAt(api.app, address);
  expect((await visitor.login(member.mb_id, member.password)).status).toBe(200);
  return visitor;
}

const guestOf = (n: number) => ({
  order_password: 'wick and wax at dawn',
  orderer_phone: `010-5555-${String(n).padStart(4, '0')}`,
  orderer_email: `guest${n}@example.com`,
});

describe('order placement is limited per session and per address', () => {
  it('refuses the eleventh order of a session in ten minutes with 429, writing nothing, and records it once', async () => {
    expect(api.config.orders.placement).toEqual({ perSession: 10, perIp: 30, windowMinutes: 10 });
    const product = await candle(100);
    const shopper = await memberAt('198.51.100.20');
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await place(shopper, product, 1)).status);
    expect(statuses).toEqual(Array(10).fill(201));

    const before = await orderCount();
    const refused = await place(shopper, product, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('주문 요청이 너무 많습니다. 10분 후 다시 시도해 주세요.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await place(shopper, product, 1)).status).toBe(429);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(product.variant_id)).toBe(90);

    const recorded = (await refusals()).filter((r) => r.ip === '198.51.100.20');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ reason: 'rate_session', qty: null });
    expect(recorded[0]!.sessionId).toEqual(expect.any(String));

    // Another session from the same address still orders.
    expect((await place(await memberAt('198.51.100.20'), product, 1)).status).toBe(201);
  });

  it('refuses an address after thirty orders from any number of sessions', async () => {
    const product = await candle(100);
    for (let s = 0; s < 3; s += 1) {
      const shopper = await memberAt('198.51.100.21');
      for (let i = 0; i < 10; i += 1) expect((await place(shopper, product, 1)).status).toBe(201);
    }
    const refused = await place(await memberAt('198.51.100.21'), product, 1);
    expect(refused.status).toBe(429);
    expect((await refusals()).filter((r) => r.ip === '198.51.100.21').map((r) => r.reason)).toEqual(
      ['rate_ip'],
    );
  });
});

describe('a guest may hold only a few unpaid units', () => {
  it('refuses one guest order of the whole stock, and keeps the stock for others', async () => {
    expect(api.config.orders.guestMaxUnpaidQty).toBe(10);
    const product = await candle(14);
    const guest = visitorAt(api.app, '198.51.100.40');
    const refused = await place(guest, product, 14, {
      ...guestOf(1),
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '비회원은 결제 전 주문의 상품을 모두 합쳐 10개까지 주문할 수 있습니다. 이전 주문을 결제하거나 취소한 뒤, 또는 로그인한 뒤 주문해 주세요.',
    );
    expect(await stockOf(product.variant_id)).toBe(14);
    const [recorded] = (await refusals()).filter((r) => r.ip === '198.51.100.40');
    expect(recorded).toMatchObject({ reason: 'guest_cap', qty: 14, memberId: null });
  });

  it('recognises the guest by session, address, phone or email across unpaid orders', async () => {
    const product = await candle(100);
    const first = visitorAt(api.app, '198.51.100.41');
    expect((await place(first, product, 8, guestOf(2))).status).toBe(201);
    // The same session with another phone and email.
    expect((await place(first, product, 3, guestOf(3))).status).toBe(409);
    // Another session from the same address.
    expect((await place(visitorAt(api.app, '198.51.100.41'), product, 3, guestOf(4))).status).toBe(
      409,
    );
    // Another address with the same phone, or the same email.
    expect(
      (
        await place(visitorAt(api.app, '198.51.100.42'), product, 3, {
          ...guestOf(5),
          orderer_phone: guestOf(2).orderer_phone,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await place(visitorAt(api.app, '198.51.100.43'), product, 3, {
          ...guestOf(6),
          orderer_email: 'GUEST2@example.com',
        })
      ).status,
    ).toBe(409);
    // Up to the cap is fine; someone else entirely is not counted with this guest.
    expect((await place(first, product, 2, guestOf(2))).status).toBe(201);
    expect((await place(visitorAt(api.app, '198.51.100.44'), product, 10, guestOf(7))).status).toBe(
      201,
    );
    // A member is never capped this way.
    expect((await place(await memberAt('198.51.100.41'), product, 12)).status).toBe(201);
  });

  it('holds a guest bank transfer for GUEST_DEPOSIT_HOURS, a member’s for DEPOSIT_DAYS', async () => {
    expect(api.config.orders.guestDepositHours).toBe(24);
    const product = await candle(10);
    const transfer = { payment_method: 'bank_transfer', depositor_name: '홍길동' };
    const started = Date.now();
    const guest = await place(visitorAt(api.app, '198.51.100.45'), product, 1, {
      ...guestOf(8),
      ...transfer,
    });
    const member = await place(await memberAt('198.51.100.45'), product, 1, transfer);
    const payBy = async (odId: string) =>
      (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!.payBy!.getTime() -
      started;
    const hour = 3_600_000;
    expect(await payBy(guest.body.data.od_id)).toBeGreaterThan(24 * hour - 60_000);
    expect(await payBy(guest.body.data.od_id)).toBeLessThan(24 * hour + 60_000);
    expect(await payBy(member.body.data.od_id)).toBeGreaterThan(72 * hour - 60_000);
  });
});
