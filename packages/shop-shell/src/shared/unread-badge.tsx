import { fillPlaceholders } from '@atelier/translation-ai';

/**
 * Props of {@link UnreadBadge}.
 *
 * @example
 * const props: UnreadBadgeProps = { count: 3, label: '읽지 않은 알림 {count}개' };
 */
export interface UnreadBadgeProps {
  count: number;
  /** The count in words, `{count}` filled in: what a screen reader says instead of the digits. */
  label: string;
  /** Test id of the bubble; default `unread-badge`. */
  testId?: string;
}

/**
 * The red count bubble on the notification icon (unread) and the cart (lines); nothing at
 * zero, `99+` above 99. The digits are hidden from screen readers; the count in words goes
 * with them, visually hidden, so the link's name comes from its content and contains the words on
 * screen (WCAG 2.5.3): the link around it needs no `aria-label`.
 *
 * @example
 * <a href="/my-page"><Icon name="user" />마이페이지<UnreadBadge count={3} label="읽지 않은 알림 {count}개" /></a>
 * // name: '마이페이지 읽지 않은 알림 3개'
 */
export function UnreadBadge({ count, label, testId = 'unread-badge' }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span className="atelier-visually-hidden">{` ${fillPlaceholders(label, { count })}`}</span>
      <span className="atelier-shell-badge" aria-hidden="true" data-testid={testId}>
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
