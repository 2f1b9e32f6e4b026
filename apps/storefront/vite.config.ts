import { appViteConfig, byPackage } from '@atelier/app-frame/vite';
import { fromPackedPackages } from '@atelier/tsup-config';
import react from '@vitejs/plugin-react';

import { compileHints } from './vite/compile-hints.js';

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

const TWO_CX = byPackage(
  ['@atelier/ui-kit', '@atelier/commerce-ui'].map((name) => ({
    name,
    files: /^src\/internal\/cx\.ts$/,
  })),
);

// The frame's build (client in dist/client under /build/, the render entry in dist/server)
// with the storefront's build plugins and chunk groups.
export default appViteConfig({
  root: import.meta.dirname,
  plugins: [react(), compileHints({ startModule: /\/src\/app\/start-client\.tsx$/ })],
  packageSources: !fromPackedPackages(),
  chunkGroups: [
    { name: 'app-core', test: APP_CORE },
    // ui-kit's and commerce-ui's one-line `cx`, each otherwise a chunk of its own that the
    // product and order-form pages both load: one request, one gzip start.
    { name: 'cx', test: TWO_CX },
  ],
});
