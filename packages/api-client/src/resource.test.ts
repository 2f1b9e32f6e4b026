import {
  createApiClient,
  createResource,
  RESOURCE_LIST_TTL_MS,
  toFormData,
  unwrap,
} from '@atelier/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer, type UploadEcho } from './test-server.js';

interface Item {
  id: number;
  title: string;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let clock = 0;
const now = () => clock;
const xsrfCookie = 'atelier_session=abc; XSRF-TOKEN=multi%2Bpart';
const newItems = () =>
  createResource<Item>(createApiClient({ baseUrl: server.url, cookie: xsrfCookie }), '/items', {
    now,
  });
const listHits = () => server.hits.get('items:list') ?? 0;

beforeEach(() => {
  clock = 1_000_000;
});

describe('createResource: list cache', () => {
  it('answers the same list from memory for 60 s after it loaded, then refetches', async () => {
    expect(RESOURCE_LIST_TTL_MS).toBe(60_000);
    const items = newItems();
    const before = listHits();
    const first = unwrap(await items.list({ page: 1, filter: { tag: 'sale' } }));
    expect(first.data.map((i) => i.id)).toEqual([1, 2]);
    expect((first as unknown as { query: string }).query).toBe('page=1&filter[tag]=sale');
    expect(listHits()).toBe(before + 1);

    clock += 59_999;
    await items.list({ page: 1, filter: { tag: 'sale' } });
    expect(listHits()).toBe(before + 1);

    await items.list({ page: 2 });
    expect(listHits()).toBe(before + 2);

    clock += 1;
    await items.list({ page: 1, filter: { tag: 'sale' } });
    expect(listHits()).toBe(before + 3);
  });

  it('invalidate() and every mutation clear the list cache', async () => {
    const items = newItems();
    const before = listHits();
    await items.list();
    await items.list();
    expect(listHits()).toBe(before + 1);
    items.invalidate();
    await items.list();
    expect(listHits()).toBe(before + 2);

    const stored = unwrap(await items.store({ title: 'three' }));
    expect(stored).toMatchObject({ title: 'three' });
    const list = unwrap(await items.list());
    expect(listHits()).toBe(before + 3);
    expect(list.data.map((i) => i.title)).toContain('three');

    expect(unwrap(await items.update(stored.id, { title: 'drei' }))).toEqual({
      id: stored.id,
      title: 'drei',
    });
    await items.list();
    expect(listHits()).toBe(before + 4);

    expect(unwrap(await items.destroy(stored.id))).toEqual({ message: 'deleted' });
    const after = unwrap(await items.list());
    expect(listHits()).toBe(before + 5);
    expect(after.data.map((i) => i.id)).not.toContain(stored.id);
  });
});

describe('createResource: show / update / destroy', () => {
  it('shows one record and maps a missing one to not_found', async () => {
    const items = newItems();
    expect(unwrap(await items.show(1))).toEqual({ id: 1, title: 'one' });
    const missing = await items.show(999);
    expect(!missing.ok && missing.error.kind).toBe('not_found');
  });

  it('refuses update/destroy/updateWithFiles/show without an id, sending nothing', async () => {
    const items = newItems();
    const count = server.requests.length;
    for (const result of [
      await items.update(undefined, { title: 'x' }),
      await items.update('', { title: 'x' }),
      await items.destroy(null),
      await items.updateWithFiles(undefined, { title: 'x' }),
      await items.show(undefined),
    ]) {
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.error).toMatchObject({
        kind: 'missing_id',
        status: null,
        url: `${server.url}/items`,
      });
      expect(result.error.message).toBe('대상의 기본 키(id)가 없어 요청을 보낼 수 없습니다.');
    }
    expect(server.requests.length).toBe(count);
  });
});

describe('createResource: multipart', () => {
  const photo = new File([new Uint8Array(1234)], 'candle.jpg', { type: 'image/jpeg' });
  const manual = new File([new Uint8Array(10)], 'manual.pdf', { type: 'application/pdf' });

  it('storeWithFiles posts fields (a[b] names) and files[] without setting Content-Type by hand', async () => {
    const items = newItems();
    const echo = unwrap(
      await items.storeWithFiles<UploadEcho>(
        { title: '후기', meta: { rating: 5, tags: ['a', 'b'] }, public: true, skip: undefined },
        [photo, manual],
      ),
    );
    expect(echo.url).toBe('/items');
    expect(echo.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.xsrf).toBe('multi+part');
    expect(echo.fields).toEqual([
      ['title', '후기'],
      ['meta[rating]', '5'],
      ['meta[tags][]', 'a'],
      ['meta[tags][]', 'b'],
      ['public', 'true'],
    ]);
    expect(echo.files).toEqual([
      { field: 'files[]', filename: 'candle.jpg', size: 1234, mimetype: 'image/jpeg' },
      { field: 'files[]', filename: 'manual.pdf', size: 10, mimetype: 'application/pdf' },
    ]);
  });

  it('updateWithFiles posts to url/id with _method=PUT first', async () => {
    const items = newItems();
    const hits = server.hits.get('items:override') ?? 0;
    const echo = unwrap(
      await items.updateWithFiles<UploadEcho>(
        7,
        { _method: 'PATCH', title: '수정', cover: photo },
        [manual],
      ),
    );
    expect(server.hits.get('items:override')).toBe(hits + 1);
    expect(echo.url).toBe('/items/7');
    expect(echo.xsrf).toBe('multi+part');
    expect(echo.fields).toEqual([
      ['_method', 'PUT'],
      ['title', '수정'],
    ]);
    expect(echo.files).toEqual([
      { field: 'cover', filename: 'candle.jpg', size: 1234, mimetype: 'image/jpeg' },
      { field: 'files[]', filename: 'manual.pdf', size: 10, mimetype: 'application/pdf' },
    ]);
  });

  it('toFormData names nested arrays of objects with indexes', () => {
    const form = toFormData({ options: [{ id: 1, qty: 2 }], at: new Date(Date.UTC(2026, 4, 1)) });
    expect([...form.entries()]).toEqual([
      ['options[0][id]', '1'],
      ['options[0][qty]', '2'],
      ['at', '2026-05-01T00:00:00.000Z'],
    ]);
  });
});
