import { redirect, type RouteObject } from 'react-router';

import {
  createChromeLayouts,
  createRouteErrorBoundary,
  createTableRoutes,
  type RouteContext,
} from '@atelier/app-frame';

import { reportError } from '../errors/error-reporting.js';
import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import { MEMBER_GUARD } from '../shared/routing/member-guard.js';
import { NotFoundView } from '../shared/routing/not-found-view.js';
import { ROUTE_TABLE } from '../shared/routing/route-table.js';
import { AppFrame } from './app-frame.js';
import { LEGACY_REDIRECTS, resolveLegacyRedirect } from './legacy-redirects.js';
import { ROUTE_MODULES } from './route-modules.js';
import { StorefrontChrome } from './storefront-chrome.js';

const { ShellLayout, BlankLayout } = createChromeLayouts(StorefrontChrome);

const RouteErrorBoundary = createRouteErrorBoundary({
  labels: FRAME_LABELS,
  NotFound: NotFoundView,
  reportError,
});

function legacyRoutes(): RouteObject[] {
  return LEGACY_REDIRECTS.map((row) => ({
    id: `legacy:${row.pattern}`,
    path: row.pattern,
    loader: ({ request }) => {
      throw redirect(resolveLegacyRedirect(new URL(request.url)) ?? '/', 301);
    },
  }));
}

/**
 * The storefront's routes (the frame's `createTableRoutes` over its route table): the root
 * (`AppFrame`) with the legacy redirects and the layouts `shell` (the shop chrome) holding
 * `member` (the login guard, spec §4), and `blank`.
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  return createTableRoutes({
    table: ROUTE_TABLE,
    pages: ROUTE_MODULES,
    ctx,
    Root: AppFrame,
    ErrorBoundary: RouteErrorBoundary,
    routes: legacyRoutes(),
    layouts: {
      shell: { Component: ShellLayout },
      member: { parent: 'shell', Component: MEMBER_GUARD.Layout, guard: MEMBER_GUARD },
      blank: { Component: BlankLayout },
    },
    defaultLayout: 'shell',
  });
}
