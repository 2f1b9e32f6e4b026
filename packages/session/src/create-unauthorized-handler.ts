import type { UnauthorizedError } from '@atelier/api-client';

import { buildLoginUrl, SESSION_PATHS } from './login-url.js';
import type { SessionEnvironment } from './session-environment.js';
import { resolveLabels, type SessionLabels } from './session-labels.js';

/**
 * A location as `window.location`, a React Router location, or a path string.
 *
 * @example
 * const here: LocationLike = { pathname: '/my-page/order', search: '?page=2', hash: '#list' };
 */
export type LocationLike = string | { pathname: string; search?: string; hash?: string };

/**
 * Options of {@link createUnauthorizedHandler}.
 *
 * @example
 * const options: UnauthorizedHandlerOptions = { onUnauthorized: () => store.dispatch(loggedOut()) };
 */
export interface UnauthorizedHandlerOptions {
  /** Default '로그인이 필요합니다.' titled '알림'. */
  labels?: Partial<SessionLabels>;
  /** Default `/login`. */
  loginPath?: string;
  /** Called when the dialog opens, e.g. to dispatch `loggedOut()`. */
  onUnauthorized?: () => void;
}

/**
 * The global 401 handler of spec §8, to pass as api-client's `on401`: shows the 'login
 * needed' dialog ('로그인이 필요합니다.', title '알림'), then loads
 * `/login?redirect=<current path with search and hash>`.
 *
 * The 300 ms debounce is api-client's own (`on401` runs once, 300 ms after the last of
 * several 401 answers); this handler adds none, so the dialog opens exactly 300 ms after
 * the last 401. It only refuses to open a second dialog while one is open, and does
 * nothing on the login page itself.
 *
 * @example
 * const client = createApiClient({
 *   on401: createUnauthorizedHandler(env, () => window.location, {
 *     onUnauthorized: () => store.dispatch(loggedOut()),
 *   }),
 * });
 */
export function createUnauthorizedHandler(
  env: SessionEnvironment,
  getLocation: () => LocationLike,
  options: UnauthorizedHandlerOptions = {},
): (error?: UnauthorizedError) => void {
  const loginPath = options.loginPath ?? SESSION_PATHS.login;
  let open = false;
  return () => {
    if (open) return;
    const location = getLocation();
    const intended =
      typeof location === 'string'
        ? location
        : `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
    if (intended.split(/[?#]/, 1)[0] === loginPath) return;
    open = true;
    options.onUnauthorized?.();
    const labels = resolveLabels(options.labels);
    void (async () => {
      try {
        await env.alert(labels.loginRequired, { title: labels.alertTitle });
        env.navigate(buildLoginUrl(intended, loginPath));
      } catch (error) {
        console.error('[@atelier/session] the 401 dialog failed', error);
      } finally {
        open = false;
      }
    })();
  };
}
