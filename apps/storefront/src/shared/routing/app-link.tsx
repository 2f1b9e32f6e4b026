import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

import { href, type HrefArgs, type RouteName } from './route-table.js';

/**
 * Props of {@link AppLink}: the route by name, its params and query, and anchor attributes.
 */
export type AppLinkProps<N extends RouteName> = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
> & {
  to: N;
  params?: HrefArgs<N>[0];
  query?: HrefArgs<N>[1];
};

/**
 * A link to a named route: a client-side router link, or a plain `<a href>` for routes
 * another app serves (TSSA), so those load as full pages. Planned routes link too and show
 * the not-found page until built.
 */
export function AppLink<N extends RouteName>({
  to,
  params,
  query,
  children,
  ...anchor
}: AppLinkProps<N>) {
  const url = (href as (name: RouteName, ...args: unknown[]) => string)(to, params, query);
  return (
    <Link {...anchor} to={url}>
      {children}
    </Link>
  );
}
