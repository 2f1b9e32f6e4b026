import {
  DEFAULT_SESSION_LABELS,
  requireAuth,
  selectAuthenticated,
  type SessionStore,
} from '@atelier/session';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';

import { beginRouteChunkLoad } from '@atelier/app-frame';

import type { RouteContext } from '../shared/routing/route-context.js';
import type { RouteHandle } from '../shared/routing/route-handle.js';
import {
  ROUTE_TABLE,
  type ReadyRouteName,
  type RouteDefinition,
  type RouteLayout,
} from '../shared/routing/route-table.js';
import { AppFrame } from './app-frame.js';
import { BlankLayout, MemberLayout, ShellLayout } from './layouts.js';
import { LEGACY_REDIRECTS, resolveLegacyRedirect } from './legacy-redirects.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { ROUTE_MODULES, type RouteModule, type RouteModuleEntry } from './route-modules.js';

/**
 * The id of the root route (the frame); pages have their table name as id.
 */
export const ROOT_ROUTE_ID = 'root';

async function loadModule(entry: RouteModuleEntry, ctx: RouteContext): Promise<RouteModule> {
  const done = beginRouteChunkLoad();
  try {
    return await entry.load();
  } catch (error) {
    return ctx.onChunkError(error);
  } finally {
    done();
  }
}

// Member routes (spec §4): client navigations run the loader guard (dialog, then login);
// the server renders the guard element, which does the same after hydration.
function guardLoader(ctx: RouteContext, pageLoader: LoaderFunction | undefined): LoaderFunction {
  const guard = requireAuth(ctx.store as unknown as SessionStore, {
    env: ctx.env,
    labels: {
      loginRequired: ctx.t(DEFAULT_SESSION_LABELS.loginRequired),
      alertTitle: ctx.t(DEFAULT_SESSION_LABELS.alertTitle),
    },
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

function layoutOf(name: ReadyRouteName): RouteLayout {
  return (ROUTE_TABLE[name] as RouteDefinition).layout ?? 'shell';
}

function pageRoute(name: ReadyRouteName, ctx: RouteContext): RouteObject {
  const definition: RouteDefinition = ROUTE_TABLE[name];
  const entry: RouteModuleEntry = ROUTE_MODULES[name];
  const guarded = layoutOf(name) === 'member';
  const handle: RouteHandle = { name };
  const lazy = async () => {
    const module = await loadModule(entry, ctx);
    const pageLoader = module.createLoader?.(ctx);
    return {
      Component: module.default,
      loader: guarded ? guardLoader(ctx, pageLoader) : pageLoader,
    };
  };
  if (definition.path === '/') {
    return { id: name, index: true, handle, ErrorBoundary: RouteErrorBoundary, lazy };
  }
  return { id: name, path: definition.path, handle, ErrorBoundary: RouteErrorBoundary, lazy };
}

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
 * The id of a layout route.
 */
export function layoutRouteId(layout: RouteLayout): string {
  return `layout:${layout}`;
}

/**
 * The React Router route objects of the storefront, from the route table: the root (the
 * frame) with the legacy redirects and the nested layouts (`shell` holding `member`, and
 * `blank`), each page in its table layout, lazily loaded (its own chunk) with the table name
 * as route id and `handle`. Planned and external routes are not registered: they fall to
 * the not-found route. Created per SSR request and once in the browser, with that store in
 * `ctx`.
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  const names = Object.keys(ROUTE_MODULES) as ReadyRouteName[];
  const pagesIn = (layout: RouteLayout) =>
    names.filter((name) => layoutOf(name) === layout).map((name) => pageRoute(name, ctx));
  const layout = (id: RouteLayout, Component: ComponentType, children: RouteObject[]) => ({
    id: layoutRouteId(id),
    Component,
    children,
  });
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      Component: AppFrame,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...legacyRoutes(),
        layout('shell', ShellLayout, [
          ...pagesIn('shell'),
          layout('member', MemberLayout, pagesIn('member')),
        ]),
        layout('blank', BlankLayout, pagesIn('blank')),
      ],
    },
  ];
}
