import type { Lang } from '@atelier/contracts';

import { type JsonLdDocument } from '@atelier/app-frame';

import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import type { PageHead } from '../shared/seo/page-head.js';
import { ROUTE_DESCRIPTIONS } from '../shared/routing/route-descriptions.js';
import { routeMeta } from '../shared/routing/route-handle.js';
import type { RouteName } from '../shared/routing/route-table.js';

/**
 * The query parameter that picks the language of a page (`?lang=en`, `?lang=kr`): the
 * server switches the visitor's session to it before rendering. Pages without it render in
 * the session's language (Korean for a new visitor, so for crawlers too).
 */
export const LANG_PARAM = 'lang';

// Parameters that never change what a page shows; `token` (the password-reset link's) is a
// secret that must not be repeated in the page's canonical, hreflang and og:url.
const NON_CANONICAL_PARAMS = [LANG_PARAM, 'reload', 'token'];

/**
 * `<head>` contents of a server-rendered page.
 */
export interface HeadData {
  /** `<html lang>`: `ko` or `en`. */
  htmlLang: 'ko' | 'en';
  title: string;
  description: string;
  canonical: string;
  /** `<link rel="alternate" hreflang>`: ko, en and x-default. */
  alternates: { hreflang: string; href: string }[];
  /** `<meta property content>` pairs of Open Graph. */
  openGraph: { property: string; content: string }[];
  /** `<meta name="robots">`, when the page sets one. */
  robots?: string;
  /** JSON-LD documents of the page (`<script type="application/ld+json">`). */
  jsonLd: readonly JsonLdDocument[];
}

/**
 * The language URLs of a page: Korean (the default) is the URL without `lang`, English adds
 * `lang=en`; `x-default` is the Korean one.
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
 */
export function hreflangAlternates(urls: Record<Lang, string>): HeadData['alternates'] {
  return [
    { hreflang: 'ko', href: urls.kr },
    { hreflang: 'en', href: urls.en },
    { hreflang: 'x-default', href: urls.kr },
  ];
}

/**
 * The document title of a route: its translated title (or the title its loader gave, see
 * {@link PageHead}) and the site name ('아틀리에'); the home page's title stands alone.
 */
export function pageTitle(
  name: RouteName | undefined,
  t: (phrase: string) => string,
  page?: PageHead,
): string {
  const site = t(FRAME_LABELS.siteName);
  if (page?.title) return `${page.title} | ${site}`;
  const title = routeMeta(name).title;
  if (!title) return site;
  return name === 'Home' ? t(title) : `${t(title)} | ${site}`;
}

/**
 * Options of {@link buildHead}.
 */
export interface BuildHeadInput {
  name: RouteName | undefined;
  lang: Lang;
  /** The page's public URL (origin as visitors see it). */
  url: URL;
  t: (phrase: string) => string;
  /** What the page's loader said about its head (title, canonical path, JSON-LD …). */
  page?: PageHead;
}

/**
 * Title, description, canonical URL, `hreflang` alternates, Open Graph tags and JSON-LD of a
 * page (issue 4: every public route answers with its meta tags): the route table's meta,
 * overridden by what the page's loader returned as its {@link PageHead}.
 */
export function buildHead({ name, lang, url, t, page }: BuildHeadInput): HeadData {
  // Only a path of this site: the canonical never points at another origin.
  const canonicalPath = page?.canonicalPath;
  const own = canonicalPath?.startsWith('/') && !canonicalPath.startsWith('//');
  const urls = languageUrls(own ? new URL(canonicalPath!, url.origin) : url);
  const title = pageTitle(name, t, page);
  const description =
    page?.description ?? t((name && ROUTE_DESCRIPTIONS[name]) ?? ROUTE_DESCRIPTIONS.Home);
  const canonical = urls[lang];
  return {
    htmlLang: lang === 'en' ? 'en' : 'ko',
    title,
    description,
    canonical,
    alternates: hreflangAlternates(urls),
    openGraph: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t(FRAME_LABELS.siteName) },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: lang === 'en' ? 'en_US' : 'ko_KR' },
      { property: 'og:locale:alternate', content: lang === 'en' ? 'ko_KR' : 'en_US' },
      ...(page?.image ? [{ property: 'og:image', content: page.image }] : []),
    ],
    ...(page?.robots ? { robots: page.robots } : {}),
    jsonLd: page?.jsonLd ?? [],
  };
}
