import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../config/env.js';
import { FORWARDING_KEY_HEADER } from '../http/client-address.js';
import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 6: the per-address login limit followed X-Forwarded-For from any
// loopback client, so one client could rotate addresses without end.
let api: TestApi;
let behindProxy: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
  behindProxy = await startTestApi({ env: { TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' } });
});
afterAll(async () => {
  await api.close();
  await behindProxy.close();
});

const newestSessionIp = async (on: TestApi) => (await on.sessions())[0]?.ip;
// A visit that stores something (the GA id), so the session gets its row (issue 10: visitor
// sessions live in a signed cookie until then); both requests carry the same headers.
async function loginCheck(on: TestApi, remoteAddress: string, headers: Record<string, string>) {
  const check = await on.app.inject({
    method: 'POST',
    url: '/api/v1/login-check',
    remoteAddress,
    headers,
  });
  const cookies = Object.fromEntries(check.cookies.map((c) => [c.name, c.value]));
  const stored = await on.app.inject({
    method: 'POST',
    url: '/api/statistic-center/set-session',
    remoteAddress,
    cookies,
    headers: { ...headers, 'x-xsrf-token': cookies['XSRF-TOKEN']! },
    payload: { ga_client_id: '111.222' },
  });
  expect(stored.statusCode).toBe(200);
}

describe('forwarded addresses are trusted only from configured proxies', () => {
  it('keeps one loopback client that rotates X-Forwarded-For under its per-address limit', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const res = await client.post(
        '/api/v1/login',
        { mb_id: `ghost_${i}`, mb_password: 'wrong-pass1' },
        { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('records the socket address of a client that is not a configured proxy, loopback included', async () => {
    await loginCheck(api, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(await newestSessionIp(api)).toBe('127.0.0.1');
    await loginCheck(api, '198.51.100.20', { 'x-forwarded-for': '203.0.113.7' });
    expect(await newestSessionIp(api)).toBe('198.51.100.20');
    await loginCheck(behindProxy, '198.51.100.21', { 'x-forwarded-for': '203.0.113.7' });
    expect(await newestSessionIp(behindProxy)).toBe('198.51.100.21');
  });

  it('takes from a TRUST_PROXY proxy only the hop it added, walking back through proxies only', async () => {
    await loginCheck(behindProxy, '10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 203.0.113.8' });
    expect(await newestSessionIp(behindProxy)).toBe('203.0.113.8');
    // A CDN in front of the balancer: both proxies, the visitor before them.
    await loginCheck(behindProxy, '10.1.2.3', {
      'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.9.9.9',
    });
    expect(await newestSessionIp(behindProxy)).toBe('203.0.113.9');
    await loginCheck(behindProxy, '2001:db8::5', {
      'x-forwarded-for': '2001:db8:ffff::1, 198.51.100.9',
    });
    expect(await newestSessionIp(behindProxy)).toBe('198.51.100.9');
  });

  it("trusts the storefront's server rendering in this process by its forwarding key, not by its address", async () => {
    const key = api.app.forwardingKey;
    expect(key).toMatch(/^[\w-]{40,}$/);
    await loginCheck(api, '127.0.0.1', {
      'x-forwarded-for': '203.0.113.10',
      [FORWARDING_KEY_HEADER]: key,
    });
    expect(await newestSessionIp(api)).toBe('203.0.113.10');
    await loginCheck(api, '127.0.0.1', {
      'x-forwarded-for': '203.0.113.11',
      [FORWARDING_KEY_HEADER]: `${key.slice(0, -1)}x`,
    });
    expect(await newestSessionIp(api)).toBe('127.0.0.1');
    // The key works only from this host: a leaked key from elsewhere changes nothing.
    await loginCheck(api, '198.51.100.22', {
      'x-forwarded-for': '203.0.113.12',
      [FORWARDING_KEY_HEADER]: key,
    });
    expect(await newestSessionIp(api)).toBe('198.51.100.22');
  });

  it('validates TRUST_PROXY as a list of addresses and CIDRs', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).trustProxy).toEqual([]);
    expect(loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: '10.0.0.0/8,::1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal', '1.2.3']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*addresses or CIDRs/,
    );
  });
});
