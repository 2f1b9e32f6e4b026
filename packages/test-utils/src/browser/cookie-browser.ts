import { createCookieJar, type CookieJar, type LoginCheckResponse } from '@atelier/contracts';
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
 * What an api-client `createApiClient` needs to share a {@link CookieBrowser}'s cookies and
 * `fetch` spy: spread it into the client's options.
 *
 * @example
 * const client = createApiClient({ ...browser.clientOptions, on401 });
 */
export interface CookieBrowserClientOptions {
  baseUrl: string;
  cookie: () => string | undefined;
  onSetCookie: (setCookieHeaders: readonly string[]) => void;
  fetch: typeof fetch;
}

/**
 * One browser tab on a real running API: one cookie jar (the contracts' one, as api-client
 * keeps it during SSR), shared by raw requests (`get`, `post`, `put`, `request`) and by any
 * api-client built from {@link CookieBrowser.clientOptions}, whose requests go through the
 * `fetch` spy. Unsafe raw requests send the XSRF header as the storefront does.
 *
 * @example
 * const browser = new CookieBrowser(api.url);
 * await browser.login('hong', 'atelier2026');
 * browser.jar.get('atelier_session'); // the member's session cookie
 * (await browser.loginCheck()).user?.mb_id; // 'hong'
 */
export class CookieBrowser {
  readonly jar: CookieJar = createCookieJar();
  /** Spy on the real fetch: what a client built from {@link clientOptions} sent. */
  readonly fetch = vi.fn(globalThis.fetch);
  /** The options an api-client needs to act as this browser (its cookies, the `fetch` spy). */
  readonly clientOptions: CookieBrowserClientOptions;

  constructor(readonly baseUrl: string) {
    this.clientOptions = {
      baseUrl,
      cookie: this.jar.cookieHeader,
      onSetCookie: this.jar.store,
      fetch: this.fetch,
    };
  }

  /** The XSRF token, decoded from its cookie. */
  get xsrf(): string | undefined {
    const value = this.jar.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  /** `POST /api/v1/login-check`, typed; throws on any answer but 200. */
  async loginCheck(): Promise<LoginCheckResponse> {
    const res = await this.post('/api/v1/login-check', undefined, { xsrf: false });
    if (res.status !== 200) throw new Error(`login-check answered ${res.status}`);
    return res.body as LoginCheckResponse;
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
