import { CookieBrowser } from '@atelier/test-utils/browser';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { members } from '../db/schema/index.js';
import { createServer } from '../server.js';
import { createTestDatabase, startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { BODY_LIMIT_BYTES: '2048' } });
});
afterAll(() => api.close());

const memberCount = async () =>
  (await api.app.database.db.select({ n: count() }).from(members))[0]!.n;

describe('bad input at the edge', () => {
  it('answers malformed JSON with a clear 400 and writes nothing', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const before = await memberCount();
    const res = await client.post('/api/v1/register', undefined, { raw: '{"mb_id": "abc",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a body over the limit with 413', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/register', { mb_name: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('요청 본문이 너무 큽니다.');
  });

  it('refuses prototype-poisoning JSON', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/language', undefined, {
      raw: '{"lang":"en","currency":"usd","__proto__":{"isAdmin":true}}',
    });
    expect(res.status).toBe(400);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const client = new CookieBrowser(api.url);
    await client.start();
    const res = await client.post('/api/v1/language', undefined, {
      raw: 'lang=en',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('지원하지 않는 요청 형식입니다.');
  });

  it('answers unknown paths with a localised 404 body', async () => {
    const res = await new CookieBrowser(api.url).get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: '페이지를 찾을 수 없거나 접근할 수 없습니다.' });
  });

  it('never leaks internals on a server error', async () => {
    const { handle, drop } = await createTestDatabase();
    const app = await createServer(api.config, { database: handle, logger: false });
    app.get('/api/v1/__boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/__boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      });
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('ETags', () => {
  it('puts an ETag on every GET JSON answer and answers 304 to If-None-Match', async () => {
    const client = new CookieBrowser(api.url);
    const first = await client.get('/healthz');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const second = await client.get('/healthz', { 'if-none-match': etag! });
    expect(second.status).toBe(304);
    expect(second.body).toBeUndefined();
  });
});
