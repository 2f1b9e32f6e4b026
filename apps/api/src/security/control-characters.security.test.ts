import { Writable } from 'node:stream';

import { DEMO_MEMBER_PASSWORD, HONG, newMemberRegistration } from '@atelier/test-utils/fixtures';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config/env.js';
import { clickLogs, members, translationTerms } from '../db/schema/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import { memberSeeder } from '../seed/member-seeder.js';
import { seedDemoData } from '../seed/seed.js';
import { createServer } from '../server.js';
import { createTestDatabase, startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 4: a NUL byte in a text field reached the database, answered 500, and the
// logged database error held the query's values (password hash, email, phone).

const NUL = '\u0000';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [memberSeeder] });
});
afterAll(() => api.close());

const rows = async () => {
  const db = api.app.database.db;
  const [m] = await db.select({ n: count() }).from(members);
  const [t] = await db.select({ n: count() }).from(translationTerms);
  const [c] = await db.select({ n: count() }).from(clickLogs);
  return { members: m!.n, terms: t!.n, clicks: c!.n };
};

const registration = (overrides: Record<string, unknown>) =>
  newMemberRegistration(overrides, 'nulcheck');

// [what, method, path, body, field the 422 names]
const CASES: [string, string, string, unknown, string][] = [
  ['login id', 'POST', '/api/v1/login', { mb_id: `ho${NUL}ng`, mb_password: 'x' }, 'mb_id'],
  [
    'register name',
    'POST',
    '/api/v1/register',
    registration({ mb_name: `이${NUL}하늘` }),
    'mb_name',
  ],
  [
    'forget_id name',
    'POST',
    '/api/v1/forget_id',
    { mb_name: `홍${NUL}길동`, mb_email: HONG.mb_email },
    'mb_name',
  ],
  [
    'forget_password id',
    'POST',
    '/api/v1/forget_password',
    { mb_id: `ho${NUL}ng`, mb_email: HONG.mb_email },
    'mb_id',
  ],
  [
    'translation terms',
    'POST',
    '/api/translation-ai/terms',
    { locale: 'en', terms: { [`장바${NUL}구니`]: `장바${NUL}구니` } },
    'terms',
  ],
  [
    'click name',
    'POST',
    '/api/v1/click-log',
    { click_id: 12, click_type: 'banner', click_name: `image${NUL}banner`, platform: 'pc' },
    'click_name',
  ],
  [
    'reset token',
    'POST',
    '/api/v1/reset_password',
    { token: `abc${NUL}def`, mb_password: 'candle2027', mb_password_confirmation: 'candle2027' },
    'token',
  ],
  // Issue 19, item 9: a NUL in the payment webhook's paymentKey or orderId answered 500.
  [
    'webhook paymentKey',
    'POST',
    '/api/v1/payment/webhook',
    { eventType: 'PAYMENT_STATUS_CHANGED', data: { paymentKey: `tgen${NUL}1` } },
    'data.paymentKey',
  ],
  [
    'webhook orderId',
    'POST',
    '/api/v1/payment/webhook',
    { orderId: `20261125${NUL}0000001`, status: 'DONE' },
    'orderId',
  ],
];

describe('control characters in text fields', () => {
  it.each(CASES)(
    '%s: 422 on the field in Korean, nothing stored',
    async (_what, method, path, body, field) => {
      const browser = new CookieBrowser(api.url);
      await browser.start();
      const before = await rows();
      const res = await browser.request(method, path, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([expect.stringContaining('사용할 수 없는 문자')]);
      expect(await rows()).toEqual(before);
    },
  );

  it('answers in English for an English session', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const res = await browser.post('/api/v1/click-log', {
      click_id: 12,
      click_type: 'banner',
      click_name: `image${NUL}banner`,
      platform: 'pc',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.click_name).toEqual([
      'The click name field contains characters that are not allowed.',
    ]);
  });

  it('refuses other control characters too, but keeps names that only need trimming', async () => {
    const member = new CookieBrowser(api.url);
    await member.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
    for (const name of [
      `홍\u0007길동`,
      `홍\u001B[31m길동`,
      `홍\u007F길동`,
      `홍\u0085길동`,
      '홍\n길동',
    ]) {
      const res = await member.put(`/api/v1/my-account/${HONG.mb_id}`, {
        mb_name: name,
        mb_email: HONG.mb_email,
        mb_hp: HONG.mb_hp,
        agree_marketing: false,
      });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.body.errors.mb_name, JSON.stringify(name)).toHaveLength(1);
    }
    const trimmed = await member.put(`/api/v1/my-account/${HONG.mb_id}`, {
      mb_name: ' 홍길동\n',
      mb_email: HONG.mb_email,
      mb_hp: HONG.mb_hp,
      agree_marketing: false,
    });
    expect(trimmed.status).toBe(200);
    expect(trimmed.body.user.mb_name).toBe('홍길동');
    const query = await member.get(`/api/v1/notification?mb_id=ho%00ng`);
    expect(query.status).toBe(422);
  });

  it('keeps multi-line phrases for translation (tabs and line breaks are text)', async () => {
    const browser = new CookieBrowser(api.url);
    await browser.start();
    const res = await browser.post('/api/translation-ai/terms', {
      locale: 'en',
      terms: { '첫 줄\n둘째 줄': '첫 줄\n둘째 줄' },
    });
    expect(res.status).toBe(200);
  });
});

describe('database errors in the log', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await createServer(config, { database: database.handle, logger: { stream } });
    const leaky = async (name: string) => ({
      mbId: 'leaky',
      passwordHash: await hashPassword('leaky-password-2026'),
      name,
      email: 'leaky.person@example.com',
      hp: '010-5555-7777',
      termsAgreedAt: new Date(),
      privacyAgreedAt: new Date(),
      age14ConfirmedAt: new Date(),
    });
    // Writes the database refuses, with personal data among their values: what a missed
    // validation (a NUL) or an unhandled unique violation (PostgreSQL's `detail` names the
    // duplicate value) would produce.
    app.post('/api/test/failing-insert', { config: { xsrf: false } }, async () => {
      await app.database.db.insert(members).values(await leaky(`유출${NUL}테스트`));
      return {};
    });
    app.post('/api/test/duplicate-insert', { config: { xsrf: false } }, async () => {
      await app.database.db.insert(members).values(await leaky('유출테스트'));
      await app.database.db.insert(members).values(await leaky('유출테스트'));
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it.each(['failing-insert', 'duplicate-insert'])(
    '%s: logged without the query values',
    async (name) => {
      lines.length = 0;
      const res = await app.inject({ method: 'POST', url: `/api/test/${name}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: expect.stringContaining('일시적인 오류') });
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      // The statement's shape stays, for whoever reads the log.
      expect(log).toMatch(/insert into \\?"members\\?"/);
      for (const secret of [
        'leaky.person@example.com',
        '010-5555-7777',
        '$argon2',
        '유출',
        'leaky-password',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    },
  );
});
