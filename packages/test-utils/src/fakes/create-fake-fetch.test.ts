import { describe, expect, it } from 'vitest';

import { createFakeFetch, jsonResponse, requestsOf } from './create-fake-fetch.js';

describe('createFakeFetch', () => {
  it('answers 200 {} by default and records method, URL parts, headers and JSON body', async () => {
    const { fetch, requests } = createFakeFetch();
    const res = await fetch('http://shop.test/api/v1/login?next=%2Fcart', {
      method: 'POST',
      headers: { 'x-xsrf-token': 't' },
      body: JSON.stringify({ mb_id: 'hong' }),
    });
    expect([res.status, await res.json()]).toEqual([200, {}]);
    expect(requests).toEqual([
      {
        method: 'POST',
        url: 'http://shop.test/api/v1/login?next=%2Fcart',
        path: '/api/v1/login',
        search: '?next=%2Fcart',
        headers: expect.any(Headers),
        body: { mb_id: 'hong' },
      },
    ]);
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('t');
  });

  it('answers a status and body, or a Response as it is; GET without a body', async () => {
    const { fetch, requests } = createFakeFetch((request) =>
      request.path === '/teapot' ? { status: 418, body: { tea: true } } : jsonResponse('raw', 201),
    );
    const teapot = await fetch(new URL('http://shop.test/teapot'));
    expect([teapot.status, await teapot.json()]).toEqual([418, { tea: true }]);
    const other = await fetch(new Request('http://shop.test/other'));
    expect([other.status, await other.json()]).toEqual([201, 'raw']);
    expect(requests.map((r) => [r.method, r.path, r.search, r.body])).toEqual([
      ['GET', '/teapot', '', undefined],
      ['GET', '/other', '', undefined],
    ]);
  });

  it('is a spy, and requestsOf lists its calls as METHOD /path', async () => {
    const { fetch } = createFakeFetch();
    await fetch('http://shop.test/api/v1/logout?x=1', { method: 'POST' });
    await fetch('http://shop.test/api/v1/notice');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(requestsOf(fetch)).toEqual(['POST /api/v1/logout', 'GET /api/v1/notice']);
  });
});

describe('jsonResponse', () => {
  it('is JSON with the status given, 200 by default', async () => {
    const res = jsonResponse({ a: 1 });
    expect([res.status, res.headers.get('content-type'), await res.json()]).toEqual([
      200,
      'application/json',
      { a: 1 },
    ]);
    expect(jsonResponse(null, 404).status).toBe(404);
  });
});
