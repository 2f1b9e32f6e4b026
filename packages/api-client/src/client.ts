import { XSRF_HEADER, type FieldErrors, type Lang } from '@atelier/contracts';

import { debounce } from './debounce.js';
import type {
  ApiError,
  ApiResult,
  HttpMethod,
  NotFoundError,
  UnauthorizedError,
} from './errors.js';
import { createMemoryEtagCache, type EtagCache } from './etag-cache.js';
import { UNREACHABLE_MESSAGES, type ClientMessageKey } from './unreachable-messages.js';
import { appendQuery, type QueryInput } from './query-string.js';
import { isUnsafeMethod, readXsrfToken } from './xsrf.js';

/**
 * Default request timeout (spec §9).
 *
 * @example
 * createApiClient({ baseUrl }).timeoutMs === DEFAULT_TIMEOUT_MS; // true
 */
export const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * Several 401 answers within this window call `on401` once (spec §8, §9).
 *
 * @example
 * setTimeout(assertLoginDialogShown, UNAUTHORIZED_DEBOUNCE_MS + 50);
 */
export const UNAUTHORIZED_DEBOUNCE_MS = 300;

/**
 * Global hooks for answers every screen handles the same way.
 *
 * @example
 * const handlers: ApiHandlers = { on401: () => openLoginDialog(), on404: () => navigate('/404') };
 */
export interface ApiHandlers {
  /** A 401 answer; debounced 300 ms, called once with the last error. */
  on401?: ((error: UnauthorizedError) => void) | undefined;
  /** A 404 answer; called for each one. */
  on404?: ((error: NotFoundError) => void) | undefined;
}

/**
 * Plain header map.
 *
 * @example
 * const headers: HeaderRecord = { 'Accept-Language': 'ko-KR' };
 */
export type HeaderRecord = Record<string, string>;

/**
 * Options of {@link createApiClient}.
 *
 * @example
 * const options: ApiClientOptions = { baseUrl: 'http://127.0.0.1:4000', timeoutMs: 5_000, lang: 'en' };
 */
export interface ApiClientOptions extends ApiHandlers {
  /**
   * Prefix of every path. Default `''` (same origin) in the browser; during SSR (no
   * `document`) an absolute URL such as `http://127.0.0.1:4000` is required.
   */
  baseUrl?: string;
  /** Abort and answer `{ kind: 'timeout' }` after this many ms. Default 10 000. */
  timeoutMs?: number;
  /** The fetch implementation. Default `globalThis.fetch`, looked up at call time. */
  fetch?: typeof globalThis.fetch;
  /**
   * SSR: the browser's cookies to forward, as a `Cookie` header string or a function
   * returning it (e.g. a {@link CookieJar}'s `cookieHeader`). The XSRF token is read from
   * it. In the browser leave it out: `document.cookie` is read and the browser sends cookies.
   */
  cookie?: string | (() => string | undefined);
  /** SSR: receives every answer's `Set-Cookie` values, to pass on to the browser. */
  onSetCookie?: (setCookieHeaders: string[]) => void;
  /** Extra headers on every request (a function is called per request). */
  headers?: HeaderRecord | (() => HeaderRecord);
  /** Where GET answers and their ETags are kept. Default an in-memory map per client. */
  etagCache?: EtagCache;
  /** Language of the client's own messages (timeout, network …). Default `'kr'`. */
  lang?: Lang | (() => Lang);
}

/**
 * Options of one request.
 *
 * @example
 * await client.request('/api/v1/notice', { method: 'GET', query: { page: 2 }, timeoutMs: 3_000 });
 */
export interface RequestOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /** Serialised with {@link serializeQuery} and appended to the path. */
  query?: QueryInput;
  /**
   * JSON-encoded, unless a `FormData` (multipart; the browser sets the boundary),
   * `URLSearchParams`, `Blob` or `ArrayBuffer`, which are sent as they are.
   */
  body?: unknown;
  /** Extra headers for this request; they win over every default. */
  headers?: HeaderRecord;
  /** Aborting it answers `{ kind: 'aborted' }`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number;
  /** GET only: use the ETag cache (default `true`). */
  etag?: boolean;
  /** Do not call `on401` / `on404` for this request (e.g. an expected 401). */
  skipHooks?: boolean;
  /**
   * Send the XSRF header on a safe method too: for a GET that changes state (spec §7's
   * `GET /api/v1/notification/{id}/read-at`), which the API accepts only with it. Unsafe
   * methods always send it.
   */
  xsrf?: boolean;
}

/**
 * Request options of methods that take the body as an argument.
 *
 * @example
 * await client.post('/api/v1/logout', undefined, { skipHooks: true } satisfies MethodOptions);
 */
export type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

/**
 * The HTTP client. Create it with {@link createApiClient}.
 *
 * @example
 * const client: ApiClient = createApiClient();
 * const result = await client.put('/api/v1/my-account/hong', input);
 */
export interface ApiClient {
  /** The resolved base URL. */
  readonly baseUrl: string;
  /** The resolved default timeout in ms. */
  readonly timeoutMs: number;
  /** The ETag cache in use. */
  readonly etagCache: EtagCache;
  /** The language of the client's own messages right now. */
  lang(): Lang;
  /** The full URL of `path` with `query`, as requested and as the ETag cache key. */
  url(path: string, query?: QueryInput): string;
  /** Sends a request. Resolves to a result; never rejects for HTTP or network errors. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: MethodOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: MethodOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: MethodOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, options?: MethodOptions): Promise<ApiResult<T>>;
  /** DELETE; a body may be passed in `options.body`. */
  delete<T = unknown>(
    path: string,
    options?: Omit<RequestOptions, 'method'>,
  ): Promise<ApiResult<T>>;
  /** Replaces hooks: a key that is present (even `undefined`) replaces that hook. */
  setHandlers(handlers: ApiHandlers): void;
  /** Drops a pending debounced `on401` call (e.g. when an SSR render ends). */
  dispose(): void;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Creates the API client: JSON over fetch with cookies, the XSRF header on unsafe methods,
 * a 10 s timeout, an ETag cache for GET, and errors as values.
 *
 * @example
 * // browser
 * const client = createApiClient({
 *   lang: () => store.getState().session.lang,
 *   on401: () => showLoginDialog(),
 *   on404: () => navigate('/404'),
 * });
 * const result = await client.get<Paginated<NoticeSummary>>('/api/v1/notice', { query: { page: 1 } });
 *
 * @example
 * // SSR: one client per incoming request
 * const jar = createCookieJar(req.headers.cookie);
 * const client = createApiClient({
 *   baseUrl: 'http://127.0.0.1:4000',
 *   cookie: jar.cookieHeader,
 *   onSetCookie: (headers) => { jar.store(headers); reply.header('set-cookie', headers); },
 * });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const isBrowser = typeof document !== 'undefined';
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  if (!isBrowser && !ABSOLUTE_URL.test(baseUrl)) {
    throw new TypeError(
      `createApiClient: baseUrl must be an absolute URL (e.g. http://127.0.0.1:4000) when there is no document (server-side rendering); got ${JSON.stringify(options.baseUrl ?? '')}`,
    );
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const etagCache = options.etagCache ?? createMemoryEtagCache();
  const handlers: ApiHandlers = { on401: options.on401, on404: options.on404 };
  const notify401 = debounce((error: UnauthorizedError) => {
    safely(() => handlers.on401?.(error));
  }, UNAUTHORIZED_DEBOUNCE_MS);

  const lang = (): Lang => {
    const value = typeof options.lang === 'function' ? options.lang() : options.lang;
    return value === 'en' ? 'en' : 'kr';
  };
  const forwardedCookie = (): string | undefined =>
    typeof options.cookie === 'function' ? options.cookie() : options.cookie;
  const url = (path: string, query?: QueryInput): string =>
    appendQuery(ABSOLUTE_URL.test(path) ? path : `${baseUrl}${path}`, query);

  async function request<T>(path: string, init: RequestOptions = {}): Promise<ApiResult<T>> {
    const method = init.method ?? 'GET';
    const fullUrl = url(path, init.query);
    const fail = async (key: ClientMessageKey) => ({
      method,
      url: fullUrl,
      message: await messageFor(key, lang()),
    });

    const cookie = forwardedCookie();
    const headers = new Headers({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
    if (cookie) headers.set('cookie', cookie);
    if (isUnsafeMethod(method) || init.xsrf) {
      const token = readXsrfToken(cookie ?? (isBrowser ? document.cookie : undefined));
      if (token) headers.set(XSRF_HEADER, token);
    }
    const body = encodeBody(init.body, headers);
    const useEtag = method === 'GET' && init.etag !== false;
    const cached = useEtag ? etagCache.get(fullUrl) : undefined;
    if (cached) headers.set('If-None-Match', cached.etag);
    const defaults = typeof options.headers === 'function' ? options.headers() : options.headers;
    for (const [k, v] of Object.entries({ ...defaults, ...init.headers })) headers.set(k, v);

    const signal = init.signal;
    if (signal?.aborted)
      return { ok: false, error: { kind: 'aborted', status: null, ...(await fail('aborted')) } };
    const limit = init.timeoutMs ?? timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limit);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      response = await doFetch(fullUrl, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (timedOut) {
        return {
          ok: false,
          error: { kind: 'timeout', status: null, timeoutMs: limit, ...(await fail('timeout')) },
        };
      }
      if (signal?.aborted)
        return { ok: false, error: { kind: 'aborted', status: null, ...(await fail('aborted')) } };
      return {
        ok: false,
        error: { kind: 'network', status: null, cause, ...(await fail('network')) },
      };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }

    const setCookies =
      typeof response.headers.getSetCookie === 'function' ? response.headers.getSetCookie() : [];
    if (setCookies.length > 0) options.onSetCookie?.(setCookies);

    const { status } = response;
    if (status === 304) {
      if (cached) return { ok: true, data: cached.data as T, status, headers: response.headers };
      return {
        ok: false,
        error: { kind: 'other', status, ...(await fail('not_modified_without_cache')) },
      };
    }

    const parsed = parseBody(text, response.headers.get('content-type'));
    if (response.ok) {
      if (parsed.invalid) {
        return {
          ok: false,
          error: { kind: 'other', status, body: parsed.value, ...(await fail('invalid_body')) },
        };
      }
      if (useEtag) {
        const etag = response.headers.get('etag');
        if (etag && status === 200) etagCache.set(fullUrl, { etag, data: parsed.value });
        else etagCache.delete(fullUrl);
      }
      return { ok: true, data: parsed.value as T, status, headers: response.headers };
    }

    const error = await toError(
      status,
      parsed.value,
      response.headers,
      { method, url: fullUrl },
      lang(),
    );
    if (!init.skipHooks) {
      if (error.kind === 'unauthorized') notify401(error);
      else if (error.kind === 'not_found') safely(() => handlers.on404?.(error));
    }
    return { ok: false, error };
  }

  return {
    baseUrl,
    timeoutMs,
    etagCache,
    lang,
    url,
    request,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    patch: (path, body, o) => request(path, { ...o, method: 'PATCH', body }),
    delete: (path, o) => request(path, { ...o, method: 'DELETE' }),
    setHandlers(next) {
      if ('on401' in next) handlers.on401 = next.on401;
      if ('on404' in next) handlers.on404 = next.on404;
    },
    dispose: () => notify401.cancel(),
  };
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  ) {
    // Multipart: fetch writes Content-Type with the boundary itself.
    return body as BodyInit;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function parseBody(text: string, contentType: string | null): { value: unknown; invalid: boolean } {
  if (text === '') return { value: undefined, invalid: false };
  if (contentType && /[/+]json\b/i.test(contentType)) {
    try {
      return { value: JSON.parse(text) as unknown, invalid: false };
    } catch {
      return { value: text, invalid: true };
    }
  }
  return { value: text, invalid: false };
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function fieldErrors(body: unknown): FieldErrors {
  const raw =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [field, messages] of Object.entries(raw)) {
    if (Array.isArray(messages))
      out[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/**
 * Seconds from a `Retry-After` value (delta-seconds or HTTP date), `null` when absent or
 * unreadable.
 */
function retryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

// The client's own message for `key`: those of an unreachable server at once, the rest from
// messages.ts, loaded with the first error that needs one (outside every page's first load).
async function messageFor(key: ClientMessageKey, lang: Lang): Promise<string> {
  const inline: Partial<Record<ClientMessageKey, string>> =
    lang === 'en' ? UNREACHABLE_MESSAGES.en : UNREACHABLE_MESSAGES.kr;
  return inline[key] ?? (await import('./messages.js')).clientMessage(key, lang);
}

const STATUS_MESSAGES: Readonly<Partial<Record<number, ClientMessageKey>>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  419: 'csrf',
  422: 'validation',
  429: 'rate_limited',
};

async function toError(
  status: number,
  body: unknown,
  headers: Headers,
  request: { method: HttpMethod; url: string },
  lang: Lang,
): Promise<ApiError> {
  const key: ClientMessageKey = STATUS_MESSAGES[status] ?? 'other';
  const message = serverMessage(body) ?? (await messageFor(key, lang));
  const base = { ...request, body, message };
  switch (status) {
    case 401:
      return { kind: 'unauthorized', status, ...base };
    case 403:
      return { kind: 'forbidden', status, ...base };
    case 404:
      return { kind: 'not_found', status, ...base };
    case 419:
      return { kind: 'csrf', status, ...base };
    case 422:
      return { kind: 'validation', status, errors: fieldErrors(body), ...base };
    case 429:
      return {
        kind: 'rate_limited',
        status,
        retryAfterSeconds: retryAfter(headers.get('retry-after'), Date.now()),
        ...base,
      };
    default:
      return { kind: 'other', status, ...base };
  }
}

function safely(hook: () => void): void {
  try {
    hook();
  } catch (error) {
    // A failing global hook must not turn a result value into a rejection.
    console.error('[@atelier/api-client] hook failed', error);
  }
}
