import type { Lang } from '@atelier/contracts';

import type { HeadData } from './head-data.js';

/**
 * The query parameter that picks the language of a page (`?lang=en`, `?lang=kr`): the
 * server switches the visitor's session to it before rendering. Pages without it render in
 * the session's language (Korean for a new visitor, so for crawlers too).
 *
 * @example
 * new URL('https://shop.test/shop/cart?lang=en').searchParams.get(LANG_PARAM); // 'en'
 */
export const LANG_PARAM = 'lang';

// Parameters that never change what a page shows; `token` (the password-reset link's) is a
// secret that must not be repeated in the page's canonical, hreflang and og:url.
const NON_CANONICAL_PARAMS = [LANG_PARAM, 'reload', 'token'];

/**
 * The language URLs of a page: Korean (the default) is the URL without `lang`, English adds
 * `lang=en`; `x-default` is the Korean one.
 *
 * @example
 * languageUrls(new URL('https://shop.test/shop/cart?page=2&lang=en&reload=1'));
 * // { kr: 'https://shop.test/shop/cart?page=2', en: 'https://shop.test/shop/cart?page=2&lang=en' }
 */
export function languageUrls(url: URL): Record<Lang, string> {
  const base = new URL(url.toString());
  base.hash = '';
  for (const param of NON_CANONICAL_PARAMS) base.searchParams.delete(param);
  const en = new URL(base.toString());
  en.searchParams.set(LANG_PARAM, 'en');
  return { kr: base.toString(), en: en.toString() };
}

/**
 * The `hreflang` alternates of a page from its {@link languageUrls}: `ko`, `en` and
 * `x-default` (the Korean URL). The page's `<link rel="alternate">` tags and the sitemap's
 * `<xhtml:link>` entries both come from here.
 *
 * @example
 * hreflangAlternates(languageUrls(new URL('https://shop.test/shop/best-seller')));
 * // [{ hreflang: 'ko', href: 'https://shop.test/shop/best-seller' },
 * //  { hreflang: 'en', href: 'https://shop.test/shop/best-seller?lang=en' },
 * //  { hreflang: 'x-default', href: 'https://shop.test/shop/best-seller' }]
 */
export function hreflangAlternates(urls: Record<Lang, string>): HeadData['alternates'] {
  return [
    { hreflang: 'ko', href: urls.kr },
    { hreflang: 'en', href: urls.en },
    { hreflang: 'x-default', href: urls.kr },
  ];
}
