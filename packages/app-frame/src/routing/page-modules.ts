import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

import type { RouteContext } from './route-context.js';
import type { ReadyRouteName, RouteTable } from './route-table.js';

/**
 * What a page module (`src/features/<feature>/<name>-page.tsx`) exports: the page as its
 * default export and, when it needs data, `createLoader`.
 *
 * @example
 * const module: RouteModule = { default: CartPage, createLoader: (ctx) => async () => null };
 */
export interface RouteModule {
  default: ComponentType;
  createLoader?: (ctx: RouteContext) => LoaderFunction;
}

/**
 * How the router loads a page: `load` (a dynamic import, so each page is its own chunk) and
 * `file`, the module's path from the app root, which the SSR server looks up in the Vite
 * manifest to preload the chunk and its CSS.
 *
 * @example
 * const entry: RouteModuleEntry = { file: 'src/features/cart/cart-page.tsx', load: () => import('./cart-page.js') };
 */
export interface RouteModuleEntry {
  file: string;
  load: () => Promise<RouteModule>;
}

/**
 * Where the app's page modules are: the prefix of its `import.meta.glob` keys (relative to
 * the file that globs) and the same folder from the app root.
 *
 * @example
 * const options: PageModuleOptions = { globBase: '../features/', fileBase: 'src/features/' };
 */
export interface PageModuleOptions {
  globBase: string;
  fileBase: string;
}

/**
 * Page registration: each row of `table` with a `page` (`auth/login-page`) gets its lazy
 * module from `glob` (the app's `import.meta.glob` of its page modules, which must stay in
 * the app so Vite sees it) and its file from the app root; a `page` without a module throws.
 *
 * @example
 * export const PAGE_MODULES = import.meta.glob<RouteModule>('../features/*\/*-page.tsx');
 * export const ROUTE_MODULES = registerPages(ROUTE_TABLE, PAGE_MODULES, {
 *   globBase: '../features/',
 *   fileBase: 'src/features/',
 * });
 */
export function registerPages<T extends RouteTable>(
  table: T,
  glob: Readonly<Record<string, () => Promise<RouteModule>>>,
  { globBase, fileBase }: PageModuleOptions,
): Record<ReadyRouteName<T>, RouteModuleEntry> {
  const modules = {} as Record<ReadyRouteName<T>, RouteModuleEntry>;
  for (const [name, row] of Object.entries(table)) {
    if (!row.page) continue;
    const load = glob[`${globBase}${row.page}.tsx`];
    if (!load) throw new Error(`route ${name}: no page module ${fileBase}${row.page}.tsx`);
    modules[name as ReadyRouteName<T>] = { file: `${fileBase}${row.page}.tsx`, load };
  }
  return modules;
}

/**
 * Every page module file `glob` found, from the app root: for the app's test that no page
 * module is written and left out of the table.
 *
 * @example
 * expect(pageModuleFiles(PAGE_MODULES, options).sort()).toEqual(Object.values(ROUTE_MODULES).map((e) => e.file).sort());
 */
export function pageModuleFiles(
  glob: Readonly<Record<string, unknown>>,
  { globBase, fileBase }: PageModuleOptions,
): string[] {
  return Object.keys(glob).map((key) =>
    key.startsWith(globBase) ? `${fileBase}${key.slice(globBase.length)}` : key,
  );
}
