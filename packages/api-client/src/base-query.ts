// Part of the `@atelier/api-client/rtk-query` entry. It imports the main entry by package name
// (the build keeps that import external) so an app that uses both entries ships one client.
import {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  type HttpMethod,
  type QueryInput,
} from '@atelier/api-client';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';

/**
 * What an endpoint's `query` returns: a path, or a request description.
 *
 * @example
 * build.query({ query: (page: number): ApiBaseQueryArgs => ({ url: '/api/v1/notice', params: { page } }) });
 */
export type ApiBaseQueryArgs =
  | string
  | {
      /** Path (or absolute URL), e.g. `/api/v1/notice`. */
      url: string;
      /** Default `GET`. */
      method?: HttpMethod;
      /** JSON body, or a `FormData` for multipart. */
      body?: unknown;
      /** Query object, serialised with `serializeQuery` (`a[b]=v`, `a[]=1`). */
      params?: QueryInput;
      headers?: Record<string, string>;
    };

/**
 * Per-endpoint `extraOptions`.
 *
 * @example
 * build.query({ query: () => '/api/v1/notice', extraOptions: { timeoutMs: 3_000, skipHooks: true } });
 */
export interface ApiBaseQueryExtraOptions {
  timeoutMs?: number;
  /** Do not call the client's `on401` / `on404` hooks. */
  skipHooks?: boolean;
  /** GET: use the ETag cache (default `true`). */
  etag?: boolean;
  /** Send the XSRF header on a GET too (a GET that changes state); see `RequestOptions.xsrf`. */
  xsrf?: boolean;
}

/**
 * `meta` of a successful query.
 *
 * @example
 * transformResponse: (data, meta?: ApiBaseQueryMeta) => ({ data, etag: meta?.headers.get('etag') })
 */
export interface ApiBaseQueryMeta {
  status: number;
  headers: Headers;
}

/**
 * The base query type {@link createBaseQuery} returns.
 *
 * @example
 * const baseQuery: ApiBaseQuery = createBaseQuery(client);
 */
export type ApiBaseQuery = BaseQueryFn<
  ApiBaseQueryArgs,
  unknown,
  ApiError,
  ApiBaseQueryExtraOptions,
  ApiBaseQueryMeta
>;

function isClient(value: ApiClient | ApiClientOptions): value is ApiClient {
  return typeof (value as Partial<ApiClient>).request === 'function';
}

/**
 * An RTK Query base query on top of the API client: XSRF, timeout, ETag cache and the
 * global 401/404 hooks apply; errors come back as `{ error: ApiError }` (a network error's
 * `cause` as a string, so the store stays serialisable) and data as
 * `{ data, meta: { status, headers } }`. RTK's `signal` aborts the request.
 *
 * @example
 * import { createApi } from '@reduxjs/toolkit/query/react';
 * import { createBaseQuery } from '@atelier/api-client/rtk-query';
 *
 * export const api = createApi({
 *   baseQuery: createBaseQuery(createApiClient({ on401: showLoginDialog })),
 *   endpoints: (build) => ({
 *     notices: build.query<Paginated<NoticeSummary>, { page: number }>({
 *       query: (params) => ({ url: '/api/v1/notice', params }),
 *     }),
 *   }),
 * });
 */
export function createBaseQuery(clientOrOptions: ApiClient | ApiClientOptions = {}): ApiBaseQuery {
  const client = isClient(clientOrOptions) ? clientOrOptions : createApiClient(clientOrOptions);
  return async (args, api, extraOptions = {}) => {
    const request = typeof args === 'string' ? { url: args } : args;
    const result = await client.request(request.url, {
      method: request.method ?? 'GET',
      body: request.body,
      query: request.params,
      headers: request.headers,
      signal: api.signal,
      timeoutMs: extraOptions.timeoutMs,
      skipHooks: extraOptions.skipHooks,
      etag: extraOptions.etag,
      xsrf: extraOptions.xsrf,
    });
    if (!result.ok) {
      const { error } = result;
      if (
        error.kind === 'network' &&
        error.cause !== undefined &&
        typeof error.cause !== 'string'
      ) {
        return { error: { ...error, cause: String(error.cause) } };
      }
      return { error };
    }
    return { data: result.data, meta: { status: result.status, headers: result.headers } };
  };
}
