import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';

import {
  createTableRoutes,
  layoutRouteId,
  ROOT_ROUTE_ID,
  type TableLayout,
} from './create-table-routes.js';
import type { RouteModule, RouteModuleEntry } from './page-modules.js';
import type { RouteContext } from './route-context.js';
import type { RouteTable } from './route-table.js';

const TABLE = {
  Home: { path: '/', page: 'home/home-page' },
  Login: { path: '/login', page: 'auth/login-page' },
  MyPage: { path: '/my-page', page: 'member/my-page', layout: 'member' },
  Quotation: { path: '/shop/quotation', page: 'quotation/quotation-page', layout: 'blank' },
  Planned: { path: '/planned' },
  NotFound: { path: '*', page: 'not-found/not-found-page' },
} as const satisfies RouteTable;

const Page = () => null;
const Frame = () => null;

function entry(load: () => Promise<RouteModule>): RouteModuleEntry {
  return { file: 'src/features/x-page.tsx', load };
}

const homeLoader: LoaderFunction = () => 'home data';
const PAGES = {
  Home: entry(async () => ({ default: Page, createLoader: () => homeLoader })),
  Login: entry(async () => ({ default: Page })),
  MyPage: entry(async () => ({ default: Page, createLoader: () => () => 'my data' })),
  Quotation: entry(async () => ({ default: Page })),
  NotFound: entry(async () => ({ default: Page })),
};

const ctx = {
  isServer: true,
  t: (s: string) => s,
  onChunkError: async (error: unknown) => {
    throw error;
  },
} as unknown as RouteContext;

type Layout = 'shell' | 'member' | 'blank';

function routesWith(
  overrides: {
    ctx?: RouteContext;
    pages?: typeof PAGES;
    guard?: TableLayout<Layout>['guard'];
  } = {},
): RouteObject[] {
  return createTableRoutes({
    table: TABLE,
    pages: overrides.pages ?? PAGES,
    ctx: overrides.ctx ?? ctx,
    Root: Frame,
    ErrorBoundary: Frame,
    routes: [{ id: 'legacy:/old', path: '/old' }],
    layouts: {
      shell: { Component: Frame },
      member: { parent: 'shell', Component: Frame, guard: overrides.guard },
      blank: { Component: Frame },
    },
    defaultLayout: 'shell',
  });
}

// Every route below the root, layouts flattened, with the id of the route that holds it.
function flatten(routes: RouteObject[], parent = ROOT_ROUTE_ID) {
  return routes.flatMap((route): { route: RouteObject; parent: string }[] => [
    { route, parent },
    ...flatten(route.children ?? [], route.id ?? parent),
  ]);
}

function byId(routes: RouteObject[], id: string): RouteObject {
  return flatten(routes[0]!.children!).find((e) => e.route.id === id)!.route;
}

const args = { request: new Request('http://x/my-page'), params: {} } as LoaderFunctionArgs;

describe('createTableRoutes', () => {
  test('the root holds the extra routes and the layouts; only rows with a page are registered', () => {
    const routes = routesWith();
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ id: ROOT_ROUTE_ID, path: '/', Component: Frame });
    const ids = flatten(routes[0]!.children!).map((e) => e.route.id);
    expect(ids).toEqual([
      'legacy:/old',
      layoutRouteId('shell'),
      'Home',
      'Login',
      'NotFound',
      layoutRouteId('member'),
      'MyPage',
      layoutRouteId('blank'),
      'Quotation',
    ]);
    expect(byId(routes, 'Home')).toMatchObject({ index: true, handle: { name: 'Home' } });
    expect(byId(routes, 'NotFound').path).toBe('*');
    expect(byId(routes, 'Login')).toMatchObject({ path: '/login', ErrorBoundary: Frame });
  });

  test('pages sit in their table layout; nested layouts in their parent', () => {
    const parents = new Map(
      flatten(routesWith()[0]!.children!).map((e) => [e.route.id, e.parent] as const),
    );
    expect(parents.get(layoutRouteId('shell'))).toBe(ROOT_ROUTE_ID);
    expect(parents.get(layoutRouteId('blank'))).toBe(ROOT_ROUTE_ID);
    expect(parents.get(layoutRouteId('member'))).toBe(layoutRouteId('shell'));
    expect(parents.get('Home')).toBe(layoutRouteId('shell'));
    expect(parents.get('MyPage')).toBe(layoutRouteId('member'));
    expect(parents.get('Quotation')).toBe(layoutRouteId('blank'));
  });

  test('a page module loads lazily with its loader', async () => {
    const loaded = await (byId(routesWith(), 'Home').lazy as () => Promise<RouteObject>)();
    expect(loaded.Component).toBe(Page);
    expect(loaded.loader).toBe(homeLoader);
  });

  test("a guarded layout's pages run the guard around their loader", async () => {
    const seen: string[] = [];
    const guard = {
      loader: (_ctx: RouteContext, pageLoader?: LoaderFunction): LoaderFunction => {
        return async (a) => {
          seen.push('guard');
          return pageLoader?.(a);
        };
      },
    };
    const routes = routesWith({ guard });
    const myPage = await (byId(routes, 'MyPage').lazy as () => Promise<RouteObject>)();
    await expect((myPage.loader as LoaderFunction)(args, undefined)).resolves.toBe('my data');
    expect(seen).toEqual(['guard']);
    const home = await (byId(routes, 'Home').lazy as () => Promise<RouteObject>)();
    expect(home.loader).toBe(homeLoader);
  });

  test('a failed module load goes to the chunk error handler', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /build/a.js');
    const seen: unknown[] = [];
    const failing = {
      ...ctx,
      onChunkError: async (error: unknown) => {
        seen.push(error);
        throw new Error('handled');
      },
    } as RouteContext;
    const pages = {
      ...PAGES,
      Home: entry(() => Promise.reject(failure)),
    };
    const home = byId(routesWith({ ctx: failing, pages }), 'Home');
    await expect((home.lazy as () => Promise<unknown>)()).rejects.toThrow('handled');
    expect(seen).toEqual([failure]);
  });
});
