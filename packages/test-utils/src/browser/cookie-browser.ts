import {
  createApiClient,
  createCookieJar,
  type ApiClient,
  type ApiResult,
  type CookieJar,
} from '@atelier/api-client';
import type { LoginCheckResponse } from '@atelier/contracts';
import { vi } from 'vitest';

/**
 * The answer to a raw {@link CookieBrowser} request.
 *
 * @example
 * const res: CookieBrowserResponse = await browser.post('/api/v1/login-check');
 * res.body.cart_key;
 */
export interface CookieBrowserResponse {
  status: number;
  headers: Headers;
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Options of a raw {@link CookieBrowser} request.
 *
 * @example
 * const options: RequestOptions = { headers: { 'x-forwarded-for': '10.0.0.1' }, xsrf: false };
 */
export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send the XSRF header from the XSRF-TOKEN cookie on unsafe methods. Default `true`. */
  xsrf?: boolean;
  /** A body sent as it is, instead of `body` as JSON. */
  raw?: string;
}

/**
 * One browser tab on a real running API: one cookie jar (api-client's), shared by raw
 * requests (`get`, `post`, `put`, `request`) and by the api-client `client` (the one an app's
 * store takes as thunk `extra`), whose requests go through the `fetch` spy. Unsafe raw
 * requests send the XSRF header as the storefront does.
 *
 * @example
 * const browser = new CookieBrowser(api.url);
 * await browser.login('hong', 'atelier2026');
 * browser.jar.get('atelier_session'); // the member's session cookie
 * unwrap(await browser.loginCheck()).user?.mb_id; // 'hong'
 */
export class CookieBrowser {
  readonly jar: CookieJar = createCookieJar();
  /** Spy on the real fetch: what the typed client sent. */
  readonly fetch = vi.fn(globalThis.fetch);
  readonly client: ApiClient;

  constructor(
    readonly baseUrl: string,
    options: { on401?: () => void } = {},
  ) {
    this.client = createApiClient({
      baseUrl,
      cookie: this.jar.cookieHeader,
      onSetCookie: this.jar.store,
      fetch: this.fetch,
      on401: options.on401,
    });
  }

  /** The XSRF token, decoded from its cookie. */
  get xsrf(): string | undefined {
    const value = this.jar.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  /** `POST /api/v1/login-check` through the client (and the `fetch` spy), typed. */
  loginCheck(): Promise<ApiResult<LoginCheckResponse>> {
    return this.client.post<LoginCheckResponse>('/api/v1/login-check');
  }

  /** Opens the session, as the storefront does first. */
  start(): Promise<CookieBrowserResponse> {
    return this.post('/api/v1/login-check', undefined, { xsrf: false });
  }

  /** Logs in, opening the session first when there is none. */
  async login(mbId: string, password: string): Promise<CookieBrowserResponse> {
    if (!this.xsrf) await this.start();
    return this.post('/api/v1/login', { mb_id: mbId, mb_password: password });
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, { headers });
  }

  post(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, body, options);
  }

  put(path: string, body?: unknown, options: Omit<RequestOptions, 'raw'> = {}) {
    return this.request('PUT', path, body, options);
  }

  /** Sends `body` as JSON (or `options.raw`) with the jar's cookies; keeps the answer's. */
  async request(
    method: string,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<CookieBrowserResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const cookie = this.jar.cookieHeader();
    if (cookie !== undefined) headers.cookie = cookie;
    if (method !== 'GET' && options.xsrf !== false && this.xsrf)
      headers['x-xsrf-token'] = this.xsrf;
    let payload = options.raw;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    this.jar.store(res.headers.getSetCookie());
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
}
