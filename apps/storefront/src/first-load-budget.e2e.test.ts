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
// The checkout (issue 12) added four route rows (+0.2 kB on every page: not-found went over the
// ceiling) and shares ui-kit's RadioGroup and the order-lines encoder with the listings, cart
// and product page, which split them into small chunks (+0.1-0.55 kB there); its own pages
// measured: order form 206.2 kB (fields, selects, radio group, consents, amounts), thank-you
// 191.4 kB, payment return 189.4 kB, sandbox PG 192.8 kB. Its postcode dialog and the Kakao
// adapter load on the first search.
// Bringing these under the ceiling is open work: load listing controls after hydration, and
// shrink the frame (decision 0010).
const OVER_CEILING_BYTES: Readonly<Record<string, number>> = {
  'src/features/home/home-page.tsx': 186_000,
  'src/features/auth/login-page.tsx': 193_000,
  'src/features/auth/register-page.tsx': 193_000,
  'src/features/auth/forgot-password-page.tsx': 193_000,
  'src/features/auth/password-reset-page.tsx': 193_000,
  'src/features/member/my-page-dashboard-page.tsx': 187_000,
  'src/features/member/my-page-account-page.tsx': 195_000,
  'src/features/member/my-page-notification-page.tsx': 190_000,
  'src/features/product-feedback/my-page-product-inquiry-page.tsx': 197_000,
  'src/features/product-feedback/my-page-product-review-page.tsx': 201_000,
  'src/features/product-feedback/my-page-wish-list-page.tsx': 200_000,
  'src/features/product-feedback/customer-product-inquiry-page.tsx': 194_000,
  'src/features/product-feedback/customer-product-review-page.tsx': 197_000,
  'src/features/catalog/best-seller-page.tsx': 199_000,
  'src/features/catalog/category-page.tsx': 200_000,
  'src/features/product/product-page.tsx': 206_000,
  'src/features/catalog/search-page.tsx': 200_000,
  'src/features/cart/cart-page.tsx': 194_000,
  'src/features/catalog/new-item-page.tsx': 199_000,
  'src/features/checkout/order-form-page.tsx': 207_000,
  'src/features/checkout/order-confirm-page.tsx': 192_000,
  'src/features/checkout/payment-confirm-page.tsx': 190_000,
  'src/features/checkout/sandbox-pg-page.tsx': 194_000,
  'src/features/not-found/not-found-page.tsx': 185_000,
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
