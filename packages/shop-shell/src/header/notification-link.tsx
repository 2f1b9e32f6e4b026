import { useShopShell } from '../config/shop-shell-provider.js';
import { Icon } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { UnreadBadge } from '../shared/unread-badge.js';
import { useShellSession } from '../shared/use-shell-session.js';

/**
 * The bell icon with the unread-count badge, leading to my page (spec §2 mobile header).
 *
 * @example
 * <NotificationLink />
 */
export function NotificationLink() {
  const { labels, links } = useShopShell();
  const { unreadCount } = useShellSession();
  return (
    <ShellLink to={links.myPage} className="atelier-shell-icon-button atelier-shell-badge-host">
      <Icon name="bell" />
      <span className="atelier-visually-hidden">{labels.notifications}</span>
      <UnreadBadge count={unreadCount} label={labels.unreadCount} />
    </ShellLink>
  );
}
