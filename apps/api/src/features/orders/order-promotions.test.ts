import type { OrderDetail, OrderQuote } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, memberCoupons, productVariants } from '../../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';
import { issueCoupons } from '../coupons/member-coupons.js';
import { addPoints, pointBalance } from '../points/point-ledger.js';
import { releaseExpiredOrders } from '../payments/order-payments.js';

// Coupons and 적립금 in the order workflow: offered, applied, spent once, given back.

let api: TestApi;
let orderCoupon: number;
let shippingCoupon: number;
beforeAll(async () => {
  api = await startTestApi();
  const rows = await api.app.database.db
    .insert(coupons)
    .values([
      {
        name: '신규 가입 3,000원 할인',
        nameEn: 'Welcome 3,000 KRW off',
        kind: 'order',
        discountType: 'fixed',
        amountKrw: 3_000,
        amountUsd: 300,
        minOrderKrw: 30_000,
        minOrderUsd: 3_000,
        validDays: 30,
        issueOn: 'signup',
      },
      {
        name: '무료배송',
        nameEn: 'Free shipping',
        kind: 'shipping',
        discountType: 'percent',
        percent: 100,
      },
    ])
    .returning({ id: coupons.id });
  orderCoupon = rows[0]!.id;
  shippingCoupon = rows[1]!.id;
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let seq = 0;
const key = () => `promo-key-${Date.now()}-${(seq += 1)}`;

async function product(stock = 10) {
  const { id, it_id, variant_id } = await api.createProduct({ stock });
  return { id, it_id, variant: variant_id };
}

/** A member holding the signup coupon, a free-shipping coupon and `points` 적립금. */
async function member(points = 0) {
  const m = await api.loginMember();
  await db().transaction(async (tx) => {
    await issueCoupons(tx, m.id, 'signup', new Date());
    await tx.insert(memberCoupons).values({
      couponId: shippingCoupon,
      memberId: m.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await addPoints(tx, m.id, points, 'operator');
  });
  return { browser: m.browser, memberId: m.id };
}

// A bank transfer, so no gateway is involved.
const body = (
  it: { it_id: string; variant: number },
  qty: number,
  expected: number,
  extra: object = {},
) =>
  orderBody([{ it_id: it.it_id, variant_id: it.variant, qty }], expected, {
    payment_method: 'bank_transfer',
    depositor_name: '홍길동',
    ...extra,
  });

const couponIdOf = async (memberId: number, couponId: number) =>
  (await db().select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId))).find(
    (c) => c.couponId === couponId,
  )!;

describe('coupons and points in an order', () => {
  it('issues the signup coupon at registration and counts usable coupons in login-check', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    expect((await browser.post('/api/v1/register', newMemberRegistration())).status).toBe(201);
    const check = await browser.post('/api/v1/login-check', undefined, { xsrf: false });
    expect((check.body as { coupon_count: number }).coupon_count).toBe(1);
  });

  it('offers a member’s coupons with what each takes off, and the points they may use', async () => {
    const p = await product();
    const m = await member(5_000);
    const quote = (
      await m.browser.post('/api/v1/order/quote', {
        items: [{ it_id: p.it_id, variant_id: p.variant, qty: 1 }],
      })
    ).body as OrderQuote;
    const welcome = quote.coupons.find((c) => c.kind === 'order')!;
    expect(welcome).toMatchObject({ discount: 0, usable: false });
    expect(welcome.reason).toContain('30,000원');
    expect(quote.points).toMatchObject({ balance: 5_000, usable_max: 5_000, unit: 10 });

    const two = (
      await m.browser.post('/api/v1/order/quote', {
        items: [{ it_id: p.it_id, variant_id: p.variant, qty: 2 }],
      })
    ).body as OrderQuote;
    expect(two.coupons.find((c) => c.kind === 'order')).toMatchObject({
      discount: 3_000,
      usable: true,
    });
  });

  it('spends a coupon and points once, and gives them back with the stock on cancel', async () => {
    const p = await product(5);
    const m = await member(5_000);
    const welcome = await couponIdOf(m.memberId, orderCoupon);
    const freeShip = await couponIdOf(m.memberId, shippingCoupon);
    // One item is under the welcome coupon's 30,000 KRW minimum.
    const refused = await m.browser.post(
      '/api/v1/order',
      body(p, 1, 27_000, { coupon_ids: [welcome.id] }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(refused.status).toBe(422);
    expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['coupon_ids']);

    // 28,000 + 3,000 shipping − 3,000 shipping coupon − 2,500 points = 25,500.
    const placed = await m.browser.post(
      '/api/v1/order',
      body(p, 1, 25_500, { coupon_ids: [freeShip.id], points: 2_500 }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(placed.status).toBe(201);
    const order = (placed.body as { data: OrderDetail }).data;
    expect(order.amounts).toMatchObject({
      goods: 28_000,
      discount: 3_000,
      shipping_fee: 3_000,
      points: 2_500,
      total: 25_500,
    });
    expect(await pointBalance(db(), m.memberId)).toBe(2_500);
    expect((await couponIdOf(m.memberId, shippingCoupon)).usedAt).not.toBeNull();

    const again = await m.browser.post(
      '/api/v1/order',
      body(p, 1, 28_500, { coupon_ids: [freeShip.id], points: 2_500 }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(again.status).toBe(422);
    expect(Object.keys((again.body as { errors: object }).errors)).toEqual(['coupon_ids']);

    const cancelled = await m.browser.post(`/api/v1/order/${order.od_id}/cancel`, {
      reason: '주소 변경',
    });
    expect(cancelled.status).toBe(200);
    expect(await pointBalance(db(), m.memberId)).toBe(5_000);
    expect((await couponIdOf(m.memberId, shippingCoupon)).usedAt).toBeNull();
    const [variant] = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, p.variant));
    expect(variant!.stock).toBe(5);
  });

  it('refuses points over the balance, under the unit, or under the minimum order', async () => {
    const p = await product();
    const m = await member(1_500);
    const over = await m.browser.post('/api/v1/order', body(p, 1, 29_000, { points: 2_000 }), {
      headers: { 'idempotency-key': key() },
    });
    expect(over.status).toBe(422);
    expect((over.body as { errors: Record<string, string[]> }).errors.points).toBeDefined();
    const odd = await m.browser.post('/api/v1/order', body(p, 1, 29_995, { points: 1_005 }), {
      headers: { 'idempotency-key': key() },
    });
    expect(odd.status).toBe(422);
    expect(await pointBalance(db(), m.memberId)).toBe(1_500);
  });

  it('spends one balance once for two orders at the same moment', async () => {
    const p = await product();
    const m = await member(3_000);
    const results = await Promise.all(
      [0, 1].map(() =>
        m.browser.post('/api/v1/order', body(p, 1, 28_000, { points: 3_000 }), {
          headers: { 'idempotency-key': key() },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(await pointBalance(db(), m.memberId)).toBe(0);
  });

  it('gives coupons and points back when an unpaid order expires', async () => {
    const p = await product();
    const m = await member(2_000);
    const freeShip = await couponIdOf(m.memberId, shippingCoupon);
    const placed = await m.browser.post(
      '/api/v1/order',
      body(p, 1, 26_000, { coupon_ids: [freeShip.id], points: 2_000 }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(placed.status).toBe(201);
    await releaseExpiredOrders(db(), new Date(Date.now() + 4 * 86_400_000));
    expect(await pointBalance(db(), m.memberId)).toBe(2_000);
    expect((await couponIdOf(m.memberId, shippingCoupon)).usedAt).toBeNull();
  });

  it('offers no points on a USD order', async () => {
    const p = await product();
    const m = await member(5_000);
    await m.browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const quote = (
      await m.browser.post('/api/v1/order/quote', {
        items: [{ it_id: p.it_id, variant_id: p.variant, qty: 2 }],
      })
    ).body as OrderQuote;
    expect(quote.points).toBeNull();
    expect(quote.coupons.find((c) => c.kind === 'order')).toMatchObject({
      discount: 300,
      usable: true,
      name: 'Welcome 3,000 KRW off',
    });
  });
});
