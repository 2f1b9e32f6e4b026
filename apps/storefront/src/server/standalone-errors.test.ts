import { request as httpRequest } from 'node:http';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { storefrontPlugin } from './plugin.js';
import type { ServerEntry } from './render-contract.js';
import { standaloneErrorOptions, useStandaloneErrorPages } from './standalone-errors.js';

// Issue 10, finding 12, for the storefront's own process (production: its own deployable): a
// malformed URL, an over-long header or an unknown file answered Fastify's JSON with the path.

const entry: ServerEntry = {
  render: () => Promise.reject(new Error('not rendered in these tests')),
};

let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  // As src/server/main.ts builds it.
  app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    ...standaloneErrorOptions(),
  });
  useStandaloneErrorPages(app);
  await app.register(storefrontPlugin, {
    apiOrigin: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    entry,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app?.close());

function expectErrorPage(
  status: number,
  headers: Record<string, unknown>,
  body: string,
  text: string,
) {
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(body).toContain(text);
  expect(body).not.toMatch(/%E0|secret-path|FST_|statusCode/);
  expect(status).toBeGreaterThanOrEqual(400);
}

describe("the storefront's own server answers framework errors with a page, the path not echoed", () => {
  test.each([
    ['/shop/%E0%A4%A', 400, '요청 주소가 올바르지 않습니다.'],
    ['/build/secret-path/%E0%A4%A', 400, '요청 주소가 올바르지 않습니다.'],
    ['/build/assets/secret-path.js', 404, '페이지를 찾을 수 없습니다.'],
    ['/api/v1/secret-path', 404, '페이지를 찾을 수 없습니다.'],
  ])('%s → %i', async (url, status, text) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expectErrorPage(res.statusCode, res.headers, res.body, text);
  });

  test('an oversized header: 431 with a page', async () => {
    const answer = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = httpRequest(
        `${origin}/secret-path`,
        { headers: { 'x-padding': 'y'.repeat(20_000) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expectErrorPage(answer.status, answer.headers, answer.body, '요청 헤더가 너무 큽니다.');
  });
});
