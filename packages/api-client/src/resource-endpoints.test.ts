import { createApiClient, toFormData, type ApiError } from '@atelier/api-client';
import {
  atelierApi,
  defineResource,
  RESOURCE_LIST_TTL_MS,
  type ApiThunkExtra,
} from '@atelier/api-client/rtk-query';
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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

const items = defineResource<Item, Partial<Item>, 'Item'>('/items/', 'Item');
const itemApi = atelierApi.enhanceEndpoints({ addTagTypes: ['Item'] }).injectEndpoints({
  endpoints: (build) => ({
    items: build.query(items.list),
    item: build.query(items.show),
    storeItem: build.mutation(items.store),
    updateItem: build.mutation(items.update),
    destroyItem: build.mutation(items.destroy),
    storeItemWithFiles: build.mutation(items.storeWithFiles),
    updateItemWithFiles: build.mutation(items.updateWithFiles),
  }),
});

const xsrfCookie = 'atelier_session=abc; XSRF-TOKEN=multi%2Bpart';
function newStore() {
  const extra: ApiThunkExtra = {
    client: createApiClient({ baseUrl: server.url, cookie: xsrfCookie }),
  };
  return configureStore({
    reducer: { [atelierApi.reducerPath]: atelierApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(atelierApi.middleware),
  });
}
const listHits = () => server.hits.get('items:list') ?? 0;

function data<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw new Error(JSON.stringify(result.error));
  return result.data as T;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('defineResource: list cache', () => {
  it('answers the same list from the cache for 60 s after it loaded, then refetches', async () => {
    expect(RESOURCE_LIST_TTL_MS).toBe(60_000);
    const store = newStore();
    const list = (query?: Parameters<typeof itemApi.endpoints.items.initiate>[0]) =>
      store.dispatch(itemApi.endpoints.items.initiate(query));
    const before = listHits();
    const first = data(await list({ page: 1, filter: { tag: 'sale' } }));
    expect(first.data.map((i) => i.id)).toEqual([1, 2]);
    expect((first as unknown as { query: string }).query).toBe('page=1&filter[tag]=sale');
    expect(listHits()).toBe(before + 1);

    vi.setSystemTime(Date.now() + 59_999);
    await list({ page: 1, filter: { tag: 'sale' } });
    expect(listHits()).toBe(before + 1);

    await list({ page: 2 });
    expect(listHits()).toBe(before + 2);

    vi.setSystemTime(Date.now() + 1);
    await list({ page: 1, filter: { tag: 'sale' } });
    expect(listHits()).toBe(before + 3);
  });

  it('every mutation invalidates the cached lists', async () => {
    const store = newStore();
    const subscription = store.dispatch(itemApi.endpoints.items.initiate());
    await subscription;
    const before = listHits();
    const selectItems = itemApi.endpoints.items.select();
    const current = () => selectItems(store.getState() as Parameters<typeof selectItems>[0]);
    const settled = async () => {
      await vi.waitFor(() => expect(current().status).toBe('fulfilled'));
      return data(current());
    };

    const stored = data(
      await store.dispatch(itemApi.endpoints.storeItem.initiate({ title: 'three' })),
    );
    expect(stored).toMatchObject({ title: 'three' });
    await vi.waitFor(() => expect(listHits()).toBe(before + 1));
    expect((await settled()).data.map((i) => i.title)).toContain('three');

    const updated = await store.dispatch(
      itemApi.endpoints.updateItem.initiate({ id: stored.id, body: { title: 'drei' } }),
    );
    expect(data(updated)).toEqual({ id: stored.id, title: 'drei' });
    await vi.waitFor(() => expect(listHits()).toBe(before + 2));

    const destroyed = await store.dispatch(itemApi.endpoints.destroyItem.initiate(stored.id));
    expect(data(destroyed)).toEqual({ message: 'deleted' });
    await vi.waitFor(() => expect(listHits()).toBe(before + 3));
    expect((await settled()).data.map((i) => i.id)).not.toContain(stored.id);
    subscription.unsubscribe();
  });
});

describe('defineResource: show / update / destroy', () => {
  it('shows one record and maps a missing one to not_found', async () => {
    const store = newStore();
    expect(data(await store.dispatch(itemApi.endpoints.item.initiate(1)))).toEqual({
      id: 1,
      title: 'one',
    });
    const missing = await store.dispatch(itemApi.endpoints.item.initiate(999));
    expect((missing.error as ApiError).kind).toBe('not_found');
  });

  it('refuses update/destroy/updateWithFiles/show without an id, sending nothing', async () => {
    const store = newStore();
    const count = server.requests.length;
    for (const result of [
      await store.dispatch(itemApi.endpoints.updateItem.initiate({ id: undefined, body: {} })),
      await store.dispatch(itemApi.endpoints.updateItem.initiate({ id: '', body: {} })),
      await store.dispatch(itemApi.endpoints.destroyItem.initiate(null)),
      await store.dispatch(
        itemApi.endpoints.updateItemWithFiles.initiate({ fields: { title: 'x' } }),
      ),
      await store.dispatch(itemApi.endpoints.item.initiate(undefined)),
    ]) {
      expect(result.error).toMatchObject({
        kind: 'missing_id',
        status: null,
        url: `${server.url}/items`,
        message: '대상의 기본 키(id)가 없어 요청을 보낼 수 없습니다.',
      });
    }
    expect(server.requests.length).toBe(count);
  });
});

describe('defineResource: multipart', () => {
  const photo = new File([new Uint8Array(1234)], 'candle.jpg', { type: 'image/jpeg' });
  const manual = new File([new Uint8Array(10)], 'manual.pdf', { type: 'application/pdf' });

  it('storeWithFiles posts fields (a[b] names) and files[] without setting Content-Type by hand', async () => {
    const store = newStore();
    const echo = data(
      await store.dispatch(
        itemApi.endpoints.storeItemWithFiles.initiate({
          fields: {
            title: '후기',
            meta: { rating: 5, tags: ['a', 'b'] },
            public: true,
            skip: undefined,
          },
          files: [photo, manual],
        }),
      ),
    ) as unknown as UploadEcho;
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
    const store = newStore();
    const hits = server.hits.get('items:override') ?? 0;
    const echo = data(
      await store.dispatch(
        itemApi.endpoints.updateItemWithFiles.initiate({
          id: 7,
          fields: { _method: 'PATCH', title: '수정', cover: photo },
          files: [manual],
        }),
      ),
    ) as unknown as UploadEcho;
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

  it('toFormData puts every plain field before any file', () => {
    const cover = new File(['x'], 'cover.jpg', { type: 'image/jpeg' });
    const photo = new File(['y'], 'photo.jpg', { type: 'image/jpeg' });
    const form = toFormData({ cover, title: '후기', meta: { rating: 5 } }, [photo]);
    expect([...form.entries()].map(([name, value]) => [name, typeof value])).toEqual([
      ['title', 'string'],
      ['meta[rating]', 'string'],
      ['cover', 'object'],
      ['files[]', 'object'],
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
