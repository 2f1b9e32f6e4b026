import type { RouteDefinition, RouteTable } from './route-table.js';

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : P;
type ParamOf<S extends string> = S extends `:${infer Name}` ? Name : never;
type RequiredPathParams<P extends string> = Exclude<ParamOf<Segments<P>>, `${string}?`>;
type OptionalPathParams<P extends string> =
  ParamOf<Segments<P>> extends infer X ? (X extends `${infer Name}?` ? Name : never) : never;
type PathOf<T extends RouteTable, N extends keyof T> = T[N]['path'];
type DefaultParamKeys<T extends RouteTable, N extends keyof T> = T[N] extends {
  defaults: { params: infer D };
}
  ? keyof D & string
  : never;
type QueryParamKeys<T extends RouteTable, N extends keyof T> = T[N] extends {
  queryParams: readonly (infer Q)[];
}
  ? Q & string
  : never;
type RequiredKeys<T extends RouteTable, N extends keyof T> = Exclude<
  RequiredPathParams<PathOf<T, N>>,
  DefaultParamKeys<T, N>
>;

/**
 * A value of a path or named query parameter.
 *
 * @example
 * const id: RouteParamValue = 12;
 */
export type RouteParamValue = string | number;

/**
 * The parameters `href(name, …)` takes for route `N` of table `T`: its path parameters
 * (required unless optional or defaulted) and its named query parameters.
 *
 * @example
 * const params: RouteParams<typeof ROUTE_TABLE, 'Category'> = { categoryId: 12 };
 */
export type RouteParams<T extends RouteTable, N extends keyof T> = {
  [K in RequiredKeys<T, N>]: RouteParamValue;
} & {
  [
    K in OptionalPathParams<PathOf<T, N>> | DefaultParamKeys<T, N> | QueryParamKeys<T, N>
  ]?: RouteParamValue;
};

/**
 * Extra query string values; `null`/`undefined` are left out, `true` is written `true`.
 *
 * @example
 * const query: RouteQuery = { page: 2, sort: undefined };
 */
export type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The arguments of `href` after the name: `params` is required when the route has required
 * parameters.
 *
 * @example
 * const args: HrefArgs<typeof ROUTE_TABLE, 'Category'> = [{ categoryId: 12 }];
 */
export type HrefArgs<T extends RouteTable, N extends keyof T> = keyof {
  [K in RequiredKeys<T, N>]: true;
} extends never
  ? [params?: RouteParams<T, N>, query?: RouteQuery]
  : [params: RouteParams<T, N>, query?: RouteQuery];

/**
 * The typed URL builder of a route table (see {@link createHref}).
 *
 * @example
 * const href: Href<typeof ROUTE_TABLE> = createHref(ROUTE_TABLE);
 */
export type Href<T extends RouteTable> = <N extends keyof T & string>(
  name: N,
  ...args: HrefArgs<T, N>
) => string;

/**
 * The URL builder of an app's route table: `href(name, params, query)` gives the path and
 * query of a named route, path parameters filled and URL-encoded, named query parameters
 * (`keyword`) and `query` appended, the row's defaults applied. Works for rows without a
 * page too, so menus can link to pages that are not built yet. Parameters are typed from
 * the table (`as const`): a missing required one is a type error, and throws a `TypeError`
 * when the types are bypassed.
 *
 * @example
 * const ROUTE_TABLE = {
 *   Category: { path: '/shop/category/:categoryId' },
 *   ContentSelect: { path: '/contents/select/:id', defaults: { params: { id: 1 }, query: { last: true } } },
 * } as const satisfies RouteTable;
 * export const href = createHref(ROUTE_TABLE);
 * href('Category', { categoryId: 12 }); // '/shop/category/12'
 * href('ContentSelect'); // '/contents/select/1?last=true'
 */
export function createHref<T extends RouteTable>(table: T): Href<T> {
  return (name, ...args) => {
    const [params, query] = args as [
      Record<string, RouteParamValue> | undefined,
      RouteQuery | undefined,
    ];
    const route: RouteDefinition = table[name]!;
    const values: Record<string, RouteParamValue> = { ...route.defaults?.params, ...params };
    const segments: string[] = [];
    for (const segment of route.path.split('/')) {
      if (!segment.startsWith(':')) {
        if (segment !== '*') segments.push(segment);
        continue;
      }
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = values[key];
      if (value === undefined || String(value) === '') {
        if (optional) continue;
        throw new TypeError(`href('${name}'): parameter '${key}' is required`);
      }
      segments.push(encodeURIComponent(String(value)));
    }
    const path = segments.join('/') || '/';

    const search = new URLSearchParams();
    const append = (key: string, value: string | number | boolean | null | undefined) => {
      if (value !== undefined && value !== null) search.set(key, String(value));
    };
    for (const key of route.queryParams ?? []) append(key, values[key]);
    for (const [key, value] of Object.entries({ ...route.defaults?.query, ...query }))
      append(key, value);
    const queryString = search.toString();
    return queryString === '' ? path : `${path}?${queryString}`;
  };
}
