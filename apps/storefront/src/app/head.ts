import type { Lang } from '@atelier/contracts';

import { hreflangAlternates, type HeadData, languageUrls } from '@atelier/app-frame';

import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import type { PageHead } from '../shared/seo/page-head.js';
import { ROUTE_DESCRIPTIONS } from '../shared/routing/route-descriptions.js';
import { routeMeta, type RouteName } from '../shared/routing/route-table.js';

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
