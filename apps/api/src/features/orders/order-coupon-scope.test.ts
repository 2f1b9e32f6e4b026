import type { OrderQuote } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, memberCoupons, orders } from '../../db/schema/index.js';
import { orderBody, startTestApi, type TestApi } from '../../testing.js';

// Issue 19, item 13: a coupon narrowed to a category (the demo "캔들 10%") was offered, and
// accepted, for an order of diffusers.

let api: TestApi;
let candleCoupon: number;
beforeAll(async () => {
  api = await startTestApi();
  // The category tree (1 캔들 > 101 > 1011, 2 디퓨저 > 201 > 2011) comes with the first product.
  await api.createProduct();
  const [row] = await api.app.database.db
    .insert(coupons)
    .values({
      name: '캔들 10% 할인 (최대 5,000원)',
      nameEn: 'Candles: 10% off (up to 5,000 KRW / $5)',
      kind: 'order',
      discountType: 'percent',
      percent: 10,
      maxDiscountKrw: 5_000,
      maxDiscountUsd: 500,
      minOrderKrw: 20_000,
      minOrderUsd: 2_000,
      categoryId: 1,
    })
    .returning({ id: coupons.id });
  candleCoupon = row!.id;
});
afterAll(() => api.close());

let seq = 0;
const key = () => `scope-key-${Date.now()}-${(seq += 1)}`;

async function memberWithCandleCoupon() {
  const m = await api.loginMember();
  const [held] = await api.app.database.db
    .insert(memberCoupons)
    .values({
      couponId: candleCoupon,
      memberId: m.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: memberCoupons.id });
  return { browser: m.browser, heldId: held!.id };
}

const line = (p: { it_id: string; variant_id: number }, qty = 1) => ({
  it_id: p.it_id,
  variant_id: p.variant_id,
  qty,
});

describe('coupons narrowed to a category', () => {
  it('offers a candle coupon for no diffuser order and refuses it there with a reason', async () => {
    const diffuser = await api.createProduct({ categoryIds: [2011] });
    const m = await memberWithCandleCoupon();
    const quote = (await m.browser.post('/api/v1/order/quote', { items: [line(diffuser)] }))
      .body as OrderQuote;
    expect(quote.coupons.map((c) => c.id)).not.toContain(m.heldId);

    // 28,000 + 3,000 shipping; 10% off would have made it 28,200.
    for (const expected of [28_200, 31_000]) {
      const placed = await m.browser.post(
        '/api/v1/order',
        orderBody([line(diffuser)], expected, {
          payment_method: 'bank_transfer',
          depositor_name: '홍길동',
          coupon_ids: [m.heldId],
        }),
        { headers: { 'idempotency-key': key() } },
      );
      expect(placed.status).toBe(422);
      const errors = (placed.body as { errors: Record<string, string[]> }).errors;
      expect(errors.coupon_ids?.[0]).toBe(
        '선택한 쿠폰은 이 주문에 사용할 수 없습니다. 적용할 수 있는 상품이 없습니다.',
      );
    }
    expect(await api.app.database.db.select().from(orders)).toHaveLength(0);
  });

  it('takes the percentage of the candle lines only in a mixed order', async () => {
    const candle = await api.createProduct({ categoryIds: [1011] });
    const diffuser = await api.createProduct({ categoryIds: [2011] });
    const m = await memberWithCandleCoupon();
    const quote = (
      await m.browser.post('/api/v1/order/quote', { items: [line(candle), line(diffuser)] })
    ).body as OrderQuote;
    // 10% of the 28,000 KRW candle, not of the 56,000 KRW order.
    expect(quote.coupons.find((c) => c.id === m.heldId)).toMatchObject({
      discount: 2_800,
      usable: true,
    });
    const placed = await m.browser.post(
      '/api/v1/order',
      orderBody([line(candle), line(diffuser)], 56_000 - 2_800, {
        payment_method: 'bank_transfer',
        depositor_name: '홍길동',
        coupon_ids: [m.heldId],
      }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(placed.status).toBe(201);
  });

  it('says in English why a coupon cannot apply', async () => {
    const diffuser = await api.createProduct({ categoryIds: [2011] });
    const m = await memberWithCandleCoupon();
    await m.browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const placed = await m.browser.post(
      '/api/v1/order',
      orderBody([line(diffuser)], 2_200, { coupon_ids: [m.heldId] }),
      { headers: { 'idempotency-key': key() } },
    );
    expect(placed.status).toBe(422);
    expect((placed.body as { errors: Record<string, string[]> }).errors.coupon_ids?.[0]).toBe(
      'The chosen coupon cannot be used for this order. No item in this order matches it.',
    );
  });
});
