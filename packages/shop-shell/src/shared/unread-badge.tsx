/**
 * Props of {@link UnreadBadge}.
 *
 * @example
 * const props: UnreadBadgeProps = { count: 3 };
 */
export interface UnreadBadgeProps {
  count: number;
  /** Test id of the bubble; default `unread-badge`. */
  testId?: string;
}

/**
 * The red count bubble on the notification icon (unread) and the cart (lines); nothing at
 * zero, `99+` above 99. Decorative: the link around it says the count in words.
 *
 * @example
 * <a href="/my-page" aria-label="읽지 않은 알림 3개"><Icon name="bell" /><UnreadBadge count={3} /></a>
 */
export function UnreadBadge({ count, testId = 'unread-badge' }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className="atelier-shell-badge" aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
