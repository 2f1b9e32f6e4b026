import { CookieBrowser } from '@atelier/test-utils/browser';
import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { sessions } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 14: 30 cookie-less login-checks created 30 session rows. A visitor session
// now lives in a signed cookie until it has something to store.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
});

async function rowCount() {
  const [row] = await api.app.database.db.select({ n: count() }).from(sessions);
  return row!.n;
}

describe('visitor sessions without rows', () => {
  it('30 cookie-less login-checks store no row, yet each gets a session, a token and a cart', async () => {
    const before = await rowCount();
    const cartKeys = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const res = await new CookieBrowser(api.url).start();
      expect(res.status).toBe(200);
      const setCookie = res.headers.getSetCookie().join('\n');
      expect(setCookie).toMatch(/atelier_session=[^;]+;.*HttpOnly/i);
      expect(setCookie).toMatch(/XSRF-TOKEN=/);
      cartKeys.add(res.body.cart_key);
    }
    expect(cartKeys.size).toBe(30);
    expect(await rowCount()).toBe(before);
  });

  it("keeps the visitor's cart, language and XSRF token without a row, as server rendering uses them", async () => {
    const before = await rowCount();
    const browser = new CookieBrowser(api.url);
    const first = await browser.start();
    // What `?lang=en` does while rendering: login-check, then the language call.
    const language = await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect(language.status).toBe(200);
    const check = await browser.post('/api/v1/login-check');
    expect(check.body).toMatchObject({ user: null, lang: 'en', currency: 'usd' });
    expect(check.body.cart_key).toBe(first.body.cart_key);
    expect((await browser.get('/api/v1/nothing-here')).body.message).toBe(
      'The page was not found or is not accessible.',
    );
    // Without the token the visitor is refused as before.
    const missing = await browser.post(
      '/api/v1/language',
      { lang: 'kr', currency: 'krw' },
      { xsrf: false },
    );
    expect(missing.status).toBe(419);
    expect(await rowCount()).toBe(before);
  });

  it('writes the row with the first value only a row holds, keeping cookie, token and cart', async () => {
    const before = await rowCount();
    const browser = new CookieBrowser(api.url);
    const first = await browser.start();
    await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    const cookie = browser.jar.get('atelier_session');
    const stored = await browser.post('/api/statistic-center/set-session', {
      ga_client_id: '123.456',
    });
    expect(stored.status).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    expect(browser.jar.get('atelier_session')).toBe(cookie);
    const check = await browser.post('/api/v1/login-check');
    expect(check.body).toMatchObject({
      lang: 'en',
      currency: 'usd',
      cart_key: first.body.cart_key,
    });
    expect((await browser.post('/api/v1/language', { lang: 'kr', currency: 'krw' })).status).toBe(
      200,
    );
    expect((await browser.post('/api/v1/login-check')).body.lang).toBe('kr');
    expect(await rowCount()).toBe(before + 1);
  });

  it('refuses a visitor cookie someone changed: a new visitor, and the old token is useless', async () => {
    const browser = new CookieBrowser(api.url);
    const first = await browser.start();
    const cookie = browser.jar.get('atelier_session')!;
    const token = browser.xsrf!;
    const parts = cookie.split('.');
    for (const forged of [
      [parts[0], '00000000-0000-4000-8000-000000000000', ...parts.slice(2)].join('.'),
      [...parts.slice(0, 2), 'en', 'usd', ...parts.slice(4)].join('.'),
      [...parts.slice(0, 4), 'zzzzzz', parts[5]].join('.'),
    ]) {
      const tampered = new CookieBrowser(api.url);
      tampered.jar.store([`atelier_session=${forged}`, `XSRF-TOKEN=${encodeURIComponent(token)}`]);
      const refused = await tampered.post('/api/v1/language', { lang: 'en', currency: 'usd' });
      expect(refused.status).toBe(419);
      const check = await tampered.post('/api/v1/login-check', undefined, { xsrf: false });
      expect(check.body.cart_key).not.toBe(first.body.cart_key);
      expect(check.body.lang).toBe('kr');
    }
  });

  it('expires an idle visitor cookie like an idle row', async () => {
    const browser = new CookieBrowser(api.url);
    const first = await browser.start();
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + (api.config.sessionIdleMinutes + 1) * 60_000,
    });
    const later = await browser.post('/api/v1/login-check');
    expect(later.body.cart_key).not.toBe(first.body.cart_key);
  });

  it('keeps an active visitor alive: a request after a tenth of the idle time issues the cookie again', async () => {
    const browser = new CookieBrowser(api.url);
    const first = await browser.start();
    const start = Date.now();
    const idle = api.config.sessionIdleMinutes * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start + idle / 20 });
    const early = await browser.get('/api/v1/nothing-here');
    expect(early.headers.getSetCookie().join('\n')).not.toMatch(/atelier_session=/);
    vi.setSystemTime(start + idle / 5);
    const seen = await browser.get('/api/v1/nothing-here');
    expect(seen.headers.getSetCookie().join('\n')).toMatch(/atelier_session=/);
    vi.setSystemTime(start + (api.config.sessionIdleMinutes + 1) * 60_000);
    const check = await browser.post('/api/v1/login-check');
    expect(check.body.cart_key).toBe(first.body.cart_key);
  });

  it("a visitor cookie copied before login is a new visitor afterwards, not the member's cart", async () => {
    const m = await api.createMember();
    const browser = new CookieBrowser(api.url);
    const visitor = await browser.start();
    const copied = browser.jar.get('atelier_session')!;
    await browser.login(m.mb_id, m.password);
    expect((await browser.post('/api/v1/login-check')).body.cart_key).toBe(visitor.body.cart_key);

    const replay = new CookieBrowser(api.url);
    replay.jar.store([`atelier_session=${copied}`]);
    const check = await replay.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(check.body.user).toBeNull();
    expect(check.body.cart_key).not.toBe(visitor.body.cart_key);
    // Issued again later, the copy still names the ended session.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 });
    const again = await replay.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(again.body.cart_key).toBe(check.body.cart_key);
  });
});
