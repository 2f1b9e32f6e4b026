import type { SitemapResponse } from '@atelier/contracts';

import { hreflangAlternates, languageUrls } from '@atelier/app-frame';
import { href, type ReadyRouteName } from '../shared/routing/route-table.js';
import { escapeHtml } from '@atelier/app-frame/server';

/**
 * The built pages without parameters that belong in the sitemap: home, the listings, the
 * public review and inquiry boards and the privacy policy (the terms are its `?doc=terms`). Login, registration, password and member pages are left
 * out (nothing to index), and so is the search page (`noindex, follow`).
 */
export const SITEMAP_PAGES = [
  'Home',
  'BestSeller',
  'ProductNewItem',
  'CustomerProductReview',
  'CustomerProductInquiry',
  'Privacy',
] as const satisfies readonly ReadyRouteName[];

const YIELD_EVERY = 1000;

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const urls = languageUrls(new URL(path, origin));
  const links = hreflangAlternates(urls)
    .map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}"/>`,
    )
    .join('');
  const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(urls.kr)}</loc>${modified}${links}</url>`;
}

/**
 * The shop's `/sitemap.xml`: {@link SITEMAP_PAGES}, every visible category and every visible
 * product (`<lastmod>` its `updated_at`), each at its Korean URL with the same `ko` / `en`
 * (`?lang=en`) / `x-default` alternates the page's own `<head>` names, under `origin`
 * (`PUBLIC_URL`). Built in slices that yield to the event loop.
 */
export async function sitemapXml(origin: string, data: SitemapResponse['data']): Promise<string> {
  const paths: [string, string?][] = [
    ...SITEMAP_PAGES.map((name): [string] => [href(name)]),
    ...data.categories.map((category): [string] => [href('Category', { categoryId: category.id })]),
    ...data.products.map((product): [string, string] => [
      href('Product', { productId: product.it_id }),
      product.updated_at,
    ]),
  ];
  const entries: string[] = [];
  for (const [index, [path, lastmod]] of paths.entries()) {
    // Tens of thousands of URLs take a few hundred ms: let other requests in between slices.
    if (index > 0 && index % YIELD_EVERY === 0) await new Promise((done) => setImmediate(done));
    entries.push(urlEntry(origin, path, lastmod));
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
}
