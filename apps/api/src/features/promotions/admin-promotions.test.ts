import type { AdminCoupon, OrderQuote, PointPolicy } from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { auditLog, memberCoupons, members, orders } from '../../db/schema/index.js';
import { download, orderBody, sheetRows, startTestApi, type TestApi } from '../../testing.js';
import { markDelivered, shipOrder } from '../orders/order-lifecycle.js';
import { moveOrder } from '../orders/order-status.js';
import { couponsResource } from './admin-coupon-routes.js';
import { addPoints, pointBalance } from '../points/point-ledger.js';

// Issue 21, promotions: coupons (designs, issuing, codes shoppers redeem), the 적립금 policy,
// shipping fees and remote-area surcharges, each write audited and read by the next quote.

let api: TestApi;
let manager: CookieBrowser;
beforeAll(async () => {
  api = await startTestApi();
  manager = (await api.signInOperator('manager')).browser;
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const auditOf = (resource: string) =>
  db().select().from(auditLog).where(eq(auditLog.resource, resource)).orderBy(desc(auditLog.id));

let seq = 0;
const design = (extra: object = {}) => ({
  name: `봄맞이 2,000원 할인 ${(seq += 1)}`,
  name_en: `Spring 2,000 KRW off ${seq}`,
  discount_type: 'fixed',
  amount_krw: 2_000,
  amount_usd: 200,
  valid_days: 30,
  ...extra,
});

async function createCoupon(extra: object = {}): Promise<AdminCoupon> {
  const res = await manager.post('/api/admin/coupons', design(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as AdminCoupon;
}

const redeem = (browser: CookieBrowser, code: string) =>
  browser.post('/api/v1/coupon/redeem', { code });

async function quote(
  browser: CookieBrowser,
  item: { it_id: string; variant_id: number },
  extra = {},
) {
  const res = await browser.post('/api/v1/order/quote', {
    items: [{ ...item, qty: 1 }],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OrderQuote;
}

describe('coupons in the console', () => {
  it('creates, lists by filter and edits a coupon, each write audited', async () => {
    const coupon = await createCoupon({ code: 'spring-list', code_limit: 10 });
    expect(coupon).toMatchObject({ code: 'SPRING-LIST', code_limit: 10, kind: 'order' });

    const codes = await manager.get('/api/admin/coupons?mode=code&q=SPRING-LIST');
    expect(codes.body.data.map((c: AdminCoupon) => c.id)).toEqual([coupon.id]);
    const manual = await manager.get('/api/admin/coupons?mode=manual&per_page=100');
    expect(manual.body.data.map((c: AdminCoupon) => c.id)).not.toContain(coupon.id);

    const edited = await manager.put(`/api/admin/coupons/${coupon.id}`, {
      ...design({ code: 'spring-list', code_limit: 10 }),
      discount_type: 'percent',
      percent: 15,
      max_discount_krw: 5_000,
      updated_at: coupon.updated_at,
    });
    expect(edited.status).toBe(200);
    // A percentage keeps no fixed amount the shop could read.
    expect(edited.body.data).toMatchObject({ percent: 15, amount_krw: 0, max_discount_krw: 5_000 });

    // Saved from the old version: refused with the coupon as it is now.
    const stale = await manager.put(`/api/admin/coupons/${coupon.id}`, {
      ...design(),
      updated_at: coupon.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.percent).toBe(15);

    const records = await auditOf('coupons');
    expect(records.slice(0, 2).map((r) => r.action)).toEqual(['update', 'create']);
    expect(records[0]!.before).toMatchObject({ discount_type: 'fixed' });
    expect(records[0]!.after).toMatchObject({ discount_type: 'percent' });
  });

  it("downloads the filtered coupons as XLSX in the operator's language", async () => {
    const coupon = await createCoupon({ code: 'sheet-2026', code_limit: 5 });
    const file = await download(api, manager, '/api/admin/coupons/export?mode=code&q=SHEET-2026');
    expect(file.status).toBe(200);
    const [header, ...rows] = await sheetRows(file.bytes);
    expect(header).toEqual([
      '쿠폰명',
      '적용 대상',
      '혜택',
      '최소 주문 금액',
      '사용 기간',
      '발급 방식',
      '쿠폰 코드',
      '코드 사용 한도',
      '만든 일시',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 2)).toEqual([coupon.name, '주문 금액']);
    expect(rows[0]!.slice(5, 8)).toEqual(['쿠폰 코드', 'SHEET-2026', '5']);
  });

  it('two saves racing with one code: the second gets the field error, not a 500', async () => {
    await createCoupon({ code: 'RACE-CODE' });
    // As if the other save committed between this one's check and its insert.
    const check = vi.spyOn(couponsResource.create!, 'check').mockResolvedValueOnce();
    const second = await manager.post('/api/admin/coupons', design({ code: 'race-code' }));
    check.mockRestore();
    expect(second.status).toBe(422);
    expect(Object.keys(second.body.errors)).toEqual(['code']);
  });

  it('refuses a bad design field by field, a taken code and an unknown product, writing nothing', async () => {
    await createCoupon({ code: 'TAKEN-CODE' });
    const before = (await auditOf('coupons')).length;
    const bad = await manager.post('/api/admin/coupons', {
      name: '',
      name_en: 'x',
      discount_type: 'percent',
      percent: 0,
      kind: 'product',
      valid_from: '2026-05-01T00:00:00+09:00',
      valid_until: '2026-04-01T00:00:00+09:00',
      code: 'a!',
    });
    expect(bad.status).toBe(422);
    // Every field's first refusal at once, the design's rules included.
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'code',
      'name',
      'percent',
      'product_id',
      'valid_until',
    ]);
    const refined = await manager.post('/api/admin/coupons', {
      ...design(),
      discount_type: 'percent',
      percent: 0,
      kind: 'product',
      valid_from: '2026-05-01T00:00:00+09:00',
      valid_until: '2026-04-01T00:00:00+09:00',
    });
    expect(refined.status).toBe(422);
    expect(Object.keys(refined.body.errors).sort()).toEqual([
      'percent',
      'product_id',
      'valid_until',
    ]);
    expect(refined.body.errors.valid_until[0]).toBe('사용 종료일은(는) 시작일보다 뒤여야 합니다.');

    const taken = await manager.post('/api/admin/coupons', design({ code: 'taken-code' }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code[0]).toBe('이미 사용 중인 쿠폰 코드입니다.');
    const product = await manager.post(
      '/api/admin/coupons',
      design({ kind: 'product', product_id: 2_000_000 }),
    );
    expect(product.status).toBe(422);
    expect(Object.keys(product.body.errors)).toEqual(['product_id']);
    expect((await auditOf('coupons')).length).toBe(before);
  });

  it('is read-only for customer service and closed to members', async () => {
    const cs = (await api.signInOperator('customer_service')).browser;
    expect((await cs.get('/api/admin/coupons')).status).toBe(200);
    const refused = await cs.post('/api/admin/coupons', design());
    expect(refused.status).toBe(403);
    const shopper = (await api.loginMember()).browser;
    expect((await shopper.get('/api/admin/coupons')).status).toBe(403);
  });

  it('issues a coupon to chosen members, refusing the whole list when one ID is unknown', async () => {
    const coupon = await createCoupon();
    const a = await api.createMember();
    const b = await api.createMember();
    const unknown = await manager.post(`/api/admin/coupons/${coupon.id}/issue`, {
      mb_ids: [a.mb_id, 'nobody-here'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.mb_ids[0]).toBe('없는 회원 아이디입니다: nobody-here');
    const held = () =>
      db().select().from(memberCoupons).where(eq(memberCoupons.couponId, coupon.id));
    expect(await held()).toHaveLength(0);

    const issued = await manager.post(`/api/admin/coupons/${coupon.id}/issue`, {
      mb_ids: [a.mb_id, b.mb_id, a.mb_id],
    });
    expect(issued.status).toBe(201);
    expect(issued.body.data.issued).toBe(2);
    expect(issued.body.message).toBe('2명에게 쿠폰을 발급했습니다.');
    const rows = await held();
    expect(rows.map((r) => r.memberId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.source === 'operator')).toBe(true);
    // valid_days 30: usable for 30 days from now.
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const [record] = await auditOf('coupons');
    expect(record).toMatchObject({ action: 'issue', resourceId: String(coupon.id) });
    expect(record!.after).toMatchObject({ mb_ids: [a.mb_id, b.mb_id] });

    const ended = await createCoupon({
      valid_from: '2020-01-01T00:00:00+09:00',
      valid_until: '2020-02-01T00:00:00+09:00',
    });
    const late = await manager.post(`/api/admin/coupons/${ended.id}/issue`, { mb_ids: [a.mb_id] });
    expect(late.status).toBe(409);
  });

  it('counts how often a coupon was issued and used; deletes it only while no member holds it', async () => {
    const coupon = await createCoupon();
    const member = await api.createMember();
    await manager.post(`/api/admin/coupons/${coupon.id}/issue`, { mb_ids: [member.mb_id] });
    await db()
      .update(memberCoupons)
      .set({ usedAt: new Date() })
      .where(eq(memberCoupons.couponId, coupon.id));
    const usage = await manager.get(`/api/admin/coupons/${coupon.id}/usage`);
    expect(usage.body.data).toEqual({ issued: 1, used: 1, by_source: { operator: 1 } });

    const refused = await manager.request('DELETE', `/api/admin/coupons/${coupon.id}`, undefined);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '회원에게 1장 발급된 쿠폰은 삭제할 수 없습니다. 사용 기간을 오늘까지로 바꿔 발급을 끝내 주세요.',
    );
    expect((await manager.get(`/api/admin/coupons/${coupon.id}`)).status).toBe(200);

    const unused = await createCoupon();
    expect(
      (await manager.request('DELETE', `/api/admin/coupons/${unused.id}`, undefined)).status,
    ).toBe(200);
    expect((await manager.get(`/api/admin/coupons/${unused.id}`)).status).toBe(404);
    const [record] = await auditOf('coupons');
    expect(record).toMatchObject({ action: 'delete', resourceId: String(unused.id) });
  });

  it('gives a sign-up coupon created in the console to the next new member, in the sign-up', async () => {
    const coupon = await createCoupon({ issue_on: 'signup', valid_days: 7 });
    const visitor = await api.visitor();
    const registration = newMemberRegistration();
    expect((await visitor.post('/api/v1/register', registration)).status).toBe(201);
    const [member] = await db().select().from(members).where(eq(members.mbId, registration.mb_id));
    const [held] = await db()
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, member!.id), eq(memberCoupons.couponId, coupon.id)));
    expect(held).toMatchObject({ source: 'signup', usedAt: null });
    const list = await manager.get('/api/admin/coupons?mode=signup&per_page=100');
    expect(list.body.data.map((c: AdminCoupon) => c.id)).toContain(coupon.id);
  });
});

describe('redeeming a coupon code', () => {
  it('adds the coupon to the member once and says why another try fails, in their language', async () => {
    await createCoupon({ code: 'WELCOME-ONE' });
    const shopper = (await api.loginMember()).browser;
    const ok = await redeem(shopper, ' welcome-one ');
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatch(/쿠폰이 등록되었습니다/);
    const list = await shopper.get('/api/v1/coupon');
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(ok.body.data.id);

    const again = await redeem(shopper, 'WELCOME-ONE');
    expect(again.status).toBe(422);
    expect(again.body.errors.code[0]).toBe('이미 등록한 쿠폰 코드입니다.');
    const unknown = await redeem(shopper, 'NO-SUCH-CODE');
    expect(unknown.body.errors.code[0]).toBe(
      '등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.',
    );

    await shopper.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const english = await redeem(shopper, 'WELCOME-ONE');
    expect(english.body.errors.code[0]).toBe('You have already redeemed this coupon code.');
    const format = await redeem(shopper, 'a');
    expect(format.body.errors.code[0]).toBe(
      'A coupon code has 4 to 30 letters, digits or hyphens.',
    );

    expect((await redeem(await api.visitor(), 'WELCOME-ONE')).status).toBe(401);
  });

  it('refuses an ended code, one not started yet and one whose limit is reached', async () => {
    await createCoupon({
      code: 'ENDED-CODE',
      valid_from: '2020-01-01T00:00:00+09:00',
      valid_until: '2020-02-01T00:00:00+09:00',
    });
    await createCoupon({ code: 'LATER-CODE', valid_from: '2099-03-01T00:00:00+09:00' });
    await createCoupon({ code: 'ONLY-ONE', code_limit: 1 });
    const shopper = (await api.loginMember()).browser;
    expect((await redeem(shopper, 'ENDED-CODE')).body.errors.code[0]).toBe(
      '사용 기간이 끝난 쿠폰 코드입니다.',
    );
    expect((await redeem(shopper, 'LATER-CODE')).body.errors.code[0]).toBe(
      '아직 사용 기간이 아닌 쿠폰 코드입니다. 2099-03-01부터 등록할 수 있습니다.',
    );
    expect((await redeem(shopper, 'ONLY-ONE')).status).toBe(201);
    const second = (await api.loginMember()).browser;
    const full = await redeem(second, 'ONLY-ONE');
    expect(full.status).toBe(422);
    expect(full.body.errors.code[0]).toBe('선착순 수량이 모두 소진된 쿠폰 코드입니다.');
  });

  it('lets only the allowed number of racing redemptions through', async () => {
    const coupon = await createCoupon({ code: 'RACE-TWO', code_limit: 2 });
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async () => (await api.loginMember()).browser),
    );
    const results = await Promise.all(shoppers.map((s) => redeem(s, 'RACE-TWO')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);

    // One member pressing twice at once holds it once.
    await createCoupon({ code: 'RACE-SELF' });
    const eager = (await api.loginMember()).browser;
    const twice = await Promise.all([redeem(eager, 'RACE-SELF'), redeem(eager, 'RACE-SELF')]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 422]);
    const rows = await db()
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.couponId, coupon.id));
    expect(rows).toHaveLength(2);
  });

  it('offers a redeemed coupon on the next order quote', async () => {
    await createCoupon({ code: 'QUOTE-IT', amount_krw: 2_500 });
    const m = await api.loginMember();
    const p = await api.createProduct();
    expect((await redeem(m.browser, 'QUOTE-IT')).status).toBe(201);
    const q = await quote(m.browser, { it_id: p.it_id, variant_id: p.variant_id });
    expect(q.coupons.find((c) => c.discount === 2_500)).toMatchObject({ usable: true });
  });
});

describe('the points policy', () => {
  it('starts at the shop defaults and changes the next quote when saved', async () => {
    const m = await api.loginMember();
    await db().transaction((tx) => addPoints(tx, m.id, 50_000, 'operator'));
    const p = await api.createProduct();
    const item = { it_id: p.it_id, variant_id: p.variant_id };

    const start = await manager.get('/api/admin/points-policy');
    expect(start.body.data).toEqual({
      earn_percent: 1,
      min_balance: 1_000,
      min_order: 10_000,
      unit: 10,
      max_share_percent: 100,
      updated_at: null,
    } satisfies PointPolicy);
    // 28,000 goods + 3,000 shipping: all of it may be paid with points.
    expect((await quote(m.browser, item)).points).toMatchObject({ usable_max: 31_000 });

    const saved = await manager.put('/api/admin/points-policy', {
      earn_percent: 3,
      min_balance: 1_000,
      min_order: 10_000,
      unit: 100,
      max_share_percent: 50,
      updated_at: null,
    });
    expect(saved.status).toBe(200);
    const policy = saved.body.data as PointPolicy;
    expect(policy.updated_at).not.toBeNull();
    // Half of 31,000, in hundreds.
    expect((await quote(m.browser, item)).points).toMatchObject({ usable_max: 15_500, unit: 100 });
    const overShare = await m.browser.post('/api/v1/order/quote', {
      items: [{ ...item, qty: 1 }],
      points: 20_000,
    });
    expect(overShare.status).toBe(422);

    const raised = await manager.put('/api/admin/points-policy', {
      ...policy,
      min_order: 30_000,
    });
    expect(raised.status).toBe(200);
    expect((await quote(m.browser, item)).points).toMatchObject({
      usable_max: 0,
      min_order: 30_000,
    });

    const stale = await manager.put('/api/admin/points-policy', { ...policy, unit: 10 });
    expect(stale.status).toBe(409);
    const bad = await manager.put('/api/admin/points-policy', { ...policy, max_share_percent: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['max_share_percent']);

    const records = await auditOf('points-policy');
    expect(records).toHaveLength(2);
    expect(records[1]!.before).toMatchObject({ max_share_percent: 100, updated_at: null });
    expect(records[1]!.after).toMatchObject({ max_share_percent: 50, earn_percent: 3 });

    // Back to the defaults for the other tests.
    const restored = await manager.put('/api/admin/points-policy', {
      earn_percent: 1,
      min_balance: 1_000,
      min_order: 10_000,
      unit: 10,
      max_share_percent: 100,
    });
    expect(restored.status).toBe(200);
    const editor = (await api.signInOperator('content_editor')).browser;
    expect((await editor.put('/api/admin/points-policy', restored.body.data)).status).toBe(403);
  });

  it('earns the saved rate at the next 구매확정', async () => {
    const p = await api.createProduct({ stock: 5 });
    const m = await api.loginMember();
    const placed = await m.browser.post(
      '/api/v1/order',
      orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
        payment_method: 'bank_transfer',
        depositor_name: '홍길동',
      }),
      { headers: { 'idempotency-key': `promo-earn-${Date.now()}` } },
    );
    expect(placed.status).toBe(201);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.odId, placed.body.data.od_id as string));
    await db().transaction((tx) => moveOrder(tx, order!.id, 'paid', 'operator', '입금 확인'));
    await shipOrder(db(), order!.id, 'cj', '123456789012', 'operator');
    await markDelivered(db(), order!.id, 'operator');

    const policy = { earn_percent: 5, min_balance: 1_000, min_order: 10_000, unit: 10 };
    expect(
      (await manager.put('/api/admin/points-policy', { ...policy, max_share_percent: 100 })).status,
    ).toBe(200);
    const confirmed = await m.browser.post(`/api/v1/order/${order!.odId}/confirm-purchase`);
    expect(confirmed.status).toBe(200);
    // 5 % of the 31,000 paid.
    expect(await pointBalance(db(), m.id)).toBe(1_550);
    const restored = await manager.put('/api/admin/points-policy', {
      ...policy,
      earn_percent: 1,
      max_share_percent: 100,
    });
    expect(restored.status).toBe(200);
  });
});

describe('shipping fees and remote-area surcharges', () => {
  it('changes the fee and threshold of the next quote, audited, refusing a stale save', async () => {
    const shopper = await api.loginMember();
    const p = await api.createProduct();
    const item = { it_id: p.it_id, variant_id: p.variant_id };
    expect((await quote(shopper.browser, item)).amounts.shipping_fee).toBe(3_000);

    const list = await manager.get('/api/admin/shipping-policies');
    const krw = list.body.data.find((row: { currency: string }) => row.currency === 'krw');
    expect(krw).toMatchObject({ base_fee: 3_000, free_over: 50_000 });
    const saved = await manager.put('/api/admin/shipping-policies/krw', {
      base_fee: 4_000,
      free_over: 60_000,
      updated_at: krw.updated_at,
    });
    expect(saved.status).toBe(200);
    expect((await quote(shopper.browser, item)).amounts.shipping_fee).toBe(4_000);
    const stale = await manager.put('/api/admin/shipping-policies/krw', {
      base_fee: 2_000,
      free_over: 60_000,
      updated_at: krw.updated_at,
    });
    expect(stale.status).toBe(409);

    const [record] = await auditOf('shipping-policies');
    expect(record).toMatchObject({ action: 'update', resourceId: 'krw' });
    expect(record!.before).toMatchObject({ base_fee: 3_000 });
    expect(record!.after).toMatchObject({ base_fee: 4_000, free_over: 60_000 });

    const free = await manager.put('/api/admin/shipping-policies/krw', {
      base_fee: 3_000,
      free_over: 20_000,
    });
    expect(free.status).toBe(200);
    expect((await quote(shopper.browser, item)).amounts.shipping_fee).toBe(0);
    await manager.put('/api/admin/shipping-policies/krw', { base_fee: 3_000, free_over: 50_000 });
    expect(
      (await manager.put('/api/admin/shipping-policies/eur', { base_fee: 1, free_over: 1 })).status,
    ).toBe(422);
  });

  it('adds, edits and deletes surcharges, refuses overlapping ranges, and the quote follows', async () => {
    const shopper = await api.loginMember();
    const p = await api.createProduct();
    const item = { it_id: p.it_id, variant_id: p.variant_id };
    const isle = {
      name: '시험 섬',
      name_en: 'Test island',
      postcode_from: '12000',
      postcode_to: '12099',
      fee_krw: 3_000,
      fee_usd: 300,
    };
    const created = await manager.post('/api/admin/shipping-surcharges', isle);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(
      (await quote(shopper.browser, item, { zonecode: '12010' })).amounts.shipping_surcharge,
    ).toBe(3_000);

    const overlap = await manager.post('/api/admin/shipping-surcharges', {
      ...isle,
      name: '도서산간',
      postcode_from: '12050',
      postcode_to: '12150',
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.postcode_from[0]).toBe(
      "우편번호 구간이 '시험 섬' (12000~12099)와 겹칩니다.",
    );
    const reversed = await manager.post('/api/admin/shipping-surcharges', {
      ...isle,
      postcode_from: '40000',
      postcode_to: '30000',
    });
    expect(Object.keys(reversed.body.errors)).toEqual(['postcode_to']);

    const islands = await manager.post('/api/admin/shipping-surcharges', {
      ...isle,
      name: '작은 섬',
      postcode_from: '12200',
      postcode_to: '12240',
      fee_krw: 5_000,
    });
    expect(islands.status).toBe(201);
    // Moving the small island into the first range is refused too; editing its own is not.
    const moved = await manager.put(`/api/admin/shipping-surcharges/${islands.body.data.id}`, {
      ...isle,
      name: '작은 섬',
      postcode_from: '12090',
      postcode_to: '12240',
    });
    expect(moved.status).toBe(422);
    const edited = await manager.put(`/api/admin/shipping-surcharges/${id}`, {
      ...isle,
      fee_krw: 4_000,
    });
    expect(edited.status).toBe(200);
    expect(
      (await quote(shopper.browser, item, { zonecode: '12010' })).amounts.shipping_surcharge,
    ).toBe(4_000);

    const removed = await manager.request(
      'DELETE',
      `/api/admin/shipping-surcharges/${id}`,
      undefined,
    );
    expect(removed.status).toBe(200);
    expect(
      (await quote(shopper.browser, item, { zonecode: '12010' })).amounts.shipping_surcharge,
    ).toBe(0);
    const records = await auditOf('shipping-surcharges');
    expect(records.map((r) => r.action).slice(0, 3)).toEqual(['delete', 'update', 'create']);
  });

  it('lets only one of two overlapping surcharges saved at once through', async () => {
    const range = (name: string, from: string, to: string) => ({
      name,
      name_en: name,
      postcode_from: from,
      postcode_to: to,
      fee_krw: 1_000,
      fee_usd: 100,
    });
    const results = await Promise.all([
      manager.post('/api/admin/shipping-surcharges', range('A', '50000', '50100')),
      manager.post('/api/admin/shipping-surcharges', range('B', '50050', '50200')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });
});
