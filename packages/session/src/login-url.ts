/**
 * Where the session package sends people (spec §2, §4).
 *
 * @example
 * SESSION_PATHS.myPage; // '/my-page'
 */
export const SESSION_PATHS = Object.freeze({
  home: '/',
  login: '/login',
  myPage: '/my-page',
});

/**
 * The login page URL that returns to `intended` afterwards:
 * `/login?redirect=<path with search and hash, URL-encoded>`.
 *
 * @example
 * buildLoginUrl('/my-page/order?page=2#list'); // '/login?redirect=%2Fmy-page%2Forder%3Fpage%3D2%23list'
 */
export function buildLoginUrl(intended: string, loginPath: string = SESSION_PATHS.login): string {
  const target = resolveLoginRedirect(intended, '');
  return target === '' ? loginPath : `${loginPath}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after login: the `redirect` query when it is a path on this site, else
 * `fallback` (`/my-page`). Absolute and protocol-relative URLs are refused so a crafted
 * login link cannot send members to another site.
 *
 * @example
 * resolveLoginRedirect('/shop/cart?x=1'); // '/shop/cart?x=1'
 * resolveLoginRedirect('https://evil.example'); // '/my-page'
 * resolveLoginRedirect(null); // '/my-page'
 */
export function resolveLoginRedirect(
  redirect: string | null | undefined,
  fallback: string = SESSION_PATHS.myPage,
): string {
  if (typeof redirect !== 'string') return fallback;
  const value = redirect.trim();
  // `//host` and `/\host` are read by browsers as another host.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
