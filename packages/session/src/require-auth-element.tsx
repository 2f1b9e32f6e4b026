import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';

import { buildLoginUrl } from './login-url.js';
import { useSessionEnvironment } from './session-environment-context.js';
import { resolveLabels, type SessionLabels } from './session-labels.js';
import { selectAuthenticated, selectSessionStatus } from './session-selectors.js';

/**
 * Props of {@link RequireAuth}.
 *
 * @example
 * const props: RequireAuthProps = { children: <MyPage />, fallback: <Spinner /> };
 */
export interface RequireAuthProps {
  children?: ReactNode;
  /** Shown while the login check runs and while leaving. Default nothing. */
  fallback?: ReactNode;
  /** Default '로그인이 필요합니다.' titled '알림'. */
  labels?: Partial<SessionLabels>;
  /** Default `/login`. */
  loginPath?: string;
}

/**
 * Route element guard for member routes (spec §4): renders `children` for members. For
 * visitors it shows the 'login needed' dialog ('로그인이 필요합니다.', title '알림') through
 * the {@link SessionEnvironment} and then navigates to
 * `/login?redirect=<intended path with search and hash>`, replacing the guarded entry.
 * Waits while the login check has not answered (status `idle` or `checking`); state created
 * from embedded server state counts as answered. Needs a react-redux `Provider` and a
 * React Router.
 *
 * @example
 * createBrowserRouter([
 *   { path: '/my-page', element: <RequireAuth><MyPageLayout /></RequireAuth>, children: myPageRoutes },
 * ]);
 */
export function RequireAuth({ children, fallback = null, labels, loginPath }: RequireAuthProps) {
  const authenticated = useSelector(selectAuthenticated);
  const status = useSelector(selectSessionStatus);
  const location = useLocation();
  const navigate = useNavigate();
  const env = useSessionEnvironment();
  const { loginRequired, alertTitle } = resolveLabels(labels);
  const answered = status !== 'idle' && status !== 'checking';
  const mustLeave = answered && !authenticated;
  const target = buildLoginUrl(`${location.pathname}${location.search}${location.hash}`, loginPath);

  const mounted = useRef(false);
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    // Once per guarded location, also under StrictMode's double effects.
    if (!mustLeave || shownFor.current === target) return;
    shownFor.current = target;
    void env.alert(loginRequired, { title: alertTitle }).then(() => {
      if (mounted.current) void navigate(target, { replace: true });
    });
  }, [mustLeave, target, env, loginRequired, alertTitle, navigate]);

  return answered && authenticated ? children : fallback;
}
