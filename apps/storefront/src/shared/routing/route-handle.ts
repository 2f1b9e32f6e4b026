import type { UIMatch } from 'react-router';

import { ROUTE_TABLE, type RouteMeta, type RouteName } from './route-table.js';

/**
 * The `handle` of every registered route: its table name.
 */
export interface RouteHandle {
  name: RouteName;
}

/**
 * The name of the deepest matched table route, `undefined` when none (the root alone,
 * a legacy redirect).
 */
export function leafRouteName(matches: readonly Pick<UIMatch, 'handle'>[]): RouteName | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const name = (matches[i]!.handle as Partial<RouteHandle> | undefined)?.name;
    if (name && Object.hasOwn(ROUTE_TABLE, name)) return name;
  }
  return undefined;
}

/**
 * The meta of a route name (empty for none).
 */
export function routeMeta(name: RouteName | undefined): RouteMeta {
  return (name ? (ROUTE_TABLE[name] as { meta?: RouteMeta }).meta : undefined) ?? {};
}
