import { useShopShell } from '../config/shop-shell-provider.js';
import { useShellSession } from './use-shell-session.js';

/**
 * Where the chrome's 주문조회 and 주문내역 links lead this visitor: a member to their order
 * list, a guest to the guest order lookup (the order list would only send them to log in).
 *
 * @example
 * const orders = useOrdersLink();
 * <ShellLink to={orders.to}>{orders.member ? labels.orderHistory : labels.orderLookup}</ShellLink>
 */
export function useOrdersLink(): { to: string; member: boolean } {
  const { links } = useShopShell();
  const { authenticated } = useShellSession();
  return { to: authenticated ? links.myPageOrder : links.guestOrderLookup, member: authenticated };
}
