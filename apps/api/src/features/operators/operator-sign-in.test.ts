import type { AdminLoginStep, SecondFactorResponse } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, operatorRecoveryCodes, sessions } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { currentCode } from './authenticator.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_SLOWDOWN_MS: '0' },
  });
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function passwordStep(mbId: string, password: string) {
  const browser = new CookieBrowser(api.url);
  await browser.start();
  const res = await browser.post('/api/admin/login', { mb_id: mbId, mb_password: password });
  return { browser, res, step: res.body as AdminLoginStep };
}

async function sessionRow(browser: CookieBrowser) {
  const mine = (await browser.get('/api/admin/me')).body as { data?: { mb_id: string } };
  const rows = await db().select().from(sessions).orderBy(desc(sessions.createdAt));
  return { mine, rows };
}

describe('operator sign-in: password, then the authenticator', () => {
  it('enrols the first sign-in with a QR code, then gives ten one-time recovery codes', async () => {
    const owner = await api.createMember({ operatorRole: 'owner' });
    const { browser, res, step } = await passwordStep(owner.mb_id, owner.password);
    expect(res.status).toBe(200);
    if (step.step !== 'enrol') throw new Error('expected the enrolment step');
    expect(step.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Atelier:.+\?.*secret=[A-Z2-7]+/);
    expect(step.otpauth_uri).toContain(`secret=${step.secret}`);
    expect(step.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The password alone opens no operator call.
    const early = await browser.get('/api/admin/me');
    expect(early.status).toBe(401);
    expect(early.body.message).toMatch(/인증 앱 코드/);

    const wrong = await browser.post('/api/admin/login/second-factor', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code[0]).toMatch(/인증 코드가 올바르지 않거나/);

    const code = currentCode(step.secret);
    const done = await browser.post('/api/admin/login/second-factor', { code });
    expect(done.status).toBe(200);
    const answer = done.body as SecondFactorResponse;
    expect(answer.data).toMatchObject({ mb_id: owner.mb_id, role: 'owner' });
    expect(answer.recovery_codes).toHaveLength(10);
    expect(new Set(answer.recovery_codes).size).toBe(10);
    const stored = await db()
      .select({ hash: operatorRecoveryCodes.codeHash })
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.memberId, owner.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.hash)).not.toContain(answer.recovery_codes![0]);
    expect((await browser.get('/api/admin/me')).status).toBe(200);

    // The next sign-in asks for the code; the code just used does not work twice.
    const again = await passwordStep(owner.mb_id, owner.password);
    expect(again.step).toEqual({ step: 'code' });
    const replay = await again.browser.post('/api/admin/login/second-factor', { code });
    expect(replay.status).toBe(422);
    // A recovery code works once, in place of the code.
    const recovery = answer.recovery_codes![0]!;
    const rescued = await again.browser.post('/api/admin/login/second-factor', {
      recovery_code: recovery.toUpperCase(),
    });
    expect(rescued.status).toBe(200);
    expect(rescued.body.recovery_codes).toBeUndefined();
    const third = await passwordStep(owner.mb_id, owner.password);
    const reused = await third.browser.post('/api/admin/login/second-factor', {
      recovery_code: recovery,
    });
    expect(reused.status).toBe(422);
  });

  it('refuses a member without a role, and a wrong password, in the session language', async () => {
    const shopper = await api.createMember();
    const { res } = await passwordStep(shopper.mb_id, shopper.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/운영자 계정이 아닙니다/);
    const { res: wrong } = await passwordStep(shopper.mb_id, 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.mb_password[0]).toMatch(/아이디 또는 비밀번호/);
  });

  it('limits wrong codes like logins (429), per account and address', async () => {
    const operator = await api.createMember({ operatorRole: 'manager' });
    const { browser } = await passwordStep(operator.mb_id, operator.password);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await browser.post('/api/admin/login/second-factor', { code: '111111' })).status,
      ).toBe(422);
    const blocked = await browser.post('/api/admin/login/second-factor', { code: '111111' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/인증 코드를 너무 많이 틀렸습니다/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });

  it('idles an operator session out sooner than a shopper session, on the server', async () => {
    const { browser } = await api.signInOperator('customer_service');
    const { rows } = await sessionRow(browser);
    const console = rows.find((r) => r.secondFactorAt !== null)!;
    expect(console.idleMinutes).toBe(api.config.operatorIdleMinutes);
    expect(api.config.operatorIdleMinutes).toBeLessThan(api.config.sessionIdleMinutes);
    // Touched after a while: the expiry moves by the operator's idle time, not the shop's.
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(sessions.id, console.id));
    expect((await browser.get('/api/admin/me')).status).toBe(200);
    const [touched] = await db().select().from(sessions).where(eq(sessions.id, console.id));
    const left = touched!.expiresAt.getTime() - Date.now();
    expect(left).toBeLessThanOrEqual(api.config.operatorIdleMinutes * 60_000);
    expect(left).toBeGreaterThan((api.config.operatorIdleMinutes - 1) * 60_000);
    // Idle past it: the session is gone, the console asks to sign in.
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, console.id));
    expect((await browser.get('/api/admin/me')).status).toBe(401);
  });
});

describe('re-auth before sensitive actions', () => {
  it('asks for the password again after 5 minutes (428), then reveals and audits it', async () => {
    const { browser, id } = await api.signInOperator('customer_service');
    const shopper = await api.createMember({ email: 'reveal.me@example.com', hp: '010-9876-5432' });
    const listed = await browser.get(`/api/admin/members/${shopper.id}`);
    expect(listed.body.data).toMatchObject({
      mb_email: 'r***@example.com',
      mb_hp: '010-****-5432',
    });

    await db()
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.memberId, id));
    const stale = await browser.post(`/api/admin/members/${shopper.id}/reveal`);
    expect(stale.status).toBe(428);
    expect(stale.body).toMatchObject({ code: 'reauth_required' });
    expect(stale.body.message).toMatch(/비밀번호를 다시 확인/);

    const wrong = await browser.post('/api/admin/reauth', { mb_password: 'nope-nope' });
    expect(wrong.status).toBe(422);
    const ok = await browser.post('/api/admin/reauth', { mb_password: 'passw0rd!' });
    expect(ok.status).toBe(200);
    const shown = await browser.post(`/api/admin/members/${shopper.id}/reveal`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ mb_email: 'reveal.me@example.com', mb_hp: '010-9876-5432' });
    const [record] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, id))
      .orderBy(desc(auditLog.id));
    expect(record).toMatchObject({
      area: 'members',
      action: 'reveal',
      resource: 'members',
      resourceId: String(shopper.id),
      after: { fields: ['mb_email', 'mb_hp'] },
    });
    expect(record!.ip).toBe('127.0.0.1');
  });
});

describe('when an authenticator is lost', () => {
  it('replaces an operator’s recovery codes after the password again, and audits it', async () => {
    const { browser, id } = await api.signInOperator('content_editor');
    await db()
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.memberId, id));
    expect((await browser.post('/api/admin/me/recovery-codes')).status).toBe(428);
    await browser.post('/api/admin/reauth', { mb_password: 'passw0rd!' });
    const fresh = await browser.post('/api/admin/me/recovery-codes');
    expect(fresh.status).toBe(200);
    const codes = fresh.body.data as string[];
    expect(codes).toHaveLength(10);
    const stored = await db()
      .select({ hash: operatorRecoveryCodes.codeHash })
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.memberId, id));
    expect(stored).toHaveLength(10);
    const [record] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, id))
      .orderBy(desc(auditLog.id));
    expect(record).toMatchObject({
      area: 'roles',
      action: 'recovery-codes',
      resourceId: String(id),
    });
  });

  it('lets an owner reset another operator’s two-factor: they enrol again, their sessions end', async () => {
    const owner = await api.signInOperator('owner');
    const staff = await api.signInOperator('customer_service');
    expect((await staff.browser.get('/api/admin/me')).status).toBe(200);

    const manager = await api.signInOperator('manager');
    const refused = await manager.browser.post(`/api/admin/operators/${staff.id}/reset-two-factor`);
    expect(refused.status).toBe(403);
    const own = await owner.browser.post(`/api/admin/operators/${owner.id}/reset-two-factor`);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/본인의 2단계 인증/);
    const shopper = await api.createMember();
    expect(
      (await owner.browser.post(`/api/admin/operators/${shopper.id}/reset-two-factor`)).status,
    ).toBe(404);

    const reset = await owner.browser.post(`/api/admin/operators/${staff.id}/reset-two-factor`);
    expect(reset.status).toBe(200);
    expect((await staff.browser.get('/api/admin/me')).status).toBe(401);
    const again = await passwordStep(staff.mb_id, staff.password);
    expect(again.step.step).toBe('enrol');
    const [record] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, owner.id))
      .orderBy(desc(auditLog.id));
    expect(record).toMatchObject({
      action: 'reset-two-factor',
      resourceId: String(staff.id),
      after: { mb_id: staff.mb_id },
    });
  });
});
