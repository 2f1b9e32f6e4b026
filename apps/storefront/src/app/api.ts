import type { ApiClient } from '@atelier/api-client';
import { createBaseQuery, type ApiBaseQuery } from '@atelier/api-client/rtk-query';
import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';

import type { AppExtra } from './app-extra.js';

/**
 * Cache tags of the storefront API, declared once; features provide and invalidate them.
 *
 * @example
 * build.query({ query: () => '/api/v1/notice', providesTags: ['Notice'] });
 */
export const API_TAGS = [
  'Category',
  'CmsPage',
  'InstaFeed',
  'Notice',
  'Notification',
  'Popup',
] as const;

/**
 * The RTK Query part of the embedded state: what `extractRehydrationInfo` hands back.
 *
 * @example
 * const part: ApiHydration = { queries: {}, mutations: {}, provided: { tags: {}, keys: {} } };
 */
export interface ApiHydration {
  queries: Record<string, unknown>;
  mutations: Record<string, unknown>;
  provided: { tags: Record<string, Record<string, string[]>>; keys: Record<string, unknown> };
}

/**
 * Fills the RTK Query cache from the server-embedded state (dispatched once, before the
 * app mounts), so hydration reuses the server's answers instead of fetching again.
 *
 * @example
 * store.dispatch(apiCacheHydrated(embedded.store.api));
 */
export const apiCacheHydrated = createAction<ApiHydration>('app/apiCacheHydrated');

// One base query per client: the store's client lives in the thunk `extra`, so a single
// module-level `createApi` serves every concurrent SSR request with that request's cookies.
const baseQueries = new WeakMap<ApiClient, ApiBaseQuery>();
const baseQuery: ApiBaseQuery = (args, api, extraOptions) => {
  const { client } = api.extra as AppExtra;
  let query = baseQueries.get(client);
  if (!query) {
    query = createBaseQuery(client);
    baseQueries.set(client, query);
  }
  return query(args, api, extraOptions);
};

/**
 * The storefront's one RTK Query API. Endpoints are injected per feature
 * (`src/features/<feature>/api.ts` with `appApi.injectEndpoints`).
 *
 * @example
 * export const noticeApi = appApi.injectEndpoints({
 *   endpoints: (build) => ({ latestNotices: build.query({ query: () => '/api/v1/notice', providesTags: ['Notice'] }) }),
 * });
 */
export const appApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK types this as its internal state
    return apiCacheHydrated.match(action) ? (action.payload as any) : undefined;
  },
});
