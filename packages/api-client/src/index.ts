/**
 * `@atelier/api-client` — the Atelier API client for the browser and server-side rendering.
 *
 * @example
 * import { createApiClient, unwrap } from '@atelier/api-client';
 * const client = createApiClient();
 * const session = unwrap(await client.post<LoginCheckResponse>('/api/v1/login-check'));
 */
export { createApiClient, DEFAULT_TIMEOUT_MS, UNAUTHORIZED_DEBOUNCE_MS } from './client.js';
export type {
  ApiClient,
  ApiClientOptions,
  ApiHandlers,
  HeaderRecord,
  MethodOptions,
  RequestOptions,
} from './client.js';
export { createCookieJar, type CookieJar } from '@atelier/contracts';
export { debounce } from './debounce.js';
export type { Debounced } from './debounce.js';
export { ApiRequestError, isApiError, unwrap } from './errors.js';
export type {
  AbortedError,
  ApiError,
  ApiErrorKind,
  ApiFailure,
  ApiResult,
  ApiSuccess,
  CsrfError,
  ForbiddenError,
  HttpMethod,
  MissingIdError,
  NetworkError,
  NotFoundError,
  OtherError,
  RateLimitedError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
} from './errors.js';
export { createMemoryEtagCache } from './etag-cache.js';
export type { EtagCache, EtagEntry } from './etag-cache.js';
export { toFormData } from './form-data.js';
export { clientMessage } from './messages.js';
export type { ClientMessageKey } from './messages.js';
export type { FormFields } from './form-data.js';
export { appendQuery, serializeQuery } from './query-string.js';
export type { QueryInput } from './query-string.js';
export { isUnsafeMethod, readCookie, readXsrfToken } from './xsrf.js';
