import { registerPages, type RouteModule } from '@atelier/app-frame';

import { ROUTE_TABLE } from '../shared/routing/route-table.js';

// Every page module of every feature, each a lazy chunk; the route table names them.
const PAGE_MODULES = import.meta.glob<RouteModule>('../features/*/*-page.tsx');

/**
 * The module of every route with a `page` in the route table.
 */
export const { modules: ROUTE_MODULES, files: PAGE_MODULE_FILES } = registerPages(
  ROUTE_TABLE,
  PAGE_MODULES,
  { globBase: '../features/', fileBase: 'src/features/' },
);
