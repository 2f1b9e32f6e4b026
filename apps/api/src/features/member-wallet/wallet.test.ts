import type { MemberCouponView, Paginated, PointHistory, SavedAddress } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coupons, memberCoupons } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { addPoints } from '../points/point-ledger.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

async function member() {
  const created = await api.createMember();
  const browser = new CookieBrowser(api.url);
  await browser.start();
  await browser.login(created.mb_id, created.password);
  return { browser, id: created.id };
}

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
