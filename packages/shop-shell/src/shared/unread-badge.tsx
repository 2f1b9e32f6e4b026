/**
 * Props of {@link UnreadBadge}.
 *
 * @example
 * const props: UnreadBadgeProps = { count: 3 };
 */
export interface UnreadBadgeProps {
  count: number;
}

/**
 * The red unread-count bubble on the notification icon; nothing when there is nothing
 * unread, `99+` above 99. Decorative: the link around it says the count in words.
 *
 * @example
 * <a href="/my-page" aria-label="읽지 않은 알림 3개"><Icon name="bell" /><UnreadBadge count={3} /></a>
 */
export function UnreadBadge({ count }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="atelier-shell-badge" aria-hidden="true" data-testid="unread-badge">
      {count > 99 ? '99+' : count}
    </span>
  );
}
