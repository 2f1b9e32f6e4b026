// Part of the `@atelier/api-client/rtk-query` entry: imports the main entry by package name.
import type { ApiClient } from '@atelier/api-client';
import { createApi } from '@reduxjs/toolkit/query/react';

import { apiCacheHydrated } from './api-cache.js';
import { createBaseQuery, type ApiBaseQuery } from './base-query.js';

/**
 * Cache tags shared by every app, declared once. A feature with tags of its own adds them
 * where it injects its endpoints: `atelierApi.enhanceEndpoints({ addTagTypes: ['Product'] })`.
 *
 * @example
 * build.query({ query: () => '/api/v1/notice', providesTags: ['Notice'] });
 */
export const API_TAG_TYPES = [
  'Category',
  'CmsPage',
  'InstaFeed',
  'Notice',
  'Notification',
  'Popup',
] as const;

/**
 * One of {@link API_TAG_TYPES}.
 *
 * @example
 * const tag: ApiTagType = 'Notice';
 */
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * What {@link atelierApi} needs as the store's thunk `extra`: the API client of this store
 * (one per SSR request, one in the browser). An app's `extra` may hold more keys.
 *
 * @example
 * configureStore({ reducer, middleware: (d) => d({ thunk: { extraArgument: { client } } }).concat(atelierApi.middleware) });
 */
export interface ApiThunkExtra {
  client: ApiClient;
}

// One base query per client: a single module-level api serves every concurrent SSR request,
// each store bringing its own client (its cookies) through the thunk `extra`.
const baseQueries = new WeakMap<ApiClient, ApiBaseQuery>();
const baseQuery: ApiBaseQuery = (args, api, extraOptions) => {
  const client = (api.extra as Partial<ApiThunkExtra> | undefined)?.client;
  if (!client) {
    throw new TypeError(
      '@atelier/api-client: the store needs its API client as thunk extra: ' +
        'getDefaultMiddleware({ thunk: { extraArgument: { client: createApiClient() } } })',
    );
  }
  let query = baseQueries.get(client);
  if (!query) {
    query = createBaseQuery(client);
    baseQueries.set(client, query);
  }
  return query(args, api, extraOptions);
};

/**
 * The one RTK Query API of an app (reducer path `api`). Every call of the storefront, TSSA
 * and packages goes through it: packages and app features inject their endpoints
 * (`atelierApi.injectEndpoints`), the base query is api-client's transport (XSRF, timeout,
 * ETag cache, typed {@link ApiError}s, global 401/404 hooks) with the client taken from the
 * store's thunk `extra` ({@link ApiThunkExtra}). Server-embedded caches are restored with
 * {@link apiCacheHydrated}.
 *
 * @example
 * export const noticeApi = atelierApi.injectEndpoints({
 *   endpoints: (build) => ({
 *     notices: build.query<Paginated<NoticeSummary>, { page: number }>({
 *       query: (params) => ({ url: '/api/v1/notice', params }),
 *       providesTags: ['Notice'],
 *     }),
 *   }),
 * });
 * const { data } = noticeApi.useNoticesQuery({ page: 1 });
 */
export const atelierApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK types this as its internal state
    return apiCacheHydrated.match(action) ? (action.payload as any) : undefined;
  },
});

/**
 * The type of {@link atelierApi}.
 *
 * @example
 * function reducerOf(api: AtelierApi) { return api.reducer; }
 */
export type AtelierApi = typeof atelierApi;
