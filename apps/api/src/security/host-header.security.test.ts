import { HONG } from '@atelier/test-utils/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { memberSeeder } from '../seed/member-seeder.js';
import { noticeSeeder } from '../seed/notice-seeder.js';
import { seedDemoData } from '../seed/seed.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 5: `Host: a b` answered 500, and absolute URLs followed whatever Host or
// X-Forwarded-Host (from loopback) a request carried. Pages are checked in the storefront's
// SSR tests; here the API's side.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { PUBLIC_URL: 'https://shop.example' } });
  await seedDemoData(api.app.database.db, api.app.log, { seeders: [memberSeeder, noticeSeeder] });
});
afterAll(() => api.close());

describe('the Host header', () => {
  it.each([
    'a b',
    'evil.example/x',
    'a@b',
    '<script>',
    'shop.example:99999',
    'exa mple:80',
    '[::1',
  ])('Host %j: 400 in our error format, nothing run', async (host) => {
    for (const [method, url] of [
      ['GET', '/api/v1/notice'],
      ['POST', '/api/v1/login-check'],
      ['GET', '/healthz'],
      ['GET', '/no-such-page'],
    ] as const) {
      const before = (await api.sessions()).length;
      const res = await api.app.inject({ method, url, headers: { host } });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: '요청의 호스트(Host) 헤더가 올바르지 않습니다.' });
      expect(res.body).not.toContain(host);
      expect((await api.sessions()).length).toBe(before);
    }
  });

  it('a malformed X-Forwarded-Host from a TRUST_PROXY proxy is refused the same way; from anyone else it is ignored', async () => {
    const behindProxy = await startTestApi({
      env: { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '10.0.0.0/8' },
    });
    try {
      const fromProxy = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/v1/notice',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-host': 'a b' },
      });
      expect(fromProxy.statusCode).toBe(400);
    } finally {
      await behindProxy.close();
    }
    // Loopback is not a configured proxy: its forwarded headers are dropped, not trusted.
    const fromLoopback = await api.app.inject({
      method: 'GET',
      url: '/api/v1/notice',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-host': 'a b' },
    });
    expect(fromLoopback.statusCode).toBe(200);
  });

  it.each([
    'shop.example',
    'shop.example:8443',
    '127.0.0.1:3000',
    '[::1]:3000',
    'api_1:3000',
    'localhost',
  ])('Host %j is served', async (host) => {
    const res = await api.app.inject({ method: 'GET', url: '/api/v1/notice', headers: { host } });
    expect(res.statusCode).toBe(200);
  });

  it('the reset mail links to PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login-check',
      remoteAddress: '127.0.0.1',
    });
    const cookies = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = decodeURIComponent(login.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/v1/forget_password',
      remoteAddress: '127.0.0.1',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        cookie: cookies,
        'x-xsrf-token': xsrf,
      },
      payload: { mb_id: HONG.mb_id, mb_email: HONG.mb_email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await api.outbox();
    expect(mail?.text).toMatch(/https:\/\/shop\.example\/shop\/reset\?token=/);
    expect(mail?.text).not.toContain('evil.example');
  });
});
