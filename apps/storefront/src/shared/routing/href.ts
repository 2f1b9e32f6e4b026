import { ROUTE_TABLE, type RouteDefinition, type RouteName } from './route-table.js';

type Table = typeof ROUTE_TABLE;
type PathOf<N extends RouteName> = Table[N]['path'];

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : P;
type ParamOf<S extends string> = S extends `:${infer Name}` ? Name : never;
type RequiredPathParams<P extends string> = Exclude<ParamOf<Segments<P>>, `${string}?`>;
type OptionalPathParams<P extends string> =
  ParamOf<Segments<P>> extends infer X ? (X extends `${infer Name}?` ? Name : never) : never;
type DefaultParamKeys<N extends RouteName> = Table[N] extends { defaults: { params: infer D } }
  ? keyof D & string
  : never;
type QueryParamKeys<N extends RouteName> = Table[N] extends { queryParams: readonly (infer Q)[] }
  ? Q & string
  : never;

/**
 * A value of a path or named query parameter.
 */
export type RouteParamValue = string | number;

/**
 * The parameters `href(name, …)` takes for route `N`: its path parameters (required unless
 * optional or defaulted) and its named query parameters.
 */
export type RouteParams<N extends RouteName> = {
  [K in Exclude<RequiredPathParams<PathOf<N>>, DefaultParamKeys<N>>]: RouteParamValue;
} & {
  [K in OptionalPathParams<PathOf<N>> | DefaultParamKeys<N> | QueryParamKeys<N>]?: RouteParamValue;
};

/**
 * Extra query string values; `null`/`undefined` are left out, `true` is written `true`.
 */
export type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The arguments after the name: `params` is required when the route has required parameters.
 */
export type HrefArgs<N extends RouteName> = keyof {
  [K in Exclude<RequiredPathParams<PathOf<N>>, DefaultParamKeys<N>>]: true;
} extends never
  ? [params?: RouteParams<N>, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery];

/**
 * The URL (path and query) of a named route: path parameters filled and URL-encoded, named
 * query parameters (`keyword`) and `query` appended, the route's defaults applied
 * (`ContentSelect` → `/contents/select/1?last=true`). Works for `planned` and `external`
 * routes too, so menus can link to pages that are not built yet.
 *
 * @throws {TypeError} when a required parameter is missing or empty.
 */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  const [params, query] = args as [
    Record<string, RouteParamValue> | undefined,
    RouteQuery | undefined,
  ];
  const route: RouteDefinition = ROUTE_TABLE[name];
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
}
