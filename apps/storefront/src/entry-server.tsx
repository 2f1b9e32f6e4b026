import type { RouteModuleEntry } from '@atelier/app-frame';
import { createRenderEntry } from '@atelier/app-frame/render';
import { prefetchShellData } from '@atelier/shop-shell';

import { createRoutes } from './app/create-routes.js';
import type { PublicConfig } from './app/embedded-state.js';
import { buildHead } from './app/head.js';
import type { PageHints } from './app/page-hints.js';
import { ROUTE_MODULES } from './app/route-modules.js';
import { leafRouteName } from './shared/routing/route-table.js';
import { pageHeadOf } from './shared/seo/page-head.js';

const modules: Partial<Record<string, RouteModuleEntry>> = ROUTE_MODULES;

function leafOf(matches: readonly { route: { handle?: unknown } }[]) {
  return leafRouteName(matches.map((match) => ({ handle: match.route.handle })));
}

/**
 * Renders one page on the server (the frame's render entry): the chrome's data (categories,
 * popups, the footers' notices and Instagram) is embedded with the rest, so hydration does not
 * fetch it again; the head comes from the route table and the page's loader.
 */
export const render = createRenderEntry<PublicConfig, PageHints>({
  createRoutes,
  prefetch: (store) => prefetchShellData(store.dispatch),
  isNotFound: (context) => leafOf(context.matches) === 'NotFound',
  head: ({ context, notFound, lang, url, t }) =>
    buildHead({
      name: notFound ? 'NotFound' : leafOf(context.matches),
      lang,
      url,
      t,
      page: notFound
        ? undefined
        : pageHeadOf(
            context.matches.map((match) => ({ data: context.loaderData[match.route.id] })),
          ),
    }),
  routeFiles: (ids) =>
    ids.map((id) => modules[id]?.file).filter((file): file is string => typeof file === 'string'),
  defaultHints: (url) => ({ device: 'unknown', host: url.host }),
  onError: (error) => console.error('[storefront] render error', error),
});
