import { fillPlaceholders } from '@atelier/translation-ai';

import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { UnreadBadge } from '../shared/unread-badge.js';
import { useShellSession } from '../shared/use-shell-session.js';

/**
 * Props of {@link CartLink}.
 *
 * @example
 * const props: CartLinkProps = { variant: 'icon' };
 */
export interface CartLinkProps {
  /** `icon`: the mobile header's icon button; `utility`: the desktop link with its word. */
  variant: 'icon' | 'utility';
}

/**
 * The cart link of the headers with the badge of lines in the cart (the session's
 * `cart_count`); its accessible name says the count in words.
 *
 * @example
 * <CartLink variant="icon" />
 */
export function CartLink({ variant }: CartLinkProps) {
  const { labels, links } = useShopShell();
  const { cartCount } = useShellSession();
  const name =
    cartCount > 0
      ? `${labels.cart}, ${fillPlaceholders(labels.cartCount, { count: cartCount })}`
      : labels.cart;
  if (variant === 'icon') {
    return (
      <ShellLink
        to={links.cart}
        className="atelier-shell-icon-button atelier-shell-badge-host"
        aria-label={name}
      >
        <Icon name="cart" />
        <UnreadBadge count={cartCount} testId="cart-badge" />
      </ShellLink>
    );
  }
  return (
    <ShellLink
      to={links.cart}
      className="atelier-shell-utility-link atelier-shell-badge-host"
      aria-label={cartCount > 0 ? name : undefined}
    >
      <Icon name="cart" size={20} />
      {labels.cart}
      <UnreadBadge count={cartCount} testId="cart-badge" />
    </ShellLink>
  );
}
