import type { AdminMemberDetail } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, coupons, pointLedger, sessions } from '../../db/schema/index.js';
import { download, orderBody, sheetRows, startTestApi, type TestApi } from '../../testing.js';
import { refuseBlockedMember } from './member-blocks.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const lastAudit = async () =>
  (
    await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'members'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]!;

describe('member search and detail', () => {
  it('downloads the filtered list as XLSX, personal data masked as listed', async () => {
    const shopper = await api.createMember({
      name: '엑셀회원',
      email: 'sheet@example.com',
      hp: '010-2468-1357',
    });
    const { browser } = await api.signInOperator('customer_service');
    const file = await download(
      api,
      browser,
      `/api/admin/members/export?q=${encodeURIComponent('엑셀회원')}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/members-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, ...rows] = await sheetRows(file.bytes);
    expect(header!.slice(0, 5)).toEqual(['아이디', '이름', '이메일', '휴대폰', '상태']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 5)).toEqual([
      shopper.mb_id,
      '엑셀회원',
      's***@example.com',
      '010-****-1357',
      '정상',
    ]);
    expect(rows[0]!.join(' ')).not.toMatch(/sheet@|2468/);

    const visitor = new CookieBrowser(api.url);
    expect((await download(api, visitor, '/api/admin/members/export')).status).toBe(401);
    const editor = await api.signInOperator('content_editor');
    expect((await download(api, editor.browser, '/api/admin/members/export')).status).toBe(403);
  });

  it('finds a member by id, name, email or phone, and shows their picture with personal data masked', async () => {
    const shopper = await api.createMember({
      name: '검색회원',
      email: 'findme@example.com',
      hp: '010-4321-8765',
    });
    const { browser } = await api.signInOperator('customer_service');
    for (const q of [shopper.mb_id, '검색회원', 'findme@', '4321-8765']) {
      const res = await browser.get(`/api/admin/members?q=${encodeURIComponent(q)}`);
      expect(
        res.body.data.map((m: { id: number }) => m.id),
        q,
      ).toEqual([shopper.id]);
    }
    const detail = (await browser.get(`/api/admin/members/${shopper.id}/summary`)).body
      .data as AdminMemberDetail;
    expect(detail).toMatchObject({
      mb_email: 'f***@example.com',
      mb_hp: '010-****-8765',
      blocked: false,
      points: { balance: 0, ledger: [] },
      orders: [],
      coupons: [],
      questions: [],
    });
    expect((await browser.get('/api/admin/members/2147480000/summary')).status).toBe(404);
  });
});

describe('points by hand', () => {
  it('grants and takes points with a reason (ledger rows, audited), never more than the balance', async () => {
    const shopper = await api.createMember();
    const { browser } = await api.signInOperator('customer_service');
    const grant = await browser.post(`/api/admin/members/${shopper.id}/points`, {
      delta: 3000,
      reason: '리뷰 이벤트 당첨',
    });
    expect(grant.status).toBe(200);
    expect(grant.body.data.points.balance).toBe(3000);
    expect(grant.body.data.points.ledger[0]).toMatchObject({
      delta: 3000,
      reason: 'operator',
      note: '리뷰 이벤트 당첨',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'grant_points',
      area: 'members',
      before: { balance: 0 },
      after: { balance: 3000, delta: 3000 },
    });

    const over = await browser.post(`/api/admin/members/${shopper.id}/points`, {
      delta: -3001,
      reason: '회수',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('적립금 잔액(3,000원)보다 많이 차감할 수 없습니다.');
    const take = await browser.post(`/api/admin/members/${shopper.id}/points`, {
      delta: -1000,
      reason: '중복 지급 회수',
    });
    expect(take.body.data.points.balance).toBe(2000);
    const rows = await db().select().from(pointLedger).where(eq(pointLedger.memberId, shopper.id));
    expect(rows.map((r) => r.delta).sort()).toEqual([-1000, 3000]);

    // The member reads it in their own ledger.
    const own = new CookieBrowser(api.url);
    await own.login(shopper.mb_id, shopper.password);
    expect((await own.get('/api/v1/point')).body.balance).toBe(2000);
  });

  it('refuses a missing reason or zero with field errors, writing nothing', async () => {
    const shopper = await api.createMember();
    const { browser } = await api.signInOperator('manager');
    const res = await browser.post(`/api/admin/members/${shopper.id}/points`, {
      delta: 0,
      reason: '',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      delta: ['적립금 항목은 필수입니다.'],
      reason: ['사유 항목은 필수입니다.'],
    });
    expect(
      await db().select().from(pointLedger).where(eq(pointLedger.memberId, shopper.id)),
    ).toEqual([]);
  });
});

describe('coupons by hand', () => {
  it('issues an existing coupon, refuses one outside its period', async () => {
    const [live] = await db()
      .insert(coupons)
      .values({
        name: '사과 쿠폰',
        nameEn: 'Apology coupon',
        kind: 'order',
        discountType: 'fixed',
        amountKrw: 3000,
        amountUsd: 300,
        validDays: 14,
      })
      .returning();
    const [over] = await db()
      .insert(coupons)
      .values({
        name: '지난 쿠폰',
        nameEn: 'Past coupon',
        kind: 'order',
        discountType: 'fixed',
        validUntil: new Date('2020-01-01T00:00:00Z'),
      })
      .returning();
    const shopper = await api.createMember();
    const { browser } = await api.signInOperator('customer_service');
    const offered = (await browser.get('/api/admin/members/issuable-coupons')).body.data as {
      id: number;
    }[];
    expect(offered.map((c) => c.id)).toContain(live!.id);
    expect(offered.map((c) => c.id)).not.toContain(over!.id);

    const issued = await browser.post(`/api/admin/members/${shopper.id}/coupons`, {
      coupon_id: live!.id,
    });
    expect(issued.status).toBe(200);
    expect(issued.body.data.coupons).toEqual([
      expect.objectContaining({ name: '사과 쿠폰', status: 'usable' }),
    ]);
    expect((await lastAudit()).action).toBe('issue_coupon');
    const refused = await browser.post(`/api/admin/members/${shopper.id}/coupons`, {
      coupon_id: over!.id,
    });
    expect(refused.status).toBe(409);
    const unknown = await browser.post(`/api/admin/members/${shopper.id}/coupons`, {
      coupon_id: 2147480000,
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['coupon_id']);
  });
});

describe('blocking a member', () => {
  it('ends their sessions; sign-in and orders are refused with the reason; unblocking lets them back', async () => {
    const shopper = await api.createMember();
    const own = new CookieBrowser(api.url);
    await own.login(shopper.mb_id, shopper.password);
    const { browser } = await api.signInOperator('customer_service');

    const blocked = await browser.put(`/api/admin/members/${shopper.id}/block`, {
      blocked: true,
      reason: '결제 도용 의심',
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ blocked: true, blocked_reason: '결제 도용 의심' });
    expect(await lastAudit()).toMatchObject({ action: 'block' });
    expect(await db().select().from(sessions).where(eq(sessions.memberId, shopper.id))).toEqual([]);
    // The open browser is a visitor now.
    expect((await own.get('/api/v1/point')).status).toBe(401);

    const again = new CookieBrowser(api.url);
    await again.start();
    const login = await again.post('/api/v1/login', {
      mb_id: shopper.mb_id,
      mb_password: shopper.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      '이용이 제한된 계정입니다(사유: 결제 도용 의심). 문의는 고객센터로 연락해 주세요.',
    );
    // A wrong password still reads as a wrong password (the block is not told to a guesser).
    const guess = await again.post('/api/v1/login', {
      mb_id: shopper.mb_id,
      mb_password: 'nope1234!',
    });
    expect(guess.status).toBe(422);

    const listed = await browser.get('/api/admin/members?state=blocked');
    expect(listed.body.data.map((m: { id: number }) => m.id)).toContain(shopper.id);

    await browser.put(`/api/admin/members/${shopper.id}/block`, {
      blocked: false,
      reason: '확인 완료',
    });
    expect(await lastAudit()).toMatchObject({ action: 'unblock' });
    const back = new CookieBrowser(api.url);
    await back.login(shopper.mb_id, shopper.password);
    expect((await back.get('/api/v1/point')).status).toBe(200);
  });

  it('refuses an order of a member blocked while their order was on its way', async () => {
    const buyer = await api.loginMember();
    const { it_id, variant_id } = await api.createProduct({ stock: 5 });
    const { browser } = await api.signInOperator('manager');
    await browser.put(`/api/admin/members/${buyer.id}/block`, {
      blocked: true,
      reason: '사기 의심',
    });
    const res = await buyer.browser.post(
      '/api/v1/order',
      orderBody([{ it_id, variant_id, qty: 1 }], 31_000),
      { headers: { 'idempotency-key': `blocked-${Date.now()}` } },
    );
    // Signed out by the block: no member order is placed.
    expect(res.status).not.toBe(201);
    // A session loaded just before the block commits reaches the order's transaction.
    const refused = db().transaction((tx) => refuseBlockedMember(tx, buyer.id));
    await expect(refused).rejects.toMatchObject({
      status: 403,
      key: 'member_blocked',
      values: { reason: '사기 의심' },
    });
  });

  it('refuses to block an operator, and blocking needs the members edit permission', async () => {
    const operator = await api.createMember({ operatorRole: 'manager' });
    const { browser } = await api.signInOperator('owner');
    const res = await browser.put(`/api/admin/members/${operator.id}/block`, {
      blocked: true,
      reason: '테스트',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/운영자 권한이 있는 회원은 차단할 수 없습니다/);
    const editor = (await api.signInOperator('content_editor')).browser;
    const denied = await editor.put(`/api/admin/members/${operator.id}/block`, {
      blocked: true,
      reason: '테스트',
    });
    expect(denied.status).toBe(403);
  });
});
