import type {
  MemberCouponView,
  Paginated,
  PointHistory,
  SavedAddress,
  StoreOrderView,
} from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, memberCoupons, storeOrders } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addPoints } from '../points/point-ledger.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const member = () => api.loginMember();

const ADDRESS = {
  label: '집',
  name: '홍길동',
  phone: '010-1234-5678',
  zonecode: '04524',
  address1: '서울 중구 세종대로 110',
  address2: '3층',
};

describe('the member wallet', () => {
  it('lists usable, used and expired coupons with their benefit in the session currency', async () => {
    const m = await member();
    const db = api.app.database.db;
    const [c] = await db
      .insert(coupons)
      .values({
        name: '10% 할인',
        nameEn: '10% off',
        kind: 'order',
        discountType: 'percent',
        percent: 10,
        maxDiscountKrw: 5_000,
        maxDiscountUsd: 500,
      })
      .returning();
    const day = 86_400_000;
    await db.insert(memberCoupons).values([
      { couponId: c!.id, memberId: m.id, expiresAt: new Date(Date.now() + day) },
      { couponId: c!.id, memberId: m.id, expiresAt: new Date(Date.now() - day) },
    ]);
    const usable = (await m.browser.get('/api/v1/coupon')).body as Paginated<MemberCouponView>;
    expect(usable.total).toBe(1);
    expect(usable.data[0]).toMatchObject({
      name: '10% 할인',
      benefit: '10% (최대 5,000원)',
      status: 'usable',
    });
    const expired = (await m.browser.get('/api/v1/coupon?status=expired'))
      .body as Paginated<MemberCouponView>;
    expect(expired.total).toBe(1);
    await m.browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const en = (await m.browser.get('/api/v1/coupon')).body as Paginated<MemberCouponView>;
    expect(en.data[0]).toMatchObject({ name: '10% off', benefit: '10% (up to $5.00)' });
    expect((await new CookieBrowser(api.url).get('/api/v1/coupon')).status).toBe(401);
  });

  it('shows the points ledger newest first with the balance as its sum', async () => {
    const m = await member();
    await api.app.database.db.transaction(async (tx) => {
      await addPoints(tx, m.id, 3_000, 'signup');
      await addPoints(tx, m.id, -1_000, 'operator', null, '테스트 차감');
    });
    const page = (await m.browser.get('/api/v1/point')).body as PointHistory;
    expect(page.balance).toBe(2_000);
    expect(page.data.map((e) => [e.delta, e.reason_label])).toEqual([
      [-1_000, '운영자 지급/차감'],
      [3_000, '회원가입 적립'],
    ]);
  });

  it('keeps an address book with one default, only for its owner', async () => {
    const m = await member();
    const first = await m.browser.post('/api/v1/address', ADDRESS);
    expect(first.status).toBe(201);
    expect((first.body as { data: SavedAddress[] }).data[0]).toMatchObject({
      label: '집',
      is_default: true,
      phone: '010-1234-5678',
    });
    const second = (
      await m.browser.post('/api/v1/address', { ...ADDRESS, label: '회사', is_default: true })
    ).body as { data: SavedAddress[] };
    expect(second.data.map((a) => [a.label, a.is_default])).toEqual([
      ['회사', true],
      ['집', false],
    ]);
    const bad = await m.browser.post('/api/v1/address', { ...ADDRESS, zonecode: '123' });
    expect(bad.status).toBe(422);
    const other = await member();
    const id = second.data[1]!.id;
    expect((await other.browser.put(`/api/v1/address/${id}`, ADDRESS)).status).toBe(404);
    expect((await other.browser.request('DELETE', `/api/v1/address/${id}`, undefined)).status).toBe(
      404,
    );
    expect(
      (
        (await m.browser.request('DELETE', `/api/v1/address/${id}`, undefined)).body as {
          data: SavedAddress[];
        }
      ).data,
    ).toHaveLength(1);
  });
});

describe('offline store purchases', () => {
  it('lists the member’s own store purchases, newest first, in the session language', async () => {
    const m = await member();
    const other = await member();
    await api.app.database.db.insert(storeOrders).values([
      {
        memberId: m.id,
        store: '아틀리에 성수 쇼룸',
        storeEn: 'Atelier Seongsu showroom',
        receiptNo: 'S-1',
        items: [{ name: '소이 캔들', name_en: 'Soy candle', qty: 2, amount: 56_000 }],
        total: 56_000,
        purchasedAt: new Date('2026-10-01T06:00:00Z'),
      },
      {
        memberId: m.id,
        store: '아틀리에 성수 쇼룸',
        storeEn: 'Atelier Seongsu showroom',
        receiptNo: 'S-2',
        items: [{ name: '디퓨저', name_en: 'Diffuser', qty: 1, amount: 35_000 }],
        total: 35_000,
        purchasedAt: new Date('2026-11-01T06:00:00Z'),
      },
    ]);
    const list = (await m.browser.get('/api/v1/store-order')).body as Paginated<StoreOrderView>;
    expect(list.data.map((s) => s.receipt_no)).toEqual(['S-2', 'S-1']);
    expect(list.data[0]).toMatchObject({
      store: '아틀리에 성수 쇼룸',
      purchased_at: '2026-11-01 15:00:00',
    });
    expect(
      ((await other.browser.get('/api/v1/store-order')).body as Paginated<StoreOrderView>).total,
    ).toBe(0);
    await m.browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const en = (await m.browser.get('/api/v1/store-order')).body as Paginated<StoreOrderView>;
    expect(en.data[1]!.items[0]!.name).toBe('Soy candle');
  });
});
