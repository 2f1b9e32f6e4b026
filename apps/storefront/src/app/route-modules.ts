import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

import type { RouteContext } from '../shared/routing/route-context.js';
import {
  ROUTE_TABLE,
  routeNames,
  type ReadyRouteName,
  type RouteDefinition,
} from '../shared/routing/route-table.js';

/**
 * What a page module (`src/features/<feature>/<name>-page.tsx`) exports: the page as its
 * default export and, when it needs data, `createLoader`.
 */
export interface RouteModule {
  default: ComponentType;
  createLoader?: (ctx: RouteContext) => LoaderFunction;
}

/**
 * How the router loads a page: `load` (a dynamic import, so each page is its own chunk) and
 * `file`, the module's path from the app root, which the SSR server looks up in the Vite
 * manifest to preload the chunk and its CSS.
 */
export interface RouteModuleEntry {
  file: string;
  load: () => Promise<RouteModule>;
}

// Every page module of every feature, each a lazy chunk; the route table names them.
const PAGE_MODULES = import.meta.glob<RouteModule>('../features/*/*-page.tsx');

/**
 * The `PAGE_MODULES` key of a table `page` (`auth/login-page`).
 */
export function pageModuleKey(page: string): string {
  return `../features/${page}.tsx`;
}

/**
 * Every page module file under `src/features` (for the registry's completeness test).
 */
export function pageModuleFiles(): string[] {
  return Object.keys(PAGE_MODULES).map((key) => key.replace(/^\.\.\//, 'src/'));
}

function entryOf(name: ReadyRouteName): RouteModuleEntry {
  const page = (ROUTE_TABLE[name] as RouteDefinition).page!;
  const load = PAGE_MODULES[pageModuleKey(page)];
  if (!load) throw new Error(`route ${name}: no page module src/features/${page}.tsx`);
  return { file: `src/features/${page}.tsx`, load };
}

/**
 * The module of every route with a `page` in the route table, and of no other.
 */
export const ROUTE_MODULES = Object.fromEntries(
  routeNames()
    .filter((name): name is ReadyRouteName => Boolean((ROUTE_TABLE[name] as RouteDefinition).page))
    .map((name) => [name, entryOf(name)]),
) as Record<ReadyRouteName, RouteModuleEntry>;
