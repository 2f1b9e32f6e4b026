import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestsOf } from '../fakes/create-fake-fetch.js';
import { CookieBrowser } from './cookie-browser.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// A stand-in for the API's session routes: cookies in, cookies out, requests echoed.
let server: Server;
let url: string;
const seen: Seen[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const cookies: string[] = [];
      if (req.url === '/api/v1/login-check') {
        cookies.push('atelier_session=visitor; Path=/; HttpOnly', 'XSRF-TOKEN=a%2Bb; Path=/');
      }
      if (req.url === '/api/v1/login') cookies.push('atelier_session=member; Path=/; HttpOnly');
      if (req.url === '/api/v1/logout') cookies.push('atelier_session=; Max-Age=0; Path=/');
      if (
        req.url === '/api/v1/members/me' &&
        !/atelier_session=member/.test(req.headers.cookie ?? '')
      ) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"message":"Unauthenticated."}');
        return;
      }
      res.setHeader('set-cookie', cookies);
      if (req.url === '/text') res.setHeader('content-type', 'text/plain').end('plain words');
      else res.setHeader('content-type', 'application/json').end(JSON.stringify({ user: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = () => seen.at(-1)!;

describe('CookieBrowser raw requests', () => {
  it('keeps the cookies it is given, sends them back, and sends XSRF on unsafe methods only', async () => {
    const browser = new CookieBrowser(url);
    const start = await browser.start();
    expect([start.status, start.body]).toEqual([200, { user: null }]);
    expect(last().headers['x-xsrf-token']).toBeUndefined();
    expect(browser.jar.get('atelier_session')).toBe('visitor');
    expect(browser.xsrf).toBe('a+b');

    await browser.get('/api/v1/notice');
    expect(last().headers.cookie).toBe('atelier_session=visitor; XSRF-TOKEN=a%2Bb');
    expect(last().headers['x-xsrf-token']).toBeUndefined();

    await browser.put('/api/v1/language', { lang: 'en' });
    expect(last()).toMatchObject({ method: 'PUT', body: '{"lang":"en"}' });
    expect(last().headers['x-xsrf-token']).toBe('a+b');
    expect(last().headers['content-type']).toBe('application/json');

    await browser.post('/api/v1/logout', undefined, { xsrf: false, headers: { 'x-extra': '1' } });
    expect(last().headers['x-xsrf-token']).toBeUndefined();
    expect(last().headers['x-extra']).toBe('1');
    expect(browser.jar.get('atelier_session')).toBeUndefined();
  });

  it('logs in after opening the session, and sends raw bodies as they are', async () => {
    const browser = new CookieBrowser(url);
    await browser.login('hong', 'atelier2026');
    expect(seen.slice(-2).map((s) => s.url)).toEqual(['/api/v1/login-check', '/api/v1/login']);
    expect(JSON.parse(last().body)).toEqual({ mb_id: 'hong', mb_password: 'atelier2026' });
    expect(browser.jar.get('atelier_session')).toBe('member');

    await browser.post('/echo', undefined, { raw: '{broken' });
    expect(last().body).toBe('{broken');
    const text = await browser.request('DELETE', '/text', undefined);
    expect(text.body).toBe('plain words');
  });
});

describe('CookieBrowser loginCheck and client options', () => {
  it('reads the session answer with the jar', async () => {
    const browser = new CookieBrowser(url);
    expect(await browser.loginCheck()).toEqual({ user: null });
    expect(browser.jar.get('atelier_session')).toBe('visitor');
    await browser.login('hong', 'atelier2026');
    await browser.loginCheck();
    expect(last().headers.cookie).toContain('atelier_session=member');
  });

  it('gives a client the jar and the fetch spy', async () => {
    const browser = new CookieBrowser(url);
    const { baseUrl, cookie, onSetCookie, fetch } = browser.clientOptions;
    const res = await fetch(`${baseUrl}/api/v1/login-check`, { method: 'POST' });
    onSetCookie(res.headers.getSetCookie());
    expect(browser.jar.get('atelier_session')).toBe('visitor');
    await fetch(`${baseUrl}/api/v1/notice`, { headers: { cookie: cookie() ?? '' } });
    expect(last().headers.cookie).toBe('atelier_session=visitor; XSRF-TOKEN=a%2Bb');
    expect(requestsOf(browser.fetch)).toEqual(['POST /api/v1/login-check', 'GET /api/v1/notice']);
  });
});
