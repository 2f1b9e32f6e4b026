import type { LoaderFunction } from 'react-router';

import type { RouteContext } from '@atelier/app-frame';
import { CATALOG_LABELS } from './catalog-labels.js';
import { FixedListingPage, fixedListingLoader, type FixedListing } from './fixed-listing.js';

const BEST_SELLERS: FixedListing = {
  route: 'BestSeller',
  sort: 'best',
  description: CATALOG_LABELS.bestSellerDescription,
};

/**
 * The best sellers' data: page 1 in order of 30-day sales, and the page's head.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return fixedListingLoader(ctx, BEST_SELLERS);
}

/**
 * `/shop/best-seller` (route `BestSeller`): every product, best selling first.
 */
export default function BestSellerPage() {
  return <FixedListingPage listing={BEST_SELLERS} />;
}
