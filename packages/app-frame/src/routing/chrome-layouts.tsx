import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router';

import { isBlankRoute } from './is-blank-route.js';
import { KeepAliveOutlet } from './keep-alive-outlet.js';

/**
 * Props the frame gives an app's chrome: whether to render the page alone (`blank`, spec §2)
 * and the page views.
 *
 * @example
 * function MyChrome({ blank, children }: AppChromeProps) {
 *   return blank ? <main>{children}</main> : <Shell>{children}</Shell>;
 * }
 */
export interface AppChromeProps {
  blank: boolean;
  children?: ReactNode;
}

/**
 * The `shell` and `blank` layout routes around an app's chrome.
 *
 * @example
 * const { ShellLayout, BlankLayout }: ChromeLayouts = createChromeLayouts(MyChrome);
 */
export interface ChromeLayouts {
  /** The chrome around the kept-alive page views; blank for paths under `/admin`. */
  ShellLayout: ComponentType;
  /** The chrome told `blank`: the page alone. */
  BlankLayout: ComponentType;
}

/**
 * The frame's choice of blank or shell (spec §2): a route whose table row marks it `blank`
 * renders in `BlankLayout`, a path under `/admin` renders blank in either; every other page
 * renders inside the app's chrome. Both keep the last 3 page views alive
 * ({@link KeepAliveOutlet}).
 *
 * @example
 * const { ShellLayout, BlankLayout } = createChromeLayouts(MyChrome);
 * createTableRoutes({ …, layouts: { shell: { Component: ShellLayout }, blank: { Component: BlankLayout } } });
 */
export function createChromeLayouts(Chrome: ComponentType<AppChromeProps>): ChromeLayouts {
  function ShellLayout() {
    const { pathname } = useLocation();
    return (
      <Chrome blank={isBlankRoute(pathname)}>
        <KeepAliveOutlet />
      </Chrome>
    );
  }
  function BlankLayout() {
    return (
      <Chrome blank>
        <KeepAliveOutlet />
      </Chrome>
    );
  }
  return { ShellLayout, BlankLayout };
}
