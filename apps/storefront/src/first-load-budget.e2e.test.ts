import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { describe, expect, test } from 'vitest';

import type { ViteManifest } from './server/manifest-assets.js';
import { ROUTE_TABLE } from './shared/routing/route-table.js';

// The ceiling of a page's first-load JS, gzip: the 184 kB of the home page when the catalog
// began (issue 11). The aspirational 150 kB target stays in the page benchmark (decision 0010).
const FIRST_LOAD_BUDGET_BYTES = 184_000;
// Pages over the ceiling, each held at what it measured (plus 0.3 kB, as hashed chunk names
// vary between builds, rounded up to the next kB) so it can only shrink. The frame is ~183 kB
// (react-dom ~65 kB, i18next ~18 kB, the data layer ~64 kB); forms add fields, error display
// and dialogs (~7 kB), listings ui-kit's Select/RadioGroup and commerce-ui's card (~12 kB), the
// product page its gallery, option picker and tabs (~20 kB). Zod and the password list
// already load on first use (src/shared/forms/form-schemas.ts, contracts' zod-free constant
// modules), and so do the review and question forms (shared/catalog/feedback-forms.tsx: ~5 kB
// off the product page) and, after hydration, the product page's reviews, questions and rails
// (~5.7 kB more off it). Each split regroups the chunks shared with other pages, and waiting
// for the LCP image added 0.15 kB to the entry: those pages gained 0.2-0.6 kB. The cart (issue
// 12) shares commerce-ui's stepper and money format with the product page, which split them
// into chunks of their own (+1.1 kB there; its add-to-cart calls load on the first click).
// The order-tracking pages (issue 12) share ui-kit's Select, Pager, RadioGroup and TextArea and
// commerce-ui's money format and picture with the listings, forms and cart: the chunks regrouped
// and sixteen existing pages gained 0.1-0.5 kB (measured 2026-11-26 against the build before:
// login 192.3, register 193.1, account 194.4, my-page inquiries/reviews/wish list 197.2/200.5/
// 199.5, customer reviews 197.2, best sellers 199.1, category 199.5, new items 199.1, not-found
// 184.3 kB). The dashboard's latest orders and points add 2.2 kB (189.2 kB). The order pages
// measured: list 195.7, detail 197.6, coupons 192.9, points 192.8, /shop/my_order_view 200.1 kB.
// The detail's cancel dialog loads on the first click (3.2 kB off the detail and the order view);
// the guest lookup form is the next candidate. Their order constants come from contracts'
// zod-free order-constants.ts: through order.ts they pulled zod in (+25 kB).
// Bringing these under the ceiling is open work: load listing controls after hydration, and
// shrink the frame (decision 0010).
const OVER_CEILING_BYTES: Readonly<Record<string, number>> = {
  'src/features/home/home-page.tsx': 186_000,
  'src/features/auth/login-page.tsx': 193_000,
  'src/features/auth/register-page.tsx': 194_000,
  'src/features/auth/forgot-password-page.tsx': 193_000,
  'src/features/auth/password-reset-page.tsx': 193_000,
  'src/features/member/my-page-dashboard-page.tsx': 190_000,
  'src/features/member/my-page-account-page.tsx': 195_000,
  'src/features/member/my-page-notification-page.tsx': 190_000,
  'src/features/product-feedback/my-page-product-inquiry-page.tsx': 198_000,
  'src/features/product-feedback/my-page-product-review-page.tsx': 201_000,
  'src/features/product-feedback/my-page-wish-list-page.tsx': 200_000,
  'src/features/product-feedback/customer-product-inquiry-page.tsx': 194_000,
  'src/features/product-feedback/customer-product-review-page.tsx': 198_000,
  'src/features/catalog/best-seller-page.tsx': 200_000,
  'src/features/catalog/category-page.tsx': 200_000,
  'src/features/product/product-page.tsx': 206_000,
  'src/features/catalog/search-page.tsx': 200_000,
  'src/features/cart/cart-page.tsx': 194_000,
  'src/features/catalog/new-item-page.tsx': 200_000,
  'src/features/not-found/not-found-page.tsx': 185_000,
  'src/features/orders/my-page-order-page.tsx': 196_000,
  'src/features/orders/my-page-order-show-page.tsx': 198_000,
  'src/features/orders/my-page-coupon-page.tsx': 194_000,
  'src/features/orders/my-page-point-page.tsx': 194_000,
  'src/features/orders/my-order-view-page.tsx': 201_000,
};

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const manifestFile = path.join(client, '.vite/manifest.json');

/** What a cold visit loads before hydration: the entry, the app and the page, with their static imports. */
function firstLoadFiles(manifest: ViteManifest, pageModule: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['src/entry-client.tsx', 'src/app/start-client.tsx', pageModule]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

function gzipBytes(file: string): number {
  const served = path.join(client, `${file}.gz`);
  if (existsSync(served)) return readFileSync(served).length;
  return gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
}

const pages = [
  ...new Set(
    Object.values(ROUTE_TABLE).flatMap((row) =>
      'page' in row && row.page ? [`src/features/${row.page}.tsx`] : [],
    ),
  ),
];

describe('first-load JS budget (built storefront)', () => {
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : undefined;

  test('the build has a manifest entry for the client and every registered page', () => {
    expect(manifest, `no ${manifestFile}: build the storefront first`).toBeDefined();
    const missing = ['src/entry-client.tsx', 'src/app/start-client.tsx', ...pages].filter(
      (key) => !manifest?.[key],
    );
    expect(missing).toEqual([]);
  });

  test.each(pages)('%s stays within its first-load budget (gzip, before hydrating)', (page) => {
    if (!manifest) throw new Error('no manifest');
    const files = firstLoadFiles(manifest, page);
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    expect(
      bytes,
      `${page}: ${bytes} B in ${files.length} files:\n${files.map((f) => `  ${f} ${gzipBytes(f)} B`).join('\n')}`,
    ).toBeLessThanOrEqual(OVER_CEILING_BYTES[page] ?? FIRST_LOAD_BUDGET_BYTES);
  });
});
