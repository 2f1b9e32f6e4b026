import type { RouteModuleEntry } from '@atelier/app-frame';
import { createRenderEntry } from '@atelier/app-frame/render';

import { createRoutes } from './app/create-routes.js';
import { ROUTE_MODULES } from './app/route-modules.js';
import type { ConsoleConfig, ConsoleHints } from './server/console-config.js';
import { CONSOLE_LABELS } from './shared/console-labels.js';
import { leafRouteName, ROUTE_TABLE } from './shared/routing/route-table.js';

const modules: Partial<Record<string, RouteModuleEntry>> = ROUTE_MODULES;

/**
 * The console's first HTML (the frame's render entry): the sign-in form or the console's
 * frame; operator data is fetched in the browser, nothing here is indexed.
 */
export const render = createRenderEntry<ConsoleConfig, ConsoleHints>({
  createRoutes,
  head: ({ context, lang }) => {
    const name = leafRouteName(context.matches.map((match) => ({ handle: match.route.handle })));
    const title = name ? ROUTE_TABLE[name].meta.title : undefined;
    const site = lang === 'en' ? 'Atelier console' : CONSOLE_LABELS.siteName;
    return {
      htmlLang: lang === 'en' ? 'en' : 'ko',
      title: title ? `${title} | ${site}` : site,
      description: '',
      canonical: '',
      alternates: [],
      openGraph: [],
      robots: 'noindex',
      jsonLd: [],
    };
  },
  routeFiles: (ids) =>
    ids.map((id) => modules[id]?.file).filter((file): file is string => typeof file === 'string'),
  defaultHints: (url) => ({ host: url.host }),
  onError: (error) => console.error('[admin] render error', error),
});
