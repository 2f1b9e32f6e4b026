import { redirect, type LoaderFunctionArgs } from 'react-router';

import { SESSION_PATHS } from './login-url.js';
import { selectAuthenticated } from './session-selectors.js';
import { waitForSessionCheck, type SessionStore } from './wait-for-session-check.js';

/**
 * A React Router 7 loader for the login page (spec §4): once the login check has
 * answered, a member is redirected to `/my-page` (or `to`).
 *
 * @example
 * createBrowserRouter([
 *   { path: '/login', loader: redirectIfAuthenticated(store), element: <LoginPage /> },
 * ]);
 */
export function redirectIfAuthenticated(
  store: SessionStore,
  to: string = SESSION_PATHS.myPage,
): (args: LoaderFunctionArgs) => Promise<null> {
  return async () => {
    await waitForSessionCheck(store);
    if (selectAuthenticated(store.getState())) throw redirect(to);
    return null;
  };
}
