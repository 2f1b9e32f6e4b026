import { minorUnitDigits } from '@atelier/commerce-ui';
import type { Lang, Paginated, ProductListItem } from '@atelier/contracts';
import { selectCurrency, selectLanguage } from '@atelier/session';

import { breadcrumbListJsonLd } from '@atelier/app-frame';

import { catalogApi } from '../../domain/catalog/catalog-api.js';
import type { BreadcrumbLink } from '../../shared/routing/breadcrumb-nav.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageHead } from '../../shared/seo/page-head.js';
import { productListQuery, type ListingBase } from './listing-query.js';

/**
 * Fetches page 1 of a listing with the query its page will ask for (same filters, same
 * page size), so the server renders the products and embeds them, and client navigations
 * show the page with its products. A failure does not throw: the page shows it.
 */
export function prefetchListing(
  ctx: RouteContext,
  request: Request,
  base: ListingBase,
): Promise<Paginated<ProductListItem> | undefined> {
  const currency = selectCurrency(ctx.store.getState());
  const search = new URL(request.url).searchParams;
  const query = productListQuery(base, search, minorUnitDigits(currency), 1);
  return ensureQuery(ctx, ctx.store.dispatch(catalogApi.endpoints.getProducts.initiate(query)), {
    notFound: 'ignore',
  });
}

/**
 * Options of {@link listingHead}.
 */
export interface ListingHeadInput {
  ctx: RouteContext;
  request: Request;
  /** Final texts (translated). */
  title: string;
  description: string;
  canonicalPath: string;
  /** The visible breadcrumb, home first and this page last. */
  steps: readonly BreadcrumbLink[];
  /** Page 1 of the listing: its first photo is the page's `og:image`. */
  first: Paginated<ProductListItem> | undefined;
  robots?: string;
}

function absolute(path: string, origin: string, language: Lang): string {
  const url = new URL(path, origin);
  if (language === 'en') url.searchParams.set('lang', 'en');
  return url.toString();
}

/**
 * The head of a listing page: title, description, canonical path (filters left out), the
 * first product photo as `og:image`, and the breadcrumb as JSON-LD with absolute URLs in
 * the page's language.
 */
export function listingHead({
  ctx,
  request,
  title,
  description,
  canonicalPath,
  steps,
  first,
  robots,
}: ListingHeadInput): PageHead {
  const { origin } = new URL(request.url);
  const language = selectLanguage(ctx.store.getState());
  const photo = first?.data.find((product) => product.thumbnail)?.thumbnail;
  return {
    title,
    description,
    canonicalPath,
    ...(robots ? { robots } : {}),
    ...(photo ? { image: new URL(photo.detail.jpeg.url, origin).toString() } : {}),
    jsonLd: [
      breadcrumbListJsonLd(
        steps.map((step) => ({ name: step.name, url: absolute(step.path, origin, language) })),
      ),
    ],
  };
}
