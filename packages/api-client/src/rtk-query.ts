// Entry `@atelier/api-client/rtk-query`: the one RTK Query path of every app (decision 0011).
// Its modules import the main entry by package name (the build keeps that import external)
// so an app that uses both entries ships one client.
export { apiCacheHydrated, dehydrateApiCache } from './api-cache.js';
export type { ApiHydration } from './api-cache.js';
export { API_TAG_TYPES, atelierApi } from './atelier-api.js';
export type { ApiTagType, ApiThunkExtra, AtelierApi } from './atelier-api.js';
export { createBaseQuery } from './base-query.js';
export type {
  ApiBaseQuery,
  ApiBaseQueryArgs,
  ApiBaseQueryExtraOptions,
  ApiBaseQueryMeta,
} from './base-query.js';
export { defineResource, RESOURCE_LIST_TTL_MS } from './resource-endpoints.js';
export type { RecordId, ResourceUpdate, ResourceUpload } from './resource-endpoints.js';
