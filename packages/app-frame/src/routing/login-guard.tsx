import {
  DEFAULT_SESSION_LABELS,
  requireAuth,
  RequireAuth,
  selectAuthenticated,
  type SessionLabels,
  type SessionStore,
} from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import type { ComponentType } from 'react';
import { Outlet, type LoaderFunction } from 'react-router';

import type { RouteContext } from './route-context.js';

/**
 * Options of {@link createLoginGuard}: where login is and the 'login needed' wording. Who the
 * visitor is comes from the frame store's session slice (`createAppStore`).
 *
 * @example
 * const options: LoginGuardOptions = { loginPath: '/login' };
 */
export interface LoginGuardOptions {
  /** The app's login page; the guard goes to `<loginPath>?redirect=<this page>`. Default `/login`. */
  loginPath?: string;
  /** Source phrases of the dialog, translated through the translator. Default the session's Korean. */
  labels?: Pick<SessionLabels, 'loginRequired' | 'alertTitle'>;
}

/**
 * A members-only guard: the loader guard of guarded pages and the layout that guards what the
 * server rendered.
 *
 * @example
 * const member: LoginGuard = createLoginGuard({ loginPath: '/login' });
 */
export interface LoginGuard {
  /**
   * The loader of a guarded page: client navigations show the 'login needed' dialog and go to
   * login before the page's own loader; on the server the page loader runs for members only
   * (the {@link LoginGuard.Layout} does the rest after hydration).
   */
  loader(ctx: RouteContext, pageLoader?: LoaderFunction): LoaderFunction;
  /** The layout route component: its pages for members, else the dialog, then login. */
  Layout: ComponentType;
}

/**
 * The login guard of an app's members-only routes and actions (spec §4): the dialog
 * ('로그인이 필요합니다.', title '알림', translated) and then `<loginPath>?redirect=<this page>`.
 * Give its `Layout` and itself to a layout of {@link createTableRoutes}; members-only actions
 * on public pages use {@link useLoginGate} with the same options.
 *
 * @example
 * export const MEMBER_GUARD = createLoginGuard({ loginPath: '/login' });
 * // layouts: { member: { parent: 'shell', Component: MEMBER_GUARD.Layout, guard: MEMBER_GUARD } }
 */
export function createLoginGuard(options: LoginGuardOptions = {}): LoginGuard {
  const { loginPath } = options;
  const phrases = options.labels ?? DEFAULT_SESSION_LABELS;
  const translated = (t: (phrase: string) => string) => ({
    loginRequired: t(phrases.loginRequired),
    alertTitle: t(phrases.alertTitle),
  });

  function loader(ctx: RouteContext, pageLoader?: LoaderFunction): LoaderFunction {
    const guard = requireAuth(ctx.store as unknown as SessionStore, {
      env: ctx.env,
      labels: translated(ctx.t),
      loginPath,
    });
    return async (args) => {
      if (ctx.isServer) {
        if (!selectAuthenticated(ctx.store.getState())) return null;
      } else {
        await guard(args);
      }
      return pageLoader ? pageLoader(args) : null;
    };
  }

  function Layout() {
    const { t } = useT();
    return (
      <RequireAuth labels={translated(t)} loginPath={loginPath}>
        <Outlet />
      </RequireAuth>
    );
  }

  return { loader, Layout };
}
