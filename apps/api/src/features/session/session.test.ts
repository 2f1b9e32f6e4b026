import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORWARDING_KEY_HEADER } from '../../http/client-address.js';
import { startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('POST /api/v1/login-check', () => {
  it('gives a first-time visitor a session, an XSRF token and a cart key', async () => {
    const client = new CookieBrowser(api.url);
    const res = await client.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: null,
      lang: 'kr',
      currency: 'krw',
      cart_count: 0,
      coupon_count: 0,
      notification_count: 0,
    });
    expect(res.body.cart_key).toMatch(/^[0-9a-f-]{36}$/);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/atelier_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/XSRF-TOKEN=/);
    expect(setCookie).not.toMatch(/XSRF-TOKEN=[^;]+;[^\n]*HttpOnly/i);

    const again = await client.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(again.body.cart_key).toBe(res.body.cart_key);
  });
});

// Issue 10 (finding 6) narrowed "from this host" to the storefront's rendering, which proves
// itself with the forwarding key; security/forwarded-address.security.test.ts has the rest.
describe('the visitor address a session records', () => {
  it.each([
    // The storefront renders on behalf of the visitor, in this process.
    [
      "takes X-Forwarded-For from this process's storefront rendering",
      '127.0.0.1',
      true,
      '203.0.113.7',
    ],
    ['ignores X-Forwarded-For from any other client on this host', '127.0.0.1', false, '127.0.0.1'],
    [
      'ignores X-Forwarded-For from another host unless TRUST_PROXY lists it',
      '198.51.100.20',
      false,
      '198.51.100.20',
    ],
  ])('%s', async (_title, remoteAddress, withKey, recorded) => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login-check',
      remoteAddress,
      headers: {
        'x-forwarded-for': '203.0.113.7',
        ...(withKey ? { [FORWARDING_KEY_HEADER]: api.app.forwardingKey } : {}),
      },
    });
    expect(res.statusCode).toBe(200);
    // A visitor session gets its row with its first stored value (issue 10), here the GA id.
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const stored = await api.app.inject({
      method: 'POST',
      url: '/api/statistic-center/set-session',
      remoteAddress,
      cookies,
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-xsrf-token': cookies['XSRF-TOKEN']!,
        ...(withKey ? { [FORWARDING_KEY_HEADER]: api.app.forwardingKey } : {}),
      },
      payload: { ga_client_id: '111.222' },
    });
    expect(stored.statusCode).toBe(200);
    expect((await api.sessions())[0]?.ip).toBe(recorded);
  });
});

describe('XSRF', () => {
  it("refuses unsafe methods without the token, with a wrong one, or with another session's", async () => {
    const a = new CookieBrowser(api.url);
    const b = new CookieBrowser(api.url);
    await a.start();
    await b.start();
    const missing = await a.post(
      '/api/v1/language',
      { lang: 'en', currency: 'usd' },
      { xsrf: false },
    );
    expect(missing.status).toBe(419);
    expect(missing.body.message).toContain('보안 토큰');

    const forged = await a.post(
      '/api/v1/language',
      { lang: 'en', currency: 'usd' },
      {
        headers: { 'x-xsrf-token': 'abc.def' },
        xsrf: false,
      },
    );
    expect(forged.status).toBe(419);

    const stolen = await a.post(
      '/api/v1/language',
      { lang: 'en', currency: 'usd' },
      {
        headers: { 'x-xsrf-token': b.xsrf! },
        xsrf: false,
      },
    );
    expect(stolen.status).toBe(419);

    const check = await a.post('/api/v1/login-check', undefined, { xsrf: false });
    expect(check.body.lang).toBe('kr');
  });

  it('refuses a token-bearing request that has no session at all', async () => {
    const res = await new CookieBrowser(api.url).post(
      '/api/v1/logout',
      {},
      {
        headers: { 'x-xsrf-token': 'a.b' },
        xsrf: false,
      },
    );
    expect(res.status).toBe(419);
  });
});

describe('POST /api/v1/language', () => {
  it('switches to en/usd, answers later messages in English and keeps it on the session', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lang: 'en', currency: 'usd' });
    const check = await client.post('/api/v1/login-check');
    expect(check.body).toMatchObject({ lang: 'en', currency: 'usd' });
    const notFound = await client.get('/api/v1/nothing-here');
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe('The page was not found or is not accessible.');
  });

  it.each([
    [{ lang: 'en', currency: 'krw' }, 'currency'],
    [{ lang: 'ja', currency: 'jpy' }, 'lang'],
    [{ lang: 'kr' }, 'currency'],
  ])('refuses %j with a 422 on %s and changes nothing', async (body, field) => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/language', body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    const check = await client.post('/api/v1/login-check');
    expect(check.body).toMatchObject({ lang: 'kr', currency: 'krw' });
  });
});

describe('POST /api/statistic-center/set-session', () => {
  it('stores the GA client id on the session', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/statistic-center/set-session', {
      ga_client_id: '123456.7890',
    });
    expect(res.status).toBe(200);
    const rows = await api.app.database.db.query.sessions.findMany();
    expect(rows.some((r) => r.gaClientId === '123456.7890')).toBe(true);
  });

  it('refuses a malformed id', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/statistic-center/set-session', {
      ga_client_id: "1' or '1'='1",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.ga_client_id).toHaveLength(1);
  });
});
