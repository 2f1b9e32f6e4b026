import type { Lang, SessionUser } from '@atelier/contracts';
import {
  selectAuthenticated,
  selectCartCount,
  selectLanguage,
  selectNotificationCount,
  selectUser,
  type SessionRootState,
} from '@atelier/session';
import { useSelector } from 'react-redux';

/**
 * The part of the session the chrome shows.
 *
 * @example
 * const { authenticated, unreadCount }: ShellSession = useShellSession();
 */
export interface ShellSession {
  language: Lang;
  authenticated: boolean;
  user: SessionUser | null;
  /** Unread notifications (the badge). */
  unreadCount: number;
  /** Lines in the cart (the cart badge). */
  cartCount: number;
}

/**
 * Reads language, login, the unread and cart counts from the app's Redux store (the
 * `@atelier/session` slice under `session`).
 *
 * @example
 * const { language } = useShellSession();
 */
export function useShellSession(): ShellSession {
  const language = useSelector((state: SessionRootState) => selectLanguage(state));
  const authenticated = useSelector((state: SessionRootState) => selectAuthenticated(state));
  const user = useSelector((state: SessionRootState) => selectUser(state));
  const unreadCount = useSelector((state: SessionRootState) => selectNotificationCount(state));
  const cartCount = useSelector((state: SessionRootState) => selectCartCount(state));
  return { language, authenticated, user, unreadCount, cartCount };
}
