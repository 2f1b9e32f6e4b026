import { redirect, type LoaderFunctionArgs } from 'react-router';

import { createBrowserEnvironment } from './create-browser-environment.js';
import { buildLoginUrl } from './login-url.js';
import type { SessionEnvironment } from './session-environment.js';
import { resolveLabels, type SessionLabels } from './session-labels.js';
import { selectAuthenticated } from './session-selectors.js';
import { waitForSessionCheck, type SessionStore } from './wait-for-session-check.js';

/**
 * Options of {@link requireAuth}.
 *
 * @example
 * const options: RequireAuthOptions = { env, labels: { loginRequired: 'Please log in.' } };
 */
export interface RequireAuthOptions {
  /** Shows the dialog; default {@link createBrowserEnvironment}. */
  env?: SessionEnvironment;
  /** Default '로그인이 필요합니다.' titled '알림'. */
  labels?: Partial<SessionLabels>;
  /** Default `/login`. */
  loginPath?: string;
}

function intendedPath(request: Request): string {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  // React Router strips the hash from loader requests. On the first page load the address
  // bar already shows the intended URL, so its hash can be taken from there.
  if (typeof window !== 'undefined' && window.location) {
    const here = `${window.location.pathname}${window.location.search}`;
    if (here === path) return `${path}${window.location.hash}`;
  }
  return path;
}

/**
 * A React Router 7 loader guard for member routes (spec §4): waits for the login check,
 * and while logged out shows the 'login needed' dialog ('로그인이 필요합니다.', title '알림')
 * and redirects to `/login?redirect=<intended path with search>`. Loaders never see the
 * URL hash during client navigations (React Router strips it); it is kept on the first page
 * load. Use {@link RequireAuth} as the route element when the hash must survive every
 * navigation.
 *
 * @example
 * const guard = requireAuth(store, { env });
 * createBrowserRouter([
 *   { path: '/my-page', loader: guard, element: <MyPage /> },
 *   { path: '/my-page/order', loader: async (args) => (await guard(args), loadOrders(args)) },
 * ]);
 */
export function requireAuth(
  store: SessionStore,
  options: RequireAuthOptions = {},
): (args: LoaderFunctionArgs) => Promise<null> {
  return async ({ request }) => {
    await waitForSessionCheck(store);
    if (selectAuthenticated(store.getState())) return null;
    const env = options.env ?? createBrowserEnvironment();
    const labels = resolveLabels(options.labels);
    await env.alert(labels.loginRequired, { title: labels.alertTitle });
    throw redirect(buildLoginUrl(intendedPath(request), options.loginPath));
  };
}
