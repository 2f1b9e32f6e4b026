import { CookieBrowser } from '@atelier/test-utils/browser';
import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members, passwordResetTokens, sessions } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    // Every sign-up here comes from 127.0.0.1; the per-address limit has its own test
    // (security/registration.security.test.ts).
    env: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      REGISTER_MAX_PER_IP: '1000',
    },
  });
});
afterAll(() => api.close());

const registration = (overrides: Record<string, unknown> = {}) =>
  newMemberRegistration(overrides, 'newbie');

const memberCount = async () =>
  (await api.app.database.db.select({ n: count() }).from(members))[0]!.n;

describe('POST /api/v1/register', () => {
  it('creates the member with separate consent timestamps and logs them in', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const before = client.jar.get('atelier_session');
    const res = await client.post(
      '/api/v1/register',
      registration({ agree_marketing: true, is_admin: true }),
    );
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      mb_name: '이하늘',
      mb_hp: '010-9876-5432',
      is_admin: false,
    });
    expect(res.body.user.consents.terms_agreed_at).toBeTruthy();
    expect(res.body.user.consents.marketing_agreed_at).toBeTruthy();
    expect(client.jar.get('atelier_session')).not.toBe(before);
    const row = await api.app.database.db.query.members.findFirst({
      where: eq(members.mbId, res.body.user.mb_id),
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const check = await client.post('/api/v1/login-check');
    expect(check.body.user.mb_id).toBe(res.body.user.mb_id);
  });

  it('answers 422 on mb_id for a duplicate id and on mb_email for a duplicate email, writing nothing', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const first = registration();
    expect((await client.post('/api/v1/register', first)).status).toBe(201);
    const other = new CookieBrowser(api.url);
    await other.start();
    const before = await memberCount();
    const dupId = await other.post(
      '/api/v1/register',
      registration({ mb_id: first.mb_id.toUpperCase() }),
    );
    expect(dupId.status).toBe(422);
    expect(dupId.body.errors.mb_id).toEqual(['이미 사용 중인 아이디입니다.']);
    const dupEmail = await other.post(
      '/api/v1/register',
      registration({ mb_email: first.mb_email }),
    );
    expect(dupEmail.status).toBe(422);
    expect(dupEmail.body.errors.mb_email).toEqual(['이미 사용 중인 이메일입니다.']);
    expect(await memberCount()).toBe(before);
  });

  it('requires each required consent separately and leaves marketing optional', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post(
      '/api/v1/register',
      registration({ agree_terms: false, agree_privacy: undefined, agree_age14: 'yes' }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'agree_age14',
      'agree_privacy',
      'agree_terms',
    ]);
    const noMarketing = registration();
    delete (noMarketing as Record<string, unknown>).agree_marketing;
    expect((await client.post('/api/v1/register', noMarketing)).status).toBe(201);
  });

  it('refuses wrong types with field errors', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post(
      '/api/v1/register',
      registration({ mb_id: 12345, mb_email: ['a'], mb_hp: null }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('입력값을 확인해 주세요.');
    expect(Object.keys(res.body.errors).sort()).toEqual(['mb_email', 'mb_hp', 'mb_id']);
  });

  it('stores SQL-looking text verbatim and harmlessly', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const name = "Robert'); DROP TABLE members;--";
    const res = await client.post('/api/v1/register', registration({ mb_name: name.slice(0, 30) }));
    expect(res.status).toBe(201);
    expect(res.body.user.mb_name).toBe(name.slice(0, 30));
    const sqlId = await client.post('/api/v1/register', registration({ mb_id: "x' OR '1'='1" }));
    expect(sqlId.status).toBe(422);
    expect(await memberCount()).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/login', () => {
  it('logs in, rotates the session id and keeps the cart key', async () => {
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    const start = await client.start();
    const visitorCookie = client.jar.get('atelier_session');
    const res = await client.login(m.mb_id, m.password);
    expect(res.status).toBe(200);
    expect(res.body.user.mb_id).toBe(m.mb_id);
    expect(client.jar.get('atelier_session')).not.toBe(visitorCookie);
    const check = await client.post('/api/v1/login-check');
    expect(check.body.cart_key).toBe(start.body.cart_key);
    // The visitor session is gone: replaying its cookie is a visitor again.
    const replay = new CookieBrowser(api.url);
    replay.jar.store([`atelier_session=${visitorCookie!}`]);
    const replayCheck = await replay.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(replayCheck.body.user).toBeNull();
    expect(replayCheck.body.cart_key).not.toBe(start.body.cart_key);
  });

  it('gives one message for a wrong password and an unknown id, without saying which', async () => {
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    await client.start();
    const wrongPassword = await client.login(m.mb_id, 'not-the-password1');
    const unknownId = await client.login('nobody_here', 'whatever123');
    expect(wrongPassword.status).toBe(422);
    expect(unknownId.status).toBe(422);
    expect(wrongPassword.body).toEqual(unknownId.body);
    expect(wrongPassword.body.errors).toEqual({
      mb_password: ['아이디 또는 비밀번호가 올바르지 않습니다.'],
    });
  });

  it('throttles an account after repeated failures with a clear 429, then lets it in after the window', async () => {
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    await client.start();
    for (let i = 0; i < 3; i += 1)
      expect((await client.login(m.mb_id, 'wrong-pass1')).status).toBe(422);
    const blocked = await client.login(m.mb_id, m.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another account from the same IP is not affected.
    const other = await api.createMember();
    expect((await client.login(other.mb_id, other.password)).status).toBe(200);
    // The window ends: no hard lockout.
    await api.app.database.db.execute(
      `update auth_throttles set reset_at = now() - interval '1 second'` as never,
    );
    expect((await new CookieBrowser(api.url).login(m.mb_id, m.password)).status).toBe(200);
  });

  it('throttles per IP across accounts', async () => {
    const strict = await startTestApi({ env: { LOGIN_MAX_FAILURES_PER_IP: '2' } });
    try {
      const client = new CookieBrowser(strict.url);
      await client.start();
      await client.login('ghost_one', 'wrong-pass1');
      await client.login('ghost_two', 'wrong-pass1');
      const res = await client.login('ghost_three', 'wrong-pass1');
      expect(res.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/v1/logout', () => {
  it('ends the member session but keeps language and currency', async () => {
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    await client.login(m.mb_id, m.password);
    await client.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const res = await client.post('/api/v1/logout');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You have been logged out.');
    const check = await client.post('/api/v1/login-check');
    expect(check.body).toMatchObject({ user: null, lang: 'en', currency: 'usd' });
  });
});

describe('password recovery', () => {
  it('mails a single-use link; the token resets the password once and logs out every session', async () => {
    const m = await api.createMember({ email: 'recover@example.com' });
    const device = new CookieBrowser(api.url);
    await device.login(m.mb_id, m.password);

    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/forget_password', {
      mb_id: m.mb_id,
      mb_email: 'RECOVER@example.com',
    });
    expect(res.status).toBe(200);
    const [mail] = await api.outbox();
    expect(mail).toMatchObject({ kind: 'password_reset', to: 'recover@example.com' });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain('/shop/reset?token=');

    const reset = await client.post('/api/v1/reset_password', {
      token,
      mb_password: 'brandnew2026',
      mb_password_confirmation: 'brandnew2026',
    });
    expect(reset.status).toBe(200);
    expect((await device.post('/api/v1/login-check')).body.user).toBeNull();
    expect((await new CookieBrowser(api.url).login(m.mb_id, 'brandnew2026')).status).toBe(200);

    const again = await client.post('/api/v1/reset_password', {
      token,
      mb_password: 'another2026',
      mb_password_confirmation: 'another2026',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token[0]).toContain('만료되었거나 이미 사용');
  });

  it('refuses an expired token and changes nothing', async () => {
    const m = await api.createMember({ email: 'expired@example.com' });
    const client = new CookieBrowser(api.url);
    await client.start();
    await client.post('/api/v1/forget_password', {
      mb_id: m.mb_id,
      mb_email: 'expired@example.com',
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await api.outbox())[0]!.text)![1]!;
    await api.app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.memberId, m.id));
    const res = await client.post('/api/v1/reset_password', {
      token,
      mb_password: 'brandnew2026',
      mb_password_confirmation: 'brandnew2026',
    });
    expect(res.status).toBe(422);
    expect((await new CookieBrowser(api.url).login(m.mb_id, m.password)).status).toBe(200);
  });

  it('answers the same for unknown members and sends nothing', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const before = (await api.outbox()).length;
    const res = await client.post('/api/v1/forget_password', {
      mb_id: 'nobody',
      mb_email: 'nobody@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('일치하는 회원이 있으면');
    expect((await api.outbox()).length).toBe(before);
  });

  it('mails the login id for a matching name and email', async () => {
    const m = await api.createMember({ name: '박서준', email: 'seojun@example.com' });
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/forget_id', {
      mb_name: '박서준',
      mb_email: 'seojun@example.com',
    });
    expect(res.status).toBe(200);
    const [mail] = await api.outbox();
    expect(mail).toMatchObject({ kind: 'find_id', to: 'seojun@example.com' });
    expect(mail!.text).toContain(m.mb_id);
  });

  it('limits recovery mails per email', async () => {
    await api.createMember({ email: 'spam@example.com' });
    const client = new CookieBrowser(api.url);
    await client.start();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await client.post('/api/v1/forget_id', {
            mb_name: '테스트회원',
            mb_email: 'spam@example.com',
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

describe('sessions table', () => {
  it('stores only hashes of session tokens', async () => {
    // A member's session: a visitor's has no row until it stores something (issue 10).
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    await client.login(m.mb_id, m.password);
    const token = client.jar.get('atelier_session')!;
    const rows = await api.app.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });
});
