import { createRequire } from 'node:module';
import path from 'node:path';

import { fromPackedPackages } from '@atelier/tsup-config';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import { byPackage } from './vite/chunk-groups.js';
import { compileHints } from './vite/compile-hints.js';
import { precompress } from './vite/precompress.js';

// react-router's package exports only its development build (dev warnings and checks); the
// client bundle takes the production build it ships beside it, which has the same API.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
// Both entries, so `react-router/dom` never brings a second copy (and second contexts).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// What every page needs before hydration, as one chunk: the data layer (Redux, RTK Query,
// react-redux, immer, the api-client and its one API), the session package and the wire
// constants. Left to automatic splitting, these modules landed in a dozen small chunks shared
// with route chunks: ~2 kB gzip more first-load JS and more requests (decision 0011). The
// generic resource helper (`defineResource`, multipart bodies) stays with the pages that use
// it (the catalog's reviews and questions): in app-core every page paid its 0.5 kB. The dialog
// and toast hooks (with their contexts, which the frame holds) and the loaders' `ensureQuery`
// and `AppLink` are here too: a few hundred bytes each that most pages import, otherwise
// chunks of their own (each with its own gzip start and import lines) shared page by page.
// Modules are named by package (`@atelier/session`), not by a folder of this repository, so an
// app built against the packages' `dist/` groups them the same way (file rules pick within a
// package's sources; a package built to one file is taken whole).
const APP_CORE = byPackage([
  ...[
    '@reduxjs/toolkit',
    '@standard-schema/utils',
    'immer',
    'react-redux',
    'redux',
    'redux-thunk',
    'reselect',
    'use-sync-external-store',
  ].map((name) => ({ name })),
  {
    name: '@atelier/api-client',
    // The client's messages load with the first error that needs one (not network/timeout).
    except: /^src\/(?:resource-endpoints|form-data|messages)\.ts$/,
  },
  // The thunks only a page dispatches (the login form, the account page, the login and register
  // pages' loaders) go with those pages.
  {
    name: '@atelier/session',
    except:
      /^src\/(?:login|change-password|update-account|unregister|redirect-if-authenticated(?:-element)?)\.tsx?$/,
  },
  { name: '@atelier/contracts', files: /^src\/(?:locale|http)\.ts$/ },
  {
    name: '@atelier/ui-kit',
    files:
      /^src\/(?:dialogs\/(?:dialog-context|use-dialog)|toasts\/(?:toast-context|use-toast))\.tsx?$/,
  },
  // In every page's frame anyway, yet chunks of their own because route chunks import them too.
  { name: '@atelier/translation-ai', files: /^src\/pick\.ts$/ },
  {
    name: '@atelier/shop-shell',
    files:
      /^src\/(?:config\/(?:shell-labels|shell-links|shop-shell-provider)|shared\/(?:use-shell-session|shell-link))\.tsx?$/,
  },
  { name: '@atelier/storefront', files: /^src\/shared\/routing\/(?:ensure-query|app-link)\.tsx?$/ },
]);

const SOURCE_CONDITIONS = fromPackedPackages() ? [] : ['@atelier/source'];

const TWO_CX = byPackage(
  ['@atelier/ui-kit', '@atelier/commerce-ui'].map((name) => ({
    name,
    files: /^src\/internal\/cx\.ts$/,
  })),
);

// Client build: dist/client, served under /build/ with a manifest the SSR plugin reads.
// SSR build (`vite build --ssr src/entry-server.tsx --outDir dist/server`): the render entry.
export default defineConfig(({ isSsrBuild, mode }) => ({
  base: '/build/',
  plugins: [
    react(),
    compileHints({ startModule: /\/src\/app\/start-client\.tsx$/ }),
    precompress(),
  ],
  resolve: {
    conditions: [...SOURCE_CONDITIONS, ...defaultClientConditions],
    alias: isSsrBuild || mode !== 'production' ? [] : reactRouterProduction,
  },
  ssr: {
    resolve: { conditions: [...SOURCE_CONDITIONS, ...defaultServerConditions] },
    // The render entry carries its own production React, router and store: rendering speed
    // must not depend on the NODE_ENV the server process happens to start with (`npm start`
    // leaves it unset, which would select React's development builds, ~2× slower to render).
    noExternal: isSsrBuild && mode === 'production' ? true : undefined,
  },
  define:
    isSsrBuild && mode === 'production'
      ? { 'process.env.NODE_ENV': JSON.stringify('production') }
      : undefined,
  publicDir: false,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // No preload helper: it inserts one <link rel="modulepreload"> per dependency from
        // script when the app chunk is imported, ~20-40 ms of main-thread work on a phone
        // (decision 0010). The browser fetches the app chunk's imports once it has parsed it.
        modulePreload: false,
        // Written for error tracing, but without the `sourceMappingURL` comment; the server
        // never serves `*.map` or `.vite/` (decision 0009).
        sourcemap: 'hidden',
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // Label maps are frozen objects, and a call counts as a side effect: each module's
          // English map (`*_LABELS_EN`, read only by the server's English package) shipped to
          // the browser with its Korean one. Freezing has no effect anyone can observe on a map
          // nothing reads, so unused ones are dropped.
          treeshake: { manualPureFunctions: ['Object.freeze'] },
          output: {
            codeSplitting: {
              groups: [
                { name: 'app-core', test: APP_CORE },
                // ui-kit's and commerce-ui's one-line `cx`, each otherwise a chunk of its own
                // that the product and order-form pages both load: one request, one gzip start.
                { name: 'cx', test: TWO_CX },
              ],
            },
          },
        },
      },
}));
