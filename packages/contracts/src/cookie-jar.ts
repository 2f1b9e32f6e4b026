/**
 * A minimal cookie store for server-side rendering: starts from the browser's `Cookie`
 * header and applies the API's `Set-Cookie` answers, so later calls in the same render
 * send the fresh session and XSRF cookies. One origin only (domain and path are ignored);
 * one jar per incoming request.
 *
 * @example
 * const jar: CookieJar = createCookieJar('atelier_session=abc');
 * jar.store(['XSRF-TOKEN=t; Path=/']);
 * jar.cookieHeader(); // 'atelier_session=abc; XSRF-TOKEN=t'
 */
export interface CookieJar {
  /** The `Cookie` header to send, `undefined` when empty. Safe to pass as a function. */
  cookieHeader: () => string | undefined;
  /** Applies `Set-Cookie` header values (expired ones delete the cookie). */
  store: (setCookieHeaders: readonly string[]) => void;
  /** One cookie's raw value. */
  get: (name: string) => string | undefined;
}

/**
 * Creates a {@link CookieJar}.
 *
 * @example
 * // in the SSR request handler
 * const jar = createCookieJar(request.headers.cookie);
 * const client = createApiClient({
 *   baseUrl: 'http://127.0.0.1:4000',
 *   cookie: jar.cookieHeader,
 *   onSetCookie(headers) { jar.store(headers); reply.header('set-cookie', headers); },
 * });
 */
export function createCookieJar(initial?: string, now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, string>();
  for (const part of (initial ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return {
    cookieHeader() {
      if (cookies.size === 0) return undefined;
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    store(setCookieHeaders) {
      for (const header of setCookieHeaders) {
        const [pair = '', ...attributes] = header.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || isExpired(attributes, now())) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get: (name) => cookies.get(name),
  };
}

function isExpired(attributes: string[], nowMs: number): boolean {
  for (const attribute of attributes) {
    const eq = attribute.indexOf('=');
    const key = (eq === -1 ? attribute : attribute.slice(0, eq)).trim().toLowerCase();
    const value = eq === -1 ? '' : attribute.slice(eq + 1).trim();
    if (key === 'max-age' && value !== '' && Number(value) <= 0) return true;
    if (key === 'expires') {
      const at = Date.parse(value);
      if (!Number.isNaN(at) && at <= nowMs) return true;
    }
  }
  return false;
}
