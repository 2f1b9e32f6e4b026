import { XSRF_COOKIE } from '@atelier/contracts';

import type { HttpMethod } from './errors.js';

/**
 * Reads one cookie from a `Cookie` header / `document.cookie` string (value not decoded).
 *
 * @example
 * readCookie('a=1; XSRF-TOKEN=abc%3D', 'XSRF-TOKEN'); // 'abc%3D'
 */
export function readCookie(cookieString: string | undefined, name: string): string | undefined {
  if (!cookieString) return undefined;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The XSRF token from a cookie string, URL-decoded (the server percent-encodes it).
 *
 * @example
 * readXsrfToken('XSRF-TOKEN=abc%3D; atelier_session=…'); // 'abc='
 */
export function readXsrfToken(cookieString: string | undefined): string | undefined {
  const raw = readCookie(cookieString, XSRF_COOKIE);
  if (raw === undefined || raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * True for methods that change state and so carry the XSRF header.
 *
 * @example
 * isUnsafeMethod('DELETE'); // true
 * isUnsafeMethod('GET'); // false
 */
export function isUnsafeMethod(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
}
