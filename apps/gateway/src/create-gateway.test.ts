import { loadConfig } from '@atelier/api';
import { createTestDatabase } from '@atelier/api/testing';
import type { ServerEntry } from '@atelier/storefront/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createGateway } from './create-gateway.js';

// A stand-in render entry: it proves the storefront reaches the API over the gateway's own
// loopback address with the visitor's cookies, without building the storefront.
const entry: ServerEntry = {
  async render({ client, request }) {
    const check = await client.post<{ cart_key: string }>('/api/v1/login-check');
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
      },
      appHtml: `<p id="probe">${check.ok ? `cart ${check.data.cart_key}` : `failed ${check.error.kind}`}</p>`,
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
  });
  app = await createGateway(config, {
    api: { database: database.handle, logger: false },
    storefront: { entry, manifest: {}, config: {} },
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

  test("sessions opened while rendering record the visitor's address, not loopback", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/any/page',
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

  test('legacy URLs are redirected before rendering', async () => {
    const res = await fetch(`${origin}/shop/qa_list.php`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/customer/faq');
  });
});
