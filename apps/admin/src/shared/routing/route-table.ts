import {
  createHref,
  leafRouteName as leafRouteNameOf,
  type RouteDefinition as FrameRouteDefinition,
} from '@atelier/app-frame';
import type { AdminArea } from '@atelier/contracts';
import type { UIMatch } from 'react-router';

/**
 * `frame` (the frame's keep-alive outlet around every page), `console` (inside it: the operator
 * gate and the console's navigation) and `blank` (the sign-in page alone).
 */
export type RouteLayout = 'frame' | 'console' | 'blank';

/**
 * Every page of the console. Paths carry the `/admin` base: the gateway mounts the app there.
 */
export const ROUTE_TABLE = {
  Login: {
    path: '/admin/login',
    layout: 'blank',
    page: 'sign-in/login-page',
    meta: { title: '운영자 로그인' },
  },
  Home: {
    path: '/admin',
    layout: 'console',
    page: 'dashboard/dashboard-page',
    meta: { title: '관리자' },
  },
  Orders: {
    path: '/admin/orders',
    layout: 'console',
    page: 'orders/orders-page',
    meta: { title: '주문 관리' },
  },
  OrderShipments: {
    path: '/admin/orders/shipments',
    layout: 'console',
    page: 'orders/order-shipments-page',
    meta: { title: '송장 일괄 등록' },
  },
  OrderDetail: {
    path: '/admin/orders/:od_id',
    layout: 'console',
    page: 'orders/order-detail-page',
    meta: { title: '주문 상세' },
  },
  AuditLog: {
    path: '/admin/audit-log',
    layout: 'console',
    page: 'audit/audit-log-page',
    meta: { title: '감사 로그' },
  },
} as const satisfies Record<string, FrameRouteDefinition<RouteLayout>>;

export type RouteName = keyof typeof ROUTE_TABLE;

/**
 * Typed URLs over the console's table: `href('OrderDetail', { od_id })`.
 */
export const href = createHref(ROUTE_TABLE);

/**
 * The name of the deepest matched route of the table.
 */
export function leafRouteName(matches: readonly Pick<UIMatch, 'handle'>[]): RouteName | undefined {
  return leafRouteNameOf(ROUTE_TABLE, matches);
}

/** A route without parameters (one `href(name)` reaches it). */
export type PlainRouteName = {
  [K in RouteName]: (typeof ROUTE_TABLE)[K]['path'] extends `${string}:${string}` ? never : K;
}[RouteName];

/**
 * The areas of the navigation, in order, with their page: only areas with a working page are
 * listed (the others come with their pages).
 */
export const AREA_PAGES: readonly { area: AdminArea; route: PlainRouteName }[] = [
  { area: 'dashboard', route: 'Home' },
  { area: 'orders', route: 'Orders' },
  { area: 'audit', route: 'AuditLog' },
];
