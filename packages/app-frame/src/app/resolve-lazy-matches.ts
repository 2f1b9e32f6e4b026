import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules matching `location` and writes them into the route objects
 * (as React Router's docs advise before hydrating), so the router starts initialised with
 * the server's loader data: no fallback, no loader re-run, no refetch.
 *
 * @example
 * await resolveLazyMatches(routes, window.location);
 * const router = createBrowserRouter(routes, { hydrationData });
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  location: { pathname: string; search?: string; hash?: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}
