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
