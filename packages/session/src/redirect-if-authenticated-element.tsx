import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';

import { SESSION_PATHS } from './login-url.js';
import { selectAuthenticated, selectSessionStatus } from './session-selectors.js';

/**
 * Props of {@link RedirectIfAuthenticated}.
 *
 * @example
 * const props: RedirectIfAuthenticatedProps = { children: <LoginPage />, to: '/my-page' };
 */
export interface RedirectIfAuthenticatedProps {
  children?: ReactNode;
  /** Where members go. Default `/my-page`. */
  to?: string;
  /** Shown while the login check runs. Default nothing. */
  fallback?: ReactNode;
}

/**
 * Route element for the login page (spec §4): members are sent to `/my-page`; visitors
 * see `children`. Waits while the login check has not answered (status `idle` or
 * `checking`).
 *
 * @example
 * { path: '/login', element: <RedirectIfAuthenticated><LoginPage /></RedirectIfAuthenticated> }
 */
export function RedirectIfAuthenticated({
  children,
  to = SESSION_PATHS.myPage,
  fallback = null,
}: RedirectIfAuthenticatedProps) {
  const authenticated = useSelector(selectAuthenticated);
  const status = useSelector(selectSessionStatus);
  if (authenticated) return <Navigate to={to} replace />;
  return status === 'idle' || status === 'checking' ? fallback : children;
}
