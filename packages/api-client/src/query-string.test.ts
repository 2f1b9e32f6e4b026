import { appendQuery, createApiClient, serializeQuery, unwrap } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type Echo, type TestServer } from './test-server.js';

describe('serializeQuery', () => {
  it('writes scalars, skipping undefined and null', () => {
    expect(
      serializeQuery({ page: 2, q: 'candle', none: undefined, nil: null, n: 0, big: 10n }),
    ).toBe('page=2&q=candle&n=0&big=10');
  });

  it('writes booleans as true/false', () => {
    expect(serializeQuery({ active: true, hidden: false })).toBe('active=true&hidden=false');
  });

  it('writes dates as ISO strings and rejects invalid dates', () => {
    expect(serializeQuery({ from: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      'from=2026-01-02T03%3A04%3A05.000Z',
    );
    expect(() => serializeQuery({ from: new Date('nope') })).toThrow(RangeError);
  });

  it('nests objects as a[b]=v', () => {
    expect(serializeQuery({ filter: { category: { id: 12 }, tag: 'sale' } })).toBe(
      'filter[category][id]=12&filter[tag]=sale',
    );
  });

  it('writes arrays of scalars as a[]=1&a[]=2 and skips null items', () => {
    expect(serializeQuery({ ids: [1, null, 2], empty: [] })).toBe('ids[]=1&ids[]=2');
  });

  it('indexes arrays of objects as a[0][b]=v', () => {
    expect(
      serializeQuery({
        items: [
          { id: 1, qty: 2 },
          { id: 3, tags: ['x'] },
        ],
      }),
    ).toBe('items[0][id]=1&items[0][qty]=2&items[1][id]=3&items[1][tags][]=x');
    expect(serializeQuery({ grid: [[1, 2], [3]] })).toBe('grid[0][]=1&grid[0][]=2&grid[1][]=3');
  });

  it('percent-encodes names and values but keeps brackets literal', () => {
    expect(serializeQuery({ 'a b': '향초 & 디퓨저', 'x[y]': '=' })).toBe(
      'a%20b=%ED%96%A5%EC%B4%88%20%26%20%EB%94%94%ED%93%A8%EC%A0%80&x[y]=%3D',
    );
  });

  it('returns "" for nothing and appends to URLs with or without a query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
    expect(appendQuery('/a', { b: 1 })).toBe('/a?b=1');
    expect(appendQuery('/a?x=1', { b: 1 })).toBe('/a?x=1&b=1');
    expect(appendQuery('/a', { b: undefined })).toBe('/a');
  });
});

describe('serializeQuery on the wire', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reaches the server as written, and decodes to the expected pairs', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const query = {
      page: 1,
      sort: 'created_at',
      active: true,
      filter: { name: '향초', ids: [3, 4] },
      rows: [{ id: 1 }],
      skip: undefined,
    };
    const echo = unwrap(await client.get<Echo>('/echo', { query }));
    expect(echo.query).toBe(serializeQuery(query));
    expect([...new URLSearchParams(echo.query)]).toEqual([
      ['page', '1'],
      ['sort', 'created_at'],
      ['active', 'true'],
      ['filter[name]', '향초'],
      ['filter[ids][]', '3'],
      ['filter[ids][]', '4'],
      ['rows[0][id]', '1'],
    ]);
  });
});
