/**
 * The HttpOnly cookie holding the session token.
 *
 * @example
 * jar.get(SESSION_COOKIE); // the forwarded session during server rendering
 */
export const SESSION_COOKIE = 'atelier_session';

/**
 * The readable cookie the API sets with the session's XSRF token.
 *
 * @example
 * readCookie(document.cookie, XSRF_COOKIE);
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The header every unsafe method (POST, PUT, PATCH, DELETE) must carry the XSRF token in.
 * Lower case, as Node hands incoming header names to the server; `Headers` ignores case.
 *
 * @example
 * headers.set(XSRF_HEADER, token);
 * request.headers[XSRF_HEADER]; // on the server
 */
export const XSRF_HEADER = 'x-xsrf-token';

// host[:port]: DNS-style labels (underscores allowed, as in container names), an IPv4 address
// (which those labels cover) or a bracketed IPv6 address; a port of at most 65535.
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * True when a `Host` (or `X-Forwarded-Host`) value is well-formed: `host[:port]` with no
 * spaces, paths, user info or markup. An absent or empty header is allowed (HTTP/1.0); the
 * servers build absolute URLs from their configured public origin, never from this header.
 *
 * @example
 * isValidHostHeader('shop.example:8443'); // true
 * isValidHostHeader('a b'); // false
 */
export function isValidHostHeader(value: string | undefined): boolean {
  if (value === undefined || value === '') return true;
  const match = value.length <= 255 ? HOST.exec(value) : null;
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}
