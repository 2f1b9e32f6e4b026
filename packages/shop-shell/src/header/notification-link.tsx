import { fillPlaceholders } from '@atelier/translation-ai';

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
  const name =
    unreadCount > 0
      ? `${labels.notifications}, ${fillPlaceholders(labels.unreadCount, { count: unreadCount })}`
      : labels.notifications;
  return (
    <ShellLink
      to={links.myPage}
      className="atelier-shell-icon-button atelier-shell-badge-host"
      aria-label={name}
    >
      <Icon name="bell" />
      <UnreadBadge count={unreadCount} />
    </ShellLink>
  );
}
