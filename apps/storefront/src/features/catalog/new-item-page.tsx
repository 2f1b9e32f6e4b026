import type { LoaderFunction } from 'react-router';

import type { RouteContext } from '@atelier/app-frame';
import { CATALOG_LABELS } from './catalog-labels.js';
import { FixedListingPage, fixedListingLoader, type FixedListing } from './fixed-listing.js';

const NEW_ITEMS: FixedListing = {
  route: 'ProductNewItem',
  sort: 'new',
  description: CATALOG_LABELS.newItemDescription,
};

/**
 * The new items' data: page 1, newest first, and the page's head.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return fixedListingLoader(ctx, NEW_ITEMS);
}

/**
 * `/shop/new-item` (route `ProductNewItem`): every product, newest first.
 */
export default function NewItemPage() {
  return <FixedListingPage listing={NEW_ITEMS} />;
}
