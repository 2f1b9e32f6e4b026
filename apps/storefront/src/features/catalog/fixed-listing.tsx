import { useT } from '@atelier/translation-ai';
import type { ProductSort } from '@atelier/contracts';
import type { LoaderFunction } from 'react-router';

import { BreadcrumbNav } from '../../shared/routing/breadcrumb-nav.js';
import { href, routeMeta, type RouteName } from '../../shared/routing/route-table.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { CATALOG_LABELS } from './catalog-labels.js';
import { listingHead, prefetchListing } from './listing-loader.js';
import { ProductListing } from './product-listing.js';

/**
 * A listing of the whole catalogue in one fixed order: best sellers (`best`) and new items
 * (`new`). Its title is the route table's.
 */
export interface FixedListing {
  route: Extract<RouteName, 'BestSeller' | 'ProductNewItem'>;
  sort: ProductSort;
  /** Korean source phrase of the meta description. */
  description: string;
}

/**
 * The loader of a {@link FixedListing} page: page 1 of its products and its head.
 */
export function fixedListingLoader(ctx: RouteContext, listing: FixedListing): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const first = await prefetchListing(ctx, request, { defaultSort: listing.sort });
    const meta = routeMeta(listing.route);
    const title = ctx.t(meta.title ?? '');
    return {
      head: listingHead({
        ctx,
        request,
        title,
        description: ctx.t(listing.description),
        canonicalPath: href(listing.route),
        steps: [
          { name: ctx.t(CATALOG_LABELS.home), path: href('Home') },
          { name: title, path: href(listing.route) },
        ],
        first,
      }),
    };
  };
}

/**
 * The page of a {@link FixedListing}: breadcrumb, title and the listing without a sort
 * select (its order is what the page is).
 */
export function FixedListingPage({ listing }: { listing: FixedListing }) {
  const { t } = useT();
  const title = t(routeMeta(listing.route).title ?? '');
  return (
    <div className="atelier-catalog" data-page={listing.route}>
      <BreadcrumbNav
        label={t(CATALOG_LABELS.breadcrumb)}
        steps={[
          { name: t(CATALOG_LABELS.home), path: href('Home') },
          { name: title, path: href(listing.route) },
        ]}
      />
      <h1 className="atelier-catalog__title">{title}</h1>
      <ProductListing base={{ defaultSort: listing.sort }} />
    </div>
  );
}
