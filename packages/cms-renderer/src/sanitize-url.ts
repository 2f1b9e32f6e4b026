import { sanitizeUrl as braintreeSanitizeUrl } from '@braintree/sanitize-url';

/**
 * What an unsafe URL becomes in {@link sanitizeUrl}.
 *
 * @example
 * if (sanitizeUrl(link) !== BLANK_URL) navigate(link);
 */
export const BLANK_URL = 'about:blank';

/**
 * `link`: `<a href>` — http(s), relative, `mailto:` and `tel:`.
 * `resource`: `src`, `srcset`, CSS `url()` — http(s) and relative only (no `data:` images).
 *
 * @example
 * isSafeUrl(src, 'resource' satisfies CmsUrlKind);
 */
export type CmsUrlKind = 'link' | 'resource';

const SCHEMES: Readonly<Record<CmsUrlKind, ReadonlySet<string>>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  resource: new Set(['http', 'https']),
};

const MAX_URL_LENGTH = 2048;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// Character references (`&#106;`, `&#x6A;`, `&colon;`) are inert in a React attribute, but a
// CMS URL has no reason to carry them and some other consumer might decode them.
const CHARACTER_REFERENCE = /&#|&[a-z][a-z0-9]*;/i;

/**
 * The URL as a browser reads it (tabs and newlines anywhere, and leading/trailing controls
 * and spaces, are ignored by the URL parser), or `null` when it is not allowed.
 */
export function toSafeUrl(value: unknown, kind: CmsUrlKind = 'link'): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || CONTROL.test(url) || CHARACTER_REFERENCE.test(url)) return null;
  // The library catches encoded and entity-obfuscated schemes; its output is only a verdict,
  // because it percent-decodes relative URLs (`?q=%26` would change meaning).
  if (braintreeSanitizeUrl(url) === BLANK_URL) return null;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && !SCHEMES[kind].has(scheme)) return null;
  return url;
}

/**
 * Whether a CMS URL may be rendered: http(s) and relative URLs, plus `mailto:` and `tel:`
 * for links. `javascript:`, `data:`, `vbscript:`, `file:` and every other scheme are refused,
 * also when hidden by whitespace, control characters or entities.
 *
 * @example
 * isSafeUrl('https://atelier.kr/shop'); // true
 * isSafeUrl('tel:1800-8914'); // true
 * isSafeUrl('java\tscript:alert(1)'); // false
 * isSafeUrl('data:image/png;base64,AAAA', 'resource'); // false
 */
export function isSafeUrl(value: unknown, kind: CmsUrlKind = 'link'): value is string {
  return toSafeUrl(value, kind) !== null;
}

/**
 * The URL cleaned for rendering, or `'about:blank'` when it is not safe (see {@link isSafeUrl}).
 * Runs `@braintree/sanitize-url` and then an allow-list of schemes.
 *
 * @example
 * sanitizeUrl('/contents/promotion'); // '/contents/promotion'
 * sanitizeUrl(' mailto:help@atelier.kr '); // 'mailto:help@atelier.kr'
 * sanitizeUrl('javascript:alert(1)'); // 'about:blank'
 */
export function sanitizeUrl(value: unknown, kind: CmsUrlKind = 'link'): string {
  return toSafeUrl(value, kind) ?? BLANK_URL;
}
