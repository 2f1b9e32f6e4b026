import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';

// Issue 10, finding 12: API answers had no nosniff or framing headers and no HSTS in
// production; a malformed URL or an oversized header answered Fastify's own error body, the
// path echoed in it.

let api: TestApi;
let production: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  production = await startTestApi({
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      PAYMENT_SANDBOX: 'on',
      PUBLIC_URL: 'https://shop.example',
    },
  });
});
afterAll(async () => {
  await api.close();
  await production.close();
});

type Probe = {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

const PROBES: Probe[] = [
  { name: 'a JSON answer', method: 'GET', url: '/api/v1/notice' },
  { name: 'a health check', method: 'GET', url: '/healthz' },
  { name: 'an unknown API path', method: 'GET', url: '/api/v1/no-such-thing' },
  { name: 'a refused token', method: 'POST', url: '/api/v1/language', payload: '{}' },
  {
    name: 'malformed JSON',
    method: 'POST',
    url: '/api/v1/login-check',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken',
  },
  {
    name: 'an unsupported media type',
    method: 'POST',
    url: '/api/v1/login-check',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  },
  {
    name: 'a body over the limit',
    method: 'POST',
    url: '/api/v1/login-check',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
  },
  { name: 'a malformed URL', method: 'GET', url: '/shop/%E0%A4%A' },
  { name: 'a malformed API URL', method: 'GET', url: '/api/v1/notice/%E0%A4%A?secret=1' },
  { name: 'an over-long path parameter', method: 'GET', url: `/api/v1/notice/${'p'.repeat(300)}` },
];

function expectSafeHeaders(headers: Record<string, unknown>, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['content-security-policy'], label).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}

describe('security headers on API answers', () => {
  it.each(PROBES)('$name: nosniff, no framing, no HSTS outside production', async (probe) => {
    const res = await api.app.inject({ ...probe, method: probe.method as 'GET' });
    expectSafeHeaders(res.headers, probe.name);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production', async () => {
    for (const probe of [PROBES[0]!, PROBES[2]!, PROBES[7]!]) {
      const res = await production.app.inject({ ...probe, method: probe.method as 'GET' });
      expect(res.headers['strict-transport-security'], probe.name).toBe('max-age=31536000');
      expectSafeHeaders(res.headers, probe.name);
    }
  });
});

describe("framework errors in the API's error format", () => {
  it.each([
    ['a malformed URL', '/shop/%E0%A4%A', 400, '요청 주소가 올바르지 않습니다.'],
    [
      'a malformed API URL',
      '/api/v1/notice/%E0%A4%A?secret=1',
      400,
      '요청 주소가 올바르지 않습니다.',
    ],
    [
      'an over-long path parameter',
      `/api/v1/notice/${'p'.repeat(300)}`,
      414,
      '요청 주소가 너무 깁니다.',
    ],
  ])('%s: answered with a message, the path not echoed', async (_name, url, status, message) => {
    const res = await api.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message });
    expect(res.body).not.toMatch(/%E0|secret|ppp|FST_/);
  });

  it.each([
    ['malformed JSON', 4, 400, '요청 본문이 올바른 JSON 형식이 아닙니다.'],
    ['an unsupported media type', 5, 415, '지원하지 않는 요청 형식입니다.'],
    ['a body over the limit', 6, 413, '요청 본문이 너무 큽니다.'],
  ])('%s: answered with our message only', async (_name, index, status, message) => {
    const probe = PROBES[index as number]!;
    const res = await api.app.inject({ ...probe, method: 'POST' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('an oversized header: 431 with our message and headers, nothing echoed', async () => {
    const url = new URL(api.url);
    const answer = await new Promise<{
      status: number;
      headers: Record<string, unknown>;
      body: string;
    }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: '/api/v1/notice?echo-me=1',
          headers: { 'x-padding': 'y'.repeat(20_000) },
        },
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
    expect(answer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ message: '요청 헤더가 너무 큽니다.' });
    expect(answer.body).not.toContain('echo-me');
    expectSafeHeaders(answer.headers, '431');
  });
});
