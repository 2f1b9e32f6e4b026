import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';

import {
  createChromeLayouts,
  createRouteErrorBoundary,
  createTableRoutes,
  useScrollBehaviour,
  type AppChromeProps,
  type RouteContext,
} from '@atelier/app-frame';

import { OPERATOR_FIRST_RENDER } from '../domain/operator/operator-first-render.js';
import { OperatorGate } from '../domain/operator/operator-gate.js';
import { CONSOLE_LABELS } from '../shared/console-labels.js';
import { ROUTE_TABLE } from '../shared/routing/route-table.js';
import { ConsoleFrame } from './console-frame.js';
import { NotFoundView } from './not-found-view.js';
import { ROUTE_MODULES } from './route-modules.js';

// No shop chrome under /admin (spec §2): the page alone, in the frame's outlet.
function BareChrome({ children }: AppChromeProps) {
  return <>{children}</>;
}

const { ShellLayout, BlankLayout } = createChromeLayouts(BareChrome);

const RouteErrorBoundary = createRouteErrorBoundary({
  labels: CONSOLE_LABELS,
  NotFound: NotFoundView,
  reportError: (error) => console.error('[admin]', error),
});

function ConsoleRoot() {
  useScrollBehaviour();
  return <Outlet />;
}

function ConsoleLayout() {
  return (
    <OperatorGate>
      <ConsoleFrame />
    </OperatorGate>
  );
}

/**
 * The console's routes (the frame's `createTableRoutes` over its table): the sign-in page
 * alone, every other page inside the operator gate and the console's frame.
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  return createTableRoutes({
    table: ROUTE_TABLE,
    pages: ROUTE_MODULES,
    ctx,
    Root: ConsoleRoot,
    ErrorBoundary: RouteErrorBoundary,
    layouts: {
      frame: { Component: ShellLayout },
      console: { parent: 'frame', Component: ConsoleLayout, guard: OPERATOR_FIRST_RENDER },
      blank: { Component: BlankLayout },
    },
    defaultLayout: 'console',
  });
}
