import { createApiClient, type ApiError } from '@atelier/api-client';
import { createBaseQuery } from '@atelier/api-client/rtk-query';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { closedPortUrl, startTestServer, type Echo, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const fakeApi = (signal = new AbortController().signal) => ({
  signal,
  abort: () => {},
  dispatch: () => {},
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query' as const,
});

describe('createBaseQuery', () => {
  it('maps success to { data, meta: { status, headers } } with params, body and XSRF', async () => {
    const baseQuery = createBaseQuery({ baseUrl: server.url, cookie: 'XSRF-TOKEN=rtk' });
    const result = await baseQuery(
      {
        url: '/echo',
        method: 'PUT',
        body: { a: 1 },
        params: { f: { b: [1, 2] } },
        headers: { 'X-One': '1' },
      },
      fakeApi(),
      {},
    );
    expect(result.error).toBeUndefined();
    const echo = result.data as Echo;
    expect(echo).toMatchObject({ method: 'PUT', query: 'f[b][]=1&f[b][]=2', body: { a: 1 } });
    expect(echo.headers['x-xsrf-token']).toBe('rtk');
    expect(echo.headers['x-one']).toBe('1');
    expect(result.meta?.status).toBe(200);
    expect(result.meta?.headers.get('content-type')).toMatch(/json/);

    const plain = await baseQuery('/echo', fakeApi(), {});
    expect((plain.data as Echo).method).toBe('GET');
    expect((plain.data as Echo).headers['x-xsrf-token']).toBeUndefined();
    const asked = await baseQuery('/echo', fakeApi(), { xsrf: true, etag: false });
    expect((asked.data as Echo).headers['x-xsrf-token']).toBe('rtk');
  });

  it('maps failures to { error: ApiError } and keeps them serialisable', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const baseQuery = createBaseQuery(client);
    const validation = await baseQuery({ url: '/status/422', method: 'POST' }, fakeApi(), {});
    expect(validation.data).toBeUndefined();
    expect(validation.error).toMatchObject({ kind: 'validation', status: 422 });

    const network = await createBaseQuery({ baseUrl: await closedPortUrl() })('/x', fakeApi(), {});
    expect(network.error).toMatchObject({ kind: 'network', status: null });
    expect(typeof (network.error as Extract<ApiError, { kind: 'network' }>).cause).toBe('string');
    expect(() => structuredClone(network.error)).not.toThrow();
  });

  it('passes RTK signal and extraOptions (timeoutMs) through', async () => {
    const baseQuery = createBaseQuery({ baseUrl: server.url });
    const timeout = await baseQuery('/hang', fakeApi(), { timeoutMs: 100 });
    expect(timeout.error).toMatchObject({ kind: 'timeout', timeoutMs: 100 });
    const aborted = await baseQuery('/hang', fakeApi(AbortSignal.timeout(50)), {});
    expect(aborted.error?.kind).toBe('aborted');
  });

  it('works inside createApi + configureStore', async () => {
    const api = createApi({
      baseQuery: createBaseQuery({ baseUrl: server.url }),
      endpoints: (build) => ({
        echo: build.query<Echo, { page: number }>({
          query: (params) => ({ url: '/echo', params }),
        }),
        fail: build.mutation<unknown, void>({
          query: () => ({ url: '/status/419', method: 'POST' }),
        }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    const ok = await store.dispatch(api.endpoints.echo.initiate({ page: 3 }));
    expect(ok.data?.query).toBe('page=3');
    const failed = await store.dispatch(api.endpoints.fail.initiate());
    expect('error' in failed && failed.error).toMatchObject({
      kind: 'csrf',
      status: 419,
      message: 'server says 419',
    });
    store.dispatch(api.util.resetApiState());
  });
});
