import type { UIMatch } from 'react-router';

/**
 * What the frame reads about a route.
 *
 * @example
 * const meta: RouteMeta = { title: '장바구니' };
 */
export interface RouteMeta {
  /** Source phrase of the page title; translated through the translation package. */
  readonly title?: string;
  /** The spec names separate desktop and mobile versions of this page. */
  readonly variants?: boolean;
}

/**
 * One row of an app's route table: registering a page is setting its `page`, in this one
 * place. `L` is the app's layout names (`'shell' | 'blank' | 'member'`).
 *
 * @example
 * const cart: RouteDefinition = { path: '/shop/cart', page: 'cart/cart-page', meta: { title: '장바구니' } };
 */
export interface RouteDefinition<L extends string = string> {
  /** React Router path: `:param`, `:param?` (optional), `*`. */
  readonly path: string;
  /**
   * The page module, `<feature>/<name>-page` (its default export is the page, `createLoader`
   * its data). Rows without one are planned pages: menus link to them by name and they fall
   * to the not-found page until built.
   */
  readonly page?: string;
  /** The layout the page renders in; the app's default when left out (`shell`). */
  readonly layout?: L;
  readonly meta?: RouteMeta;
  /** Named parameters that go into the query string instead of the path (`keyword`). */
  readonly queryParams?: readonly string[];
  /** Values `href()` uses when the caller leaves them out (`ContentSelect(id=1, last=true)`). */
  readonly defaults?: {
    readonly params?: Readonly<Record<string, string | number>>;
    readonly query?: Readonly<Record<string, string | number | boolean>>;
  };
}

/**
 * An app's route table: route name → row.
 *
 * @example
 * const TABLE = { Home: { path: '/', page: 'home/home-page' } } as const satisfies RouteTable;
 */
export type RouteTable = Readonly<Record<string, RouteDefinition>>;

/**
 * Names of the routes of `T` whose page is built (the rows with a `page`).
 *
 * @example
 * type Ready = ReadyRouteName<typeof ROUTE_TABLE>; // 'Home' | 'Cart' | …
 */
export type ReadyRouteName<T extends RouteTable> = {
  [N in keyof T & string]: T[N] extends { page: string } ? N : never;
}[keyof T & string];

/**
 * The `handle` of every registered route: its table name.
 *
 * @example
 * const handle: RouteHandle<'Cart'> = { name: 'Cart' };
 */
export interface RouteHandle<N extends string = string> {
  name: N;
}

/**
 * Every route name of `table`, in table order.
 *
 * @example
 * routeNames(ROUTE_TABLE); // ['Home', 'Login', …]
 */
export function routeNames<T extends RouteTable>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

/**
 * The name of the deepest matched route of `table`, `undefined` when none (the root alone,
 * a legacy redirect).
 *
 * @example
 * const name = leafRouteName(ROUTE_TABLE, useMatches());
 */
export function leafRouteName<T extends RouteTable>(
  table: T,
  matches: readonly Pick<UIMatch, 'handle'>[],
): (keyof T & string) | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const name = (matches[i]!.handle as Partial<RouteHandle> | undefined)?.name;
    if (name && Object.hasOwn(table, name)) return name;
  }
  return undefined;
}

/**
 * The meta of a route name of `table` (empty for none).
 *
 * @example
 * routeMeta(ROUTE_TABLE, 'Cart').title; // '장바구니'
 */
export function routeMeta<T extends RouteTable>(
  table: T,
  name: (keyof T & string) | undefined,
): RouteMeta {
  return (name ? table[name]?.meta : undefined) ?? {};
}
