import type { FieldErrors } from '@atelier/contracts';

/**
 * HTTP methods the client sends.
 *
 * @example
 * const method: HttpMethod = 'DELETE';
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every error value carries, whatever its kind. */
interface ApiErrorBase {
  /**
   * The server's `message` when the answer had one, otherwise the client's own message in
   * the client's language (see `createApiClient({ lang })`).
   */
  message: string;
  /** The request method. */
  method: HttpMethod;
  /** The full request URL (base URL, path and query). */
  url: string;
  /** The parsed answer body when there was one (JSON, or text when it was not JSON). */
  body?: unknown;
}

/**
 * 401: the session is not logged in (or expired).
 *
 * @example
 * if (error.kind === 'unauthorized') goToLogin(); // error: UnauthorizedError
 */
export interface UnauthorizedError extends ApiErrorBase {
  kind: 'unauthorized';
  status: 401;
}
/**
 * 403: logged in but not allowed.
 *
 * @example
 * if (error.kind === 'forbidden') toast(error.message);
 */
export interface ForbiddenError extends ApiErrorBase {
  kind: 'forbidden';
  status: 403;
}
/**
 * 404: no such record or route, or not accessible.
 *
 * @example
 * client.setHandlers({ on404: (error: NotFoundError) => navigate('/404') });
 */
export interface NotFoundError extends ApiErrorBase {
  kind: 'not_found';
  status: 404;
}
/**
 * 419: the `X-XSRF-TOKEN` header was missing or did not match the session.
 *
 * @example
 * if (error.kind === 'csrf') location.reload();
 */
export interface CsrfError extends ApiErrorBase {
  kind: 'csrf';
  status: 419;
}
/**
 * 422: field errors, field names dotted for nested fields (`items.0.qty`).
 *
 * @example
 * if (error.kind === 'validation') showUnderFields(error.errors); // { 'items.0.qty': ['…'] }
 */
export interface ValidationError extends ApiErrorBase {
  kind: 'validation';
  status: 422;
  /** Field name to its messages; `{}` when the body had no `errors` map. */
  errors: FieldErrors;
}
/**
 * 429: too many requests.
 *
 * @example
 * if (error.kind === 'rate_limited') retryIn(error.retryAfterSeconds ?? 60);
 */
export interface RateLimitedError extends ApiErrorBase {
  kind: 'rate_limited';
  status: 429;
  /** Seconds to wait, from `Retry-After` (seconds or HTTP date); `null` when absent. */
  retryAfterSeconds: number | null;
}
/**
 * The request never got an answer: DNS, refused connection, reset, CORS, offline.
 *
 * @example
 * if (error.kind === 'network') showOfflineBanner();
 */
export interface NetworkError extends ApiErrorBase {
  kind: 'network';
  status: null;
  /** The underlying exception. */
  cause?: unknown;
}
/**
 * The client gave up after `timeoutMs` (10 000 ms by default).
 *
 * @example
 * if (error.kind === 'timeout') toast(error.message); // '요청 시간이 초과되었습니다. …'
 */
export interface TimeoutError extends ApiErrorBase {
  kind: 'timeout';
  status: null;
  timeoutMs: number;
}
/**
 * The caller's `AbortSignal` aborted the request.
 *
 * @example
 * if (error.kind === 'aborted') return; // the user navigated away
 */
export interface AbortedError extends ApiErrorBase {
  kind: 'aborted';
  status: null;
}
/**
 * A resource call that needs the record's primary key got none; no request was sent
 * (spec §5: "update needs the record's primary key").
 *
 * @example
 * const result = await resource.update(undefined, body); // error.kind === 'missing_id'
 */
export interface MissingIdError extends ApiErrorBase {
  kind: 'missing_id';
  status: null;
}
/**
 * Any other failure: other statuses (400, 405, 409, 413, 5xx …), a 304 answer with no cached
 * copy, or a success answer whose JSON could not be parsed.
 *
 * @example
 * if (error.kind === 'other' && error.status >= 500) reportError(error);
 */
export interface OtherError extends ApiErrorBase {
  kind: 'other';
  status: number;
}

/**
 * Every way a call can fail, as a value. Switch on `kind` (or `status`).
 *
 * @example
 * function describe(error: ApiError): string {
 *   switch (error.kind) {
 *     case 'validation': return Object.keys(error.errors).join(', ');
 *     case 'rate_limited': return `retry in ${error.retryAfterSeconds ?? '?'} s`;
 *     default: return error.message;
 *   }
 * }
 */
export type ApiError =
  | UnauthorizedError
  | ForbiddenError
  | NotFoundError
  | CsrfError
  | ValidationError
  | RateLimitedError
  | NetworkError
  | TimeoutError
  | AbortedError
  | MissingIdError
  | OtherError;

/**
 * The `kind` of an {@link ApiError}.
 *
 * @example
 * const silent: ApiErrorKind[] = ['aborted', 'network'];
 */
export type ApiErrorKind = ApiError['kind'];

/**
 * A successful call. `status` is 304 when the data came from the ETag cache.
 *
 * @example
 * const ok: ApiSuccess<number> = { ok: true, data: 1, status: 200, headers: new Headers() };
 */
export interface ApiSuccess<T> {
  ok: true;
  data: T;
  status: number;
  headers: Headers;
}

/**
 * A failed call.
 *
 * @example
 * const failed: ApiFailure = { ok: false, error };
 */
export interface ApiFailure {
  ok: false;
  error: ApiError;
}

/**
 * What every call resolves to. HTTP errors are never thrown.
 *
 * @example
 * const result = await client.get<{ id: number }>('/api/v1/notice/1');
 * if (result.ok) console.warn(result.data.id);
 * else if (result.error.kind === 'not_found') console.warn('gone');
 */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

const KINDS: ReadonlySet<string> = new Set<ApiErrorKind>([
  'unauthorized',
  'forbidden',
  'not_found',
  'csrf',
  'validation',
  'rate_limited',
  'network',
  'timeout',
  'aborted',
  'missing_id',
  'other',
]);

/**
 * True when `value` is an {@link ApiError} (optionally of one `kind`). An
 * {@link ApiRequestError} is not itself an `ApiError`; test its `.error`.
 *
 * @example
 * if (isApiError(value, 'validation')) showFieldErrors(value.errors);
 * try { unwrap(await client.get('/x')); } catch (e) {
 *   if (e instanceof ApiRequestError && isApiError(e.error, 'unauthorized')) goToLogin();
 * }
 */
export function isApiError<K extends ApiErrorKind = ApiErrorKind>(
  value: unknown,
  kind?: K,
): value is Extract<ApiError, { kind: K }> {
  // An ApiRequestError has `kind` and `message` too, but it is the wrapper, not the value.
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  const candidate = value as { kind?: unknown; message?: unknown };
  if (typeof candidate.kind !== 'string' || typeof candidate.message !== 'string') return false;
  return kind === undefined ? KINDS.has(candidate.kind) : candidate.kind === kind;
}

/**
 * An {@link ApiError} as a throwable, for callers who prefer exceptions (see {@link unwrap}).
 *
 * @example
 * try { unwrap(await client.get('/api/v1/notice')); }
 * catch (e) { if (e instanceof ApiRequestError) console.warn(e.kind, e.status, e.message); }
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The error value. */
  readonly error: ApiError;
  /** Shortcut for `error.kind`. */
  readonly kind: ApiErrorKind;
  /** Shortcut for `error.status`. */
  readonly status: number | null;

  constructor(error: ApiError) {
    super(error.message, 'cause' in error ? { cause: error.cause } : undefined);
    this.error = error;
    this.kind = error.kind;
    this.status = error.status;
  }
}

/**
 * The data of a successful result, or throws an {@link ApiRequestError}.
 *
 * @example
 * const { user } = unwrap(await api.auth.login({ mb_id: 'hong', mb_password: 'abcd1234' }));
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.error);
}
