import { ingestImage, loadConfig } from '@atelier/api';
import { createTestDatabase } from '@atelier/api/testing';
import type { ServerEntry } from '@atelier/app-frame/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createGateway } from './create-gateway.js';

// A stand-in render entry: it proves the storefront reaches the API over the gateway's own
// loopback address with the visitor's cookies, without building the storefront.
const entry: ServerEntry = {
  async render({ client, request }) {
    const check = await client.post<{ cart_key: string }>('/api/v1/login-check');
    // Rendering stores nothing (issue 10); this page stores the GA id, so its session gets a row.
    if (new URL(request.url).pathname === '/stores/a-value') {
      await client.post('/api/statistic-center/set-session', { ga_client_id: '111.222' });
    }
    return {
      kind: 'page',
      status: 200,
      head: {
        htmlLang: 'ko',
        title: 't',
        description: 'd',
        canonical: request.url,
        alternates: [],
        openGraph: [],
        jsonLd: [],
      },
      appHtml: `<p id="probe">${check.ok ? `cart ${check.data.cart_key}` : `failed ${check.error.kind}`}</p><p id="url">${request.url}</p>`,
      state: {} as never,
      routeFiles: [],
    };
  },
};

let app: FastifyInstance;
let origin: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'https://shop.example',
  });
  app = await createGateway(config, {
    api: { database: database.handle, logger: false },
    // The storefront twice: at `/` and at a second base path, as the registry lists apps.
    apps: [
      { basePath: '/', package: '@atelier/storefront' },
      { basePath: '/second', package: '@atelier/storefront' },
    ],
    overrides: {
      '/': { entry, manifest: {}, config: {} },
      '/second': { entry, manifest: {}, config: {} },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('createGateway: the API and the storefront on one port', () => {
  test('pages render through the storefront, which calls the API over loopback', async () => {
    const res = await fetch(`${origin}/any/page`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/<p id="probe">cart [\w-]{8,}<\/p>/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('atelier_session='))).toBe(true);
  });

  test("a session the rendering stores records the visitor's address, not loopback", async () => {
    const before = await app.database.db.query.sessions.findMany();
    await app.inject({ method: 'GET', url: '/any/page', remoteAddress: '203.0.113.49' });
    // A page that stores nothing leaves no session row behind.
    expect(await app.database.db.query.sessions.findMany()).toHaveLength(before.length);
    const res = await app.inject({
      method: 'GET',
      url: '/stores/a-value',
      remoteAddress: '203.0.113.50',
      headers: { 'user-agent': 'gateway-address-test' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await app.database.db.query.sessions.findMany();
    expect(rows.find((row) => row.userAgent === 'gateway-address-test')?.ip).toBe('203.0.113.50');
  });

  test('the API keeps its own paths, health checks and JSON 404', async () => {
    const check = await fetch(`${origin}/api/v1/login-check`, { method: 'POST' });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ user: null, lang: 'kr' });
    expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'ok' });
    const missing = await fetch(`${origin}/api/v1/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  test('every listed app answers under its base path', async () => {
    for (const path of ['/second', '/second/any/page']) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`<p id="url">https://shop.example${path}</p>`);
    }
  });

  test('legacy URLs are redirected before rendering', async () => {
    const res = await fetch(`${origin}/shop/qa_list.php`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/customer/faq');
  });
});

describe('createGateway: the Host a request names is not trusted', () => {
  test('pages see their URL on PUBLIC_URL, whatever Host and X-Forwarded-Host say (issue 10)', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/any/page?x=1', headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p id="url">https://shop.example/any/page?x=1</p>');
    }
  });

  test('a malformed Host answers 400 in the API error format, pages too', async () => {
    for (const url of ['/any/page', '/api/v1/notice']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'a b' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: expect.stringContaining('Host') });
    }
  });
});

describe('createGateway: security headers', () => {
  test('API answers carry the API headers; pages keep their own policy and framing', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/v1/notice' });
    expect(json.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(json.headers['x-frame-options']).toBe('DENY');
    const page = await app.inject({ method: 'GET', url: '/any/page' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const bad = await app.inject({ method: 'GET', url: '/shop/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
    expect(bad.body).not.toContain('%E0');
  });
});

describe('createGateway: uploaded images', () => {
  // A 2×2 PNG: the gateway serves what the API stored.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4sajqxKIqBggFADY2B5Foi7hGAAAAAElFTkSuQmCC',
    'base64',
  );

  test('/media renditions are answered by the API, not rendered as pages', async () => {
    const { storageKey } = await ingestImage(app.objectStore, png, {
      prefix: 'products',
      maxBytes: 1024 * 1024,
    });
    const res = await fetch(`${origin}/media/${storageKey}/thumb.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    const missing = await fetch(`${origin}/media/products/none/thumb.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });
});
