import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { beginRouteChunkLoad } from '../errors/route-chunk-loads.js';
import type { LoginGuard } from './login-guard.js';
import type { RouteModule, RouteModuleEntry } from './page-modules.js';
import type { RouteContext } from './route-context.js';
import type { ReadyRouteName, RouteHandle, RouteTable } from './route-table.js';

/**
 * The id of the root route (the app's frame component); pages have their table name as id.
 *
 * @example
 * router.state.matches[0]?.route.id === ROOT_ROUTE_ID;
 */
export const ROOT_ROUTE_ID = 'root';

/**
 * The id of a layout route.
 *
 * @example
 * layoutRouteId('member'); // 'layout:member'
 */
export function layoutRouteId(layout: string): string {
  return `layout:${layout}`;
}

/**
 * A layout route of the table: its component, the layout it nests in (none: under the root)
 * and the guard its own pages' loaders run first (a layout nested in a guarded one that needs
 * the guard too names it again).
 *
 * @example
 * const member: TableLayout<'shell' | 'member'> = { parent: 'shell', Component: GUARD.Layout, guard: GUARD };
 */
export interface TableLayout<L extends string> {
  Component: ComponentType;
  parent?: NoInfer<L>;
  guard?: Pick<LoginGuard, 'loader'>;
}

/**
 * Options of {@link createTableRoutes}.
 *
 * @example
 * const options: CreateTableRoutesOptions<typeof ROUTE_TABLE, 'shell'> = { table, pages, ctx, Root, ErrorBoundary, layouts, defaultLayout: 'shell' };
 */
export interface CreateTableRoutesOptions<T extends RouteTable, L extends string> {
  table: T;
  /** The registered pages ({@link registerPages}). */
  pages: Readonly<Record<ReadyRouteName<T>, RouteModuleEntry>>;
  ctx: RouteContext;
  /** The root route's component (scroll behaviour, title, analytics, `<Outlet />`). */
  Root: ComponentType;
  /** The error element of the root and of every page ({@link createRouteErrorBoundary}). */
  ErrorBoundary: ComponentType;
  /** The layouts, in the order they are registered; a row's `layout` names one. */
  layouts: Readonly<Record<L, TableLayout<L>>>;
  /** The layout of rows without one. */
  defaultLayout: NoInfer<L>;
  /** Routes under the root before the layouts (legacy redirects). */
  routes?: RouteObject[];
}

async function loadModule(entry: RouteModuleEntry, ctx: RouteContext): Promise<RouteModule> {
  const done = beginRouteChunkLoad();
  try {
    return await entry.load();
  } catch (error) {
    return ctx.onChunkError(error);
  } finally {
    done();
  }
}

/**
 * The React Router route objects of an app, from its route table: the root (`Root`) holding
 * `routes` and the nested layouts, each page in its table layout, lazily loaded (its own
 * chunk; a failed load goes to `ctx.onChunkError`, spec §8) with the table name as route id
 * and `handle`, its loader behind the guard of its layout. Rows
 * without a page are not registered: they fall to the not-found route. Call it per SSR
 * request and once in the browser, with that store in `ctx`.
 *
 * @example
 * export const createRoutes = (ctx: RouteContext) =>
 *   createTableRoutes({
 *     table: ROUTE_TABLE,
 *     pages: ROUTE_MODULES,
 *     ctx,
 *     Root: AppFrame,
 *     ErrorBoundary: RouteErrorBoundary,
 *     layouts: {
 *       shell: { Component: ShellLayout },
 *       member: { parent: 'shell', Component: MEMBER_GUARD.Layout, guard: MEMBER_GUARD },
 *       blank: { Component: BlankLayout },
 *     },
 *     defaultLayout: 'shell',
 *   });
 */
export function createTableRoutes<T extends RouteTable, L extends string>(
  options: CreateTableRoutesOptions<T, L>,
): RouteObject[] {
  const { table, pages, ctx, Root, ErrorBoundary, layouts, defaultLayout, routes = [] } = options;
  const layoutIds = Object.keys(layouts) as L[];

  const pageRoute = (name: ReadyRouteName<T>, guard: TableLayout<L>['guard']): RouteObject => {
    const { path } = table[name]!;
    const handle: RouteHandle = { name };
    return {
      id: name,
      ...(path === '/' ? { index: true } : { path }),
      handle,
      ErrorBoundary,
      lazy: async () => {
        const module = await loadModule(pages[name], ctx);
        const loader = module.createLoader?.(ctx);
        return { Component: module.default, loader: guard ? guard.loader(ctx, loader) : loader };
      },
    };
  };

  const layoutRoute = (id: L): RouteObject => ({
    id: layoutRouteId(id),
    Component: layouts[id].Component,
    children: [
      ...(Object.keys(pages) as ReadyRouteName<T>[])
        .filter((name) => (table[name]!.layout ?? defaultLayout) === id)
        .map((name) => pageRoute(name, layouts[id].guard)),
      ...layoutIds.filter((child) => layouts[child].parent === id).map(layoutRoute),
    ],
  });

  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: Root,
      ErrorBoundary,
      children: [
        ...routes,
        ...layoutIds.filter((id) => layouts[id].parent === undefined).map(layoutRoute),
      ],
    },
  ];
}
