import { describe, expect, test } from 'vitest';

import type { RouteObject } from 'react-router';

import { layoutRouteId, ROOT_ROUTE_ID, type RouteContext } from '@atelier/app-frame';

import { createRoutes } from './create-routes.js';

// Every route below the root, layouts flattened, with the id of the layout that holds it.
function flatten(
  routes: RouteObject[],
  parent = ROOT_ROUTE_ID,
): { route: RouteObject; parent: string }[] {
  return routes.flatMap((route) => [
    { route, parent },
    ...flatten(route.children ?? [], route.id ?? parent),
  ]);
}

function pageById(id: string): RouteObject {
  const [root] = createRoutes(ctx);
  return flatten(root!.children!).find((entry) => entry.route.id === id)!.route;
}

const ctx = {
  isServer: true,
  t: (s: string) => s,
  onChunkError: async (error: unknown) => {
    throw error;
  },
} as unknown as RouteContext;

describe('createRoutes', () => {
  test('registers the frame, the legacy redirects and only the pages with a module', () => {
    const [root] = createRoutes(ctx);
    expect(root?.id).toBe(ROOT_ROUTE_ID);
    const children = flatten(root?.children ?? []).map((entry) => entry.route);
    const ids = children.map((route) => route.id);
    expect(ids).toContain('Home');
    expect(ids).toContain('NotFound');
    expect(ids.filter((id) => id?.startsWith('legacy:'))).toHaveLength(10);
    expect(ids).toContain('Login');
    expect(ids).toContain('MyPage');
    expect(ids).toContain('Category');
    expect(ids).toContain('Cart');
    expect(ids).toContain('OrderForm');
    for (const planned of ['MyPageTssa']) expect(ids).not.toContain(planned);

    const home = pageById('Home');
    expect(home.index).toBe(true);
    expect(home.handle).toEqual({ name: 'Home' });
    expect(typeof home.lazy).toBe('function');
    expect(children.find((route) => route.id === 'NotFound')?.path).toBe('*');
  });

  test('pages sit in their table layout: member pages inside the shell, under the login guard', () => {
    const [root] = createRoutes(ctx);
    const parents = new Map(
      flatten(root!.children!).map((entry) => [entry.route.id, entry.parent] as const),
    );
    expect(parents.get(layoutRouteId('shell'))).toBe(ROOT_ROUTE_ID);
    expect(parents.get(layoutRouteId('blank'))).toBe(ROOT_ROUTE_ID);
    expect(parents.get(layoutRouteId('member'))).toBe(layoutRouteId('shell'));
    for (const id of ['Home', 'Login', 'Register', 'NotFound'])
      expect(parents.get(id), id).toBe(layoutRouteId('shell'));
    for (const id of ['MyPage', 'MyPageAccount', 'MyPageNotification'])
      expect(parents.get(id), id).toBe(layoutRouteId('member'));
    expect(parents.get('legacy:/info/select/:id')).toBe(ROOT_ROUTE_ID);
  });
});
