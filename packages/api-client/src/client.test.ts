import {
  ApiRequestError,
  createApiClient,
  createCookieJar,
  DEFAULT_TIMEOUT_MS,
  isApiError,
  unwrap,
  type ApiError,
  type NotFoundError,
  type UnauthorizedError,
} from '@atelier/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { closedPortUrl, startTestServer, type Echo, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectError(result: { ok: boolean; error?: ApiError }): ApiError {
  expect(result.ok).toBe(false);
  if (!result.error) throw new Error('expected an error result');
  return result.error;
}

describe('createApiClient: environment', () => {
  it('requires an absolute baseUrl during SSR (no document) and defaults to "" in the browser', () => {
    expect(() => createApiClient()).toThrow(/absolute URL/);
    expect(() => createApiClient({ baseUrl: '/api' })).toThrow(TypeError);
    vi.stubGlobal('document', { cookie: '' });
    expect(createApiClient().baseUrl).toBe('');
  });

  it('defaults the timeout to 10 000 ms', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
    expect(createApiClient({ baseUrl: server.url }).timeoutMs).toBe(10_000);
  });

  it('sends JSON headers, X-Requested-With and a JSON body', async () => {
    const client = createApiClient({ baseUrl: `${server.url}/`, headers: { 'X-App': 'atelier' } });
    const result = unwrap(await client.post<Echo>('/echo', { a: 1, 한글: '값' }));
    expect(result.headers.accept).toBe('application/json');
    expect(result.headers['content-type']).toBe('application/json');
    expect(result.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(result.headers['x-app']).toBe('atelier');
    expect(result.body).toEqual({ a: 1, 한글: '값' });
    const get = unwrap(await client.get<Echo>('/echo'));
    expect(get.headers['content-type']).toBeUndefined();
  });
});

describe('XSRF', () => {
  it('sends X-XSRF-TOKEN (decoded from the forwarded cookie) on POST/PUT/PATCH/DELETE, not on GET', async () => {
    const client = createApiClient({
      baseUrl: server.url,
      cookie: 'atelier_session=abc; XSRF-TOKEN=tok%2Fen%3D%3D',
    });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const echo = unwrap(await client.request<Echo>('/echo', { method }));
      expect(echo.headers['x-xsrf-token'], method).toBe('tok/en==');
      expect(echo.headers.cookie, method).toBe('atelier_session=abc; XSRF-TOKEN=tok%2Fen%3D%3D');
    }
    const get = unwrap(await client.get<Echo>('/echo'));
    expect(get.headers['x-xsrf-token']).toBeUndefined();
    expect(get.headers.cookie).toContain('atelier_session=abc');
  });

  it('sends it on a GET that asks for it (a GET that changes state)', async () => {
    const client = createApiClient({ baseUrl: server.url, cookie: 'XSRF-TOKEN=tok%2Fen%3D%3D' });
    const echo = unwrap(await client.get<Echo>('/echo', { xsrf: true, etag: false }));
    expect(echo.headers['x-xsrf-token']).toBe('tok/en==');
  });

  it('reads the cookie function at request time and sends nothing without a token', async () => {
    let cookie: string | undefined = undefined;
    const client = createApiClient({ baseUrl: server.url, cookie: () => cookie });
    const none = unwrap(await client.post<Echo>('/echo'));
    expect(none.headers['x-xsrf-token']).toBeUndefined();
    expect(none.headers.cookie).toBeUndefined();
    cookie = 'XSRF-TOKEN=later';
    expect(unwrap(await client.post<Echo>('/echo')).headers['x-xsrf-token']).toBe('later');
  });

  it('reads document.cookie in the browser', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=from%20browser' });
    const client = createApiClient({ baseUrl: server.url });
    expect(unwrap(await client.delete<Echo>('/echo')).headers['x-xsrf-token']).toBe('from browser');
    expect(unwrap(await client.get<Echo>('/echo')).headers['x-xsrf-token']).toBeUndefined();
  });

  it('hands Set-Cookie to onSetCookie; a cookie jar forwards them on the next call', async () => {
    const jar = createCookieJar('atelier_session=s1; theme=dark');
    const seen: string[][] = [];
    const client = createApiClient({
      baseUrl: server.url,
      cookie: jar.cookieHeader,
      onSetCookie: (headers) => {
        seen.push(headers);
        jar.store(headers);
      },
    });
    await client.get('/set-cookie');
    expect(seen).toEqual([
      ['XSRF-TOKEN=fresh%2Btoken; Path=/', 'atelier_session=s2; Path=/; HttpOnly'],
    ]);
    const echo = unwrap(await client.post<Echo>('/echo'));
    expect(echo.headers.cookie).toBe('atelier_session=s2; theme=dark; XSRF-TOKEN=fresh%2Btoken');
    expect(echo.headers['x-xsrf-token']).toBe('fresh+token');
  });
});

describe('ETag cache', () => {
  it('sends If-None-Match for a known URL and answers a 304 from the cache', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const first = await client.get<{ name: string; served: number }>('/etag/notice', {
      query: { page: 1 },
    });
    expect(first).toMatchObject({ ok: true, status: 200, data: { name: 'notice', served: 1 } });
    const key = `${server.url}/etag/notice?page=1`;
    expect(client.etagCache.get(key)?.etag).toBe('"v1-notice"');

    const second = await client.get<{ name: string; served: number }>('/etag/notice', {
      query: { page: 1 },
    });
    expect(second).toMatchObject({ ok: true, status: 304, data: { name: 'notice', served: 1 } });
    expect(server.hits.get('etag:notice')).toBe(2);
    const sent = server.requests.filter((r) => r.url.startsWith('/etag/notice'));
    expect(sent[0]?.headers['if-none-match']).toBeUndefined();
    expect(sent[1]?.headers['if-none-match']).toBe('"v1-notice"');
  });

  it('keys the cache by full URL and keeps clients apart', async () => {
    const a = createApiClient({ baseUrl: server.url });
    const b = createApiClient({ baseUrl: server.url });
    await a.get('/etag/keyed', { query: { page: 1 } });
    const otherQuery = await a.get('/etag/keyed', { query: { page: 2 } });
    const otherClient = await b.get('/etag/keyed', { query: { page: 1 } });
    expect(otherQuery.ok && otherQuery.status).toBe(200);
    expect(otherClient.ok && otherClient.status).toBe(200);
  });

  it('does not use the cache when etag: false', async () => {
    const client = createApiClient({ baseUrl: server.url });
    await client.get('/etag/off');
    const again = await client.get('/etag/off', { etag: false });
    expect(again.ok && again.status).toBe(200);
    expect(
      server.requests.filter((r) => r.url === '/etag/off')[1]?.headers['if-none-match'],
    ).toBeUndefined();
  });

  it('fails a 304 that has no cached copy', async () => {
    const client = createApiClient({ baseUrl: server.url, lang: 'en' });
    const error = expectError(await client.get('/always-304'));
    expect(error).toMatchObject({
      kind: 'other',
      status: 304,
      method: 'GET',
      url: `${server.url}/always-304`,
    });
    expect(error.message).toMatch(/cached copy is missing/);
  });

  it('fails a success answer whose JSON is broken', async () => {
    const error = expectError(await createApiClient({ baseUrl: server.url }).get('/not-json'));
    expect(error).toMatchObject({ kind: 'other', status: 200, body: '{"broken":' });
  });
});

describe('timeout and abort', () => {
  it('gives up after timeoutMs with kind timeout and a Korean message by default', async () => {
    const client = createApiClient({ baseUrl: server.url, timeoutMs: 200 });
    const started = Date.now();
    const error = expectError(await client.get('/hang'));
    const elapsed = Date.now() - started;
    expect(error).toMatchObject({ kind: 'timeout', status: null, timeoutMs: 200 });
    expect(error.message).toBe('요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.');
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(3000);
  });

  it('speaks English when the lang getter says en, and takes a per-request timeout', async () => {
    let lang: 'kr' | 'en' = 'kr';
    const client = createApiClient({ baseUrl: server.url, lang: () => lang });
    lang = 'en';
    const error = expectError(await client.get('/hang', { timeoutMs: 100 }));
    expect(error.message).toBe('The request timed out. Please try again.');
  });

  it('answers kind aborted when the caller aborts', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const controller = new AbortController();
    const pending = client.get('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(expectError(await pending)).toMatchObject({ kind: 'aborted', status: null });
    const already = AbortSignal.abort();
    expect(expectError(await client.get('/echo', { signal: already })).kind).toBe('aborted');
  });
});

describe('error values', () => {
  it('maps 419 to csrf with the server message', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const error = expectError(await client.post('/status/419'));
    expect(error).toMatchObject({ kind: 'csrf', status: 419, message: 'server says 419' });
  });

  it('maps 401, 403 and 404 with their statuses', async () => {
    const client = createApiClient({ baseUrl: server.url });
    expect(expectError(await client.get('/status/401'))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(expectError(await client.get('/status/403'))).toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
    expect(expectError(await client.get('/status/404'))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
    client.dispose();
  });

  it('parses 422 into field errors with dotted names', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const error = expectError(await client.post('/status/422', { items: [{ qty: 0 }] }));
    expect(error.kind).toBe('validation');
    if (error.kind !== 'validation') return;
    expect(error.status).toBe(422);
    expect(error.message).toBe('입력값을 확인해 주세요.');
    expect(error.errors).toEqual({
      'items.0.qty': ['수량은 1 이상이어야 합니다.'],
      mb_id: ['이미 사용 중인 아이디입니다.'],
    });
  });

  it('reads Retry-After on 429', async () => {
    const error = expectError(await createApiClient({ baseUrl: server.url }).get('/status/429'));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 42,
      message: 'slow down',
    });
  });

  it('maps 5xx without a JSON body to other, with the client message', async () => {
    const error = expectError(
      await createApiClient({ baseUrl: server.url, lang: 'en' }).get('/status/500'),
    );
    expect(error).toMatchObject({ kind: 'other', status: 500, body: '<h1>oops</h1>' });
    expect(error.message).toBe('The request could not be completed. Please try again later.');
    expect(
      expectError(await createApiClient({ baseUrl: server.url }).get('/status/503')).message,
    ).toBe('server says 503');
  });

  it('answers kind network when nothing listens', async () => {
    const client = createApiClient({ baseUrl: await closedPortUrl() });
    const error = expectError(await client.get('/anything'));
    expect(error).toMatchObject({ kind: 'network', status: null });
    expect(error.kind === 'network' && error.cause).toBeInstanceOf(Error);
  });

  it('offers isApiError, ApiRequestError and unwrap for callers who throw', async () => {
    const result = await createApiClient({ baseUrl: server.url }).post('/status/422');
    const error = expectError(result);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'validation')).toBe(true);
    expect(isApiError(error, 'csrf')).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'bogus', message: 'x' })).toBe(false);
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({
      name: 'ApiRequestError',
      kind: 'validation',
      status: 422,
      message: '입력값을 확인해 주세요.',
    });
    expect((thrown as ApiRequestError).error).toBe(error);
    expect(isApiError(thrown)).toBe(false);
  });
});

describe('global hooks', () => {
  it('debounces 401s: three within 300 ms call on401 once, after 300 ms', async () => {
    const on401 = vi.fn<(error: UnauthorizedError) => void>();
    const client = createApiClient({ baseUrl: server.url, on401 });
    await Promise.all([
      client.get('/status/401'),
      client.get('/status/401'),
      client.post('/status/401'),
    ]);
    expect(on401).not.toHaveBeenCalled();
    await sleep(150);
    expect(on401).not.toHaveBeenCalled();
    await sleep(250);
    expect(on401).toHaveBeenCalledTimes(1);
    expect(on401.mock.calls[0]?.[0]).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      method: 'POST',
    });

    await client.get('/status/401');
    await sleep(400);
    expect(on401).toHaveBeenCalledTimes(2);
  });

  it('calls on404 for each 404, not debounced; skipHooks and setHandlers work', async () => {
    const on404 = vi.fn<(error: NotFoundError) => void>();
    const client = createApiClient({ baseUrl: server.url, on404 });
    await client.get('/status/404');
    await client.get('/status/404');
    expect(on404).toHaveBeenCalledTimes(2);
    expect(on404.mock.calls[0]?.[0]).toMatchObject({
      kind: 'not_found',
      message: 'server says 404',
    });

    await client.get('/status/404', { skipHooks: true });
    expect(on404).toHaveBeenCalledTimes(2);

    const replacement = vi.fn();
    const on401 = vi.fn();
    client.setHandlers({ on404: replacement, on401 });
    await client.get('/status/404');
    expect(on404).toHaveBeenCalledTimes(2);
    expect(replacement).toHaveBeenCalledTimes(1);

    await client.get('/status/401');
    client.setHandlers({ on401: undefined });
    await sleep(350);
    expect(on401).not.toHaveBeenCalled();
  });

  it('keeps a throwing hook from rejecting the call', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createApiClient({
      baseUrl: server.url,
      on404: () => {
        throw new Error('hook bug');
      },
    });
    expect(expectError(await client.get('/status/404')).kind).toBe('not_found');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
