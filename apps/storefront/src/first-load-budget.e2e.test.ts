import { describe, expect, test } from 'vitest';

import { ROUTE_TABLE } from './shared/routing/route-table.js';
import {
  firstLoadFiles,
  firstLoadOverCeiling,
  gzipBytes,
  pageModule,
  readManifest,
} from './test/first-load.js';

// Every registered page's first-load JS by the built manifest (fast, no browser): the entry,
// the app and the page module with their static imports, and the frame alone (entry and app).
// What the browser really requests before hydration is checked on representative pages by
// first-load-browser.e2e.test.ts, which also fails on a script this closure does not include.
// Each page type has its own ceiling, its fullest page plus 1 000 B when set (FIRST_LOAD_CEILINGS;
// decisions 0018 and 0022): a page that adds more than that moves something out first (what loads
// after hydration, and how: decision 0018). Hashed chunk names vary ~0.3 kB between builds.

const pages = [
  ...new Set(
    Object.values(ROUTE_TABLE).flatMap((row) => ('page' in row && row.page ? [row.page] : [])),
  ),
];

describe('first-load JS budget (built storefront)', () => {
  const manifest = readManifest();

  test('the build has a manifest entry for the client and every registered page', () => {
    expect(
      manifest,
      'no dist/client/.vite/manifest.json: build the storefront first',
    ).toBeDefined();
    const missing = [
      'src/entry-client.tsx',
      'src/app/start-client.tsx',
      ...pages.map(pageModule),
    ].filter((key) => !manifest?.[key]);
    expect(missing).toEqual([]);
  });

  test.each([undefined, ...pages])(
    "%s stays within its page type's first-load ceiling (gzip, before hydrating)",
    (page) => {
      if (!manifest) throw new Error('no manifest');
      const files = firstLoadFiles(manifest, page && pageModule(page));
      const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
      expect(
        firstLoadOverCeiling(page, bytes),
        `${page ?? 'the frame'}: ${bytes} B in ${files.length} files:\n${files.map((f) => `  ${f} ${gzipBytes(f)} B`).join('\n')}`,
      ).toBeUndefined();
    },
  );
});
