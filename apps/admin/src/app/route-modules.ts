import { registerPages, type RouteModule } from '@atelier/app-frame';

import { ROUTE_TABLE } from '../shared/routing/route-table.js';

export const PAGE_MODULES = import.meta.glob<RouteModule>('../features/*/*-page.tsx');

export const PAGE_MODULE_OPTIONS = { globBase: '../features/', fileBase: 'src/features/' };

/**
 * The module of every route with a `page` in the route table, and of no other.
 */
export const ROUTE_MODULES = registerPages(ROUTE_TABLE, PAGE_MODULES, PAGE_MODULE_OPTIONS);
