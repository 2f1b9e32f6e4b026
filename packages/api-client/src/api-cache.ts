import { createAction } from '@reduxjs/toolkit';

/**
 * The RTK Query part of a server-embedded state: what `extractRehydrationInfo` hands back.
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
export const apiCacheHydrated = createAction<ApiHydration>('api/cacheHydrated');

interface ApiSliceState {
  queries: Record<string, { status?: string } | undefined>;
  provided: unknown;
}

/**
 * The RTK Query cache to embed in a server-rendered page: settled queries only (in-flight
 * ones would be dropped by the client anyway) with the tags they provide.
 *
 * @example
 * const embedded = { api: dehydrateApiCache(store.getState().api) };
 */
export function dehydrateApiCache(slice: ApiSliceState): ApiHydration {
  const queries: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(slice.queries)) {
    if (entry && (entry.status === 'fulfilled' || entry.status === 'rejected'))
      queries[key] = entry;
  }
  return {
    queries,
    mutations: {},
    provided: slice.provided as ApiHydration['provided'],
  };
}
