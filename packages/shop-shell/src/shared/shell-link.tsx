import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

import { useShopShell } from '../config/shop-shell-provider.js';

/**
 * Props of {@link ShellLink}: an anchor's props with `to` instead of `href`.
 *
 * @example
 * const props: ShellLinkProps = { to: '/shop/cart', children: '장바구니' };
 */
export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/**
 * A router `<Link>` for the app's own pages and a plain `<a href>` (a full page load in the
 * same tab) for external ones: TSSA, absolute URLs.
 *
 * @example
 * <ShellLink to={links.tssaMain}>TSSA</ShellLink>
 */
export function ShellLink({ to, children, ...rest }: ShellLinkProps) {
  const { isExternalLink } = useShopShell();
  if (!isExternalLink(to)) {
    return (
      <Link to={to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
