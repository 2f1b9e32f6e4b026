import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

import type { RouteContext } from './route-context.js';
import type { ReadyRouteName } from './route-table.js';

/**
 * What a route module (`src/routes/<name>-page.tsx`) exports: the page as its default
 * export and, when it needs data, `createLoader`.
 *
 * @example
 * // src/routes/login-page.tsx
 * export default function LoginPage() { return <h1>로그인</h1>; }
 * export const createLoader = (ctx: RouteContext): LoaderFunction => async () => null;
 */
export interface RouteModule {
  default: ComponentType;
  createLoader?: (ctx: RouteContext) => LoaderFunction;
}

/**
 * How the router loads a ready route's module: `load` (a dynamic import, so each page is
 * its own chunk) and `file`, the module's path from the app root, which the SSR server
 * looks up in the Vite manifest to preload the chunk and its CSS.
 *
 * @example
 * const entry: RouteModuleEntry = { file: 'src/routes/home-page.tsx', load: () => import('../routes/home-page.js') };
 */
export interface RouteModuleEntry {
  file: string;
  load: () => Promise<RouteModule>;
}

/**
 * The module of every `ready` route and of no other (checked by the compiler): to make a
 * planned route ready, add its module here and set its table status to `ready`.
 *
 * @example
 * const home = await ROUTE_MODULES.Home.load();
 */
export const ROUTE_MODULES = {
  Home: { file: 'src/routes/home-page.tsx', load: () => import('../routes/home-page.js') },
  Login: { file: 'src/routes/login-page.tsx', load: () => import('../routes/login-page.js') },
  Register: {
    file: 'src/routes/register-page.tsx',
    load: () => import('../routes/register-page.js'),
  },
  ForgotPassword: {
    file: 'src/routes/forgot-password-page.tsx',
    load: () => import('../routes/forgot-password-page.js'),
  },
  PasswordReset: {
    file: 'src/routes/password-reset-page.tsx',
    load: () => import('../routes/password-reset-page.js'),
  },
  MyPage: {
    file: 'src/routes/my-page-dashboard-page.tsx',
    load: () => import('../routes/my-page-dashboard-page.js'),
  },
  MyPageAccount: {
    file: 'src/routes/my-page-account-page.tsx',
    load: () => import('../routes/my-page-account-page.js'),
  },
  MyPageNotification: {
    file: 'src/routes/my-page-notification-page.tsx',
    load: () => import('../routes/my-page-notification-page.js'),
  },
  NotFound: {
    file: 'src/routes/not-found-page.tsx',
    load: () => import('../routes/not-found-page.js'),
  },
} satisfies Record<ReadyRouteName, RouteModuleEntry>;
