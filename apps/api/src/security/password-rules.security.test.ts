import { CookieBrowser } from '@atelier/test-utils/browser';
import { newMemberRegistration } from '@atelier/test-utils/fixtures';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';
import { visitorAt } from './visitor-at.js';

// Issue 10, finding 9: `password1`, a password equal to the id and whitespace-only passwords
// were accepted; 12 wrong confirm-my-password and 8 wrong unregister tries were all 422.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { LOGIN_SLOWDOWN_MS: '50' } });
});
afterAll(() => api.close());

const COMMON = '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.';
const PERSONAL = '아이디나 이메일이 들어간 비밀번호는 사용할 수 없습니다.';
const memberCount = async () =>
  (await api.app.database.db.select({ n: count() }).from(members))[0]!.n;

let seq = 0;
function registration(password: string, overrides: Record<string, unknown> = {}) {
  seq += 1;
  return newMemberRegistration(
    { mb_password: password, mb_password_confirmation: password, ...overrides },
    'rulecheck',
  );
}

describe('new passwords follow ASVS 5.0 V6.2', () => {
  it('registration refuses common, whitespace-only and personal passwords, creating nothing', async () => {
    const before = await memberCount();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['password1', {}, COMMON],
      ['Qwerty123', {}, COMMON],
      ['          ', {}, COMMON],
      ['skyblue77', { mb_id: 'skyblue77' }, PERSONAL],
      ['haneul-2026', { mb_email: 'haneul-2026@example.com' }, PERSONAL],
    ];
    for (const [password, overrides, expected] of cases) {
      const res = await visitorAt(api.app, `198.51.100.${40 + seq}`).post(
        '/api/v1/register',
        registration(password, overrides),
      );
      expect(res.status, password).toBe(422);
      expect(res.body.errors.mb_password, password).toEqual([expected]);
    }
    expect(await memberCount()).toBe(before);
    // No composition rules: a long passphrase of lower-case words is fine.
    const ok = await visitorAt(api.app, '198.51.100.90').post(
      '/api/v1/register',
      registration('wick and wax at dawn'),
    );
    expect(ok.status).toBe(201);
  });

  it('a password change refuses a common password or one with the id, in the session language', async () => {
    const m = await api.createMember({ email: 'changer@example.com' });
    const client = new CookieBrowser(api.url);
    await client.login(m.mb_id, m.password);
    const change = (password: string) =>
      client.post('/api/v1/confirm-my-password', {
        current_password: m.password,
        mb_password: password,
        mb_password_confirmation: password,
      });
    expect((await change('password1')).body.errors.mb_password).toEqual([COMMON]);
    expect((await change(`${m.mb_id}!!`)).body.errors.mb_password).toEqual([PERSONAL]);
    await client.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect((await change('changer-2026')).body.errors.mb_password).toEqual([
      'The password must not contain your ID or email.',
    ]);
    const row = await api.app.database.db.query.members.findFirst({ where: eq(members.id, m.id) });
    expect((await change('lanterns by the sea')).status).toBe(200);
    const after = await api.app.database.db.query.members.findFirst({
      where: eq(members.id, m.id),
    });
    expect(after!.passwordHash).not.toBe(row!.passwordHash);
  });

  it('a reset refuses a password with the id and leaves the link usable', async () => {
    const m = await api.createMember({ email: 'resetter@example.com' });
    const client = new CookieBrowser(api.url);
    await client.start();
    await client.post('/api/v1/forget_password', {
      mb_id: m.mb_id,
      mb_email: 'resetter@example.com',
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await api.outbox())[0]!.text)![1]!;
    const reset = (password: string) =>
      client.post('/api/v1/reset_password', {
        token,
        mb_password: password,
        mb_password_confirmation: password,
      });
    const personal = await reset(`my-${m.mb_id}`);
    expect(personal.status).toBe(422);
    expect(personal.body.errors.mb_password).toEqual([PERSONAL]);
    expect((await reset('sunshine')).body.errors.mb_password).toEqual([COMMON]);
    expect((await reset('lanterns by the sea')).status).toBe(200);
  });
});

describe('every current-password check is throttled like a login', () => {
  it('answers 429 after five wrong current passwords on confirm-my-password', async () => {
    const m = await api.createMember();
    const client = new CookieBrowser(api.url);
    await client.login(m.mb_id, m.password);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await client.post('/api/v1/confirm-my-password', {
        current_password: `not-it-${i}-x`,
        mb_password: 'lanterns by the sea',
        mb_password_confirmation: 'lanterns by the sea',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429, 429, 429, 429, 429]);
    const last = await client.post('/api/v1/confirm-my-password', {
      current_password: m.password,
      mb_password: 'lanterns by the sea',
      mb_password_confirmation: 'lanterns by the sea',
    });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('비밀번호를 너무 많이 틀렸습니다. 15분 후 다시 시도해 주세요.');
    // The same limiter as login: this address may not log in to the account either.
    expect((await new CookieBrowser(api.url).login(m.mb_id, m.password)).status).toBe(429);
  });

  it('answers 429 after five wrong passwords on unregister, and keeps the member', async () => {
    const m = await api.createMember();
    const client = visitorAt(api.app, '198.51.100.77');
    expect((await client.login(m.mb_id, m.password)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push(
        (await client.post('/api/v1/unregister', { mb_password: `not-it-${i}-x` })).status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
    const row = await api.app.database.db.query.members.findFirst({ where: eq(members.id, m.id) });
    expect(row?.deletedAt).toBeNull();
    // The owner, elsewhere, is not locked out.
    expect((await visitorAt(api.app, '203.0.113.77').login(m.mb_id, m.password)).status).toBe(200);
  });
});
