import { DEFAULT_SESSION_LABELS, RequireAuth } from '@atelier/session';
import { ShopChrome } from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import { Outlet, useLocation, useMatches } from 'react-router';

import { KeepAliveOutlet } from '@atelier/app-frame';

import { isBlankRoute } from '../shared/routing/is-blank-route.js';
import { leafRouteName } from '../shared/routing/route-handle.js';
import { usePage } from './page-context.js';
import { SHELL_LINKS } from './shell-links.js';
import { OTHER_APPS } from '../shared/routing/app-links.js';

/**
 * The `shell` layout: `@atelier/shop-shell`'s whole chrome around the kept-alive page views,
 * texts through the translator, links through the route table, the server's device hint
 * and the old-brand overlay config. Paths under `/admin` that reach it (not-found) render
 * blank (spec §2 Shell).
 */
export function ShellLayout() {
  const { t } = useT();
  const location = useLocation();
  const name = leafRouteName(useMatches());
  // The server's host and config: the overlay is in the server's markup, no flash of the shop.
  const { hints, config } = usePage();
  const oldBrand =
    config.oldBrandHosts && config.newSiteUrl
      ? { hosts: config.oldBrandHosts, newUrl: config.newSiteUrl, currentHost: hints.host }
      : null;
  return (
    <ShopChrome
      translate={t}
      links={SHELL_LINKS}
      otherApps={OTHER_APPS}
      blank={isBlankRoute(location.pathname)}
      home={name === 'Home'}
      device={hints.device}
      oldBrand={oldBrand}
    >
      <KeepAliveOutlet />
    </ShopChrome>
  );
}

/**
 * The `blank` layout: the page alone, without top bar, side bar, menu and footer (spec §2).
 */
export function BlankLayout() {
  return (
    <ShopChrome blank>
      <KeepAliveOutlet />
    </ShopChrome>
  );
}

/**
 * The `member` layout, inside the shell: members only. The server renders this guard, which
 * after hydration shows the 'login needed' dialog and goes to `/login?redirect=` for a
 * visitor; client navigations are stopped earlier by each member page's loader guard.
 */
export function MemberLayout() {
  const { t } = useT();
  return (
    <RequireAuth
      labels={{
        loginRequired: t(DEFAULT_SESSION_LABELS.loginRequired),
        alertTitle: t(DEFAULT_SESSION_LABELS.alertTitle),
      }}
    >
      <Outlet />
    </RequireAuth>
  );
}
