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
 * `cart_count`); its name says the count in words.
 *
 * @example
 * <CartLink variant="icon" />
 */
export function CartLink({ variant }: CartLinkProps) {
  const { labels, links } = useShopShell();
  const { cartCount } = useShellSession();
  const badge = <UnreadBadge count={cartCount} label={labels.cartCount} testId="cart-badge" />;
  if (variant === 'icon') {
    return (
      <ShellLink to={links.cart} className="atelier-shell-icon-button atelier-shell-badge-host">
        <Icon name="cart" />
        <span className="atelier-visually-hidden">{labels.cart}</span>
        {badge}
      </ShellLink>
    );
  }
  return (
    <ShellLink to={links.cart} className="atelier-shell-utility-link atelier-shell-badge-host">
      <Icon name="cart" size={20} />
      {labels.cart}
      {badge}
    </ShellLink>
  );
}
