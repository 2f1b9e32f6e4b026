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
  Account: {
    path: '/admin/account',
    layout: 'console',
    page: 'account/account-page',
    meta: { title: '내 계정' },
  },
  PackingSlip: {
    path: '/admin/orders/:od_id/packing-slip',
    layout: 'console',
    page: 'orders/packing-slip-page',
    meta: { title: '포장 명세서' },
  },
  StoreOrders: {
    path: '/admin/store-orders',
    layout: 'console',
    page: 'orders/store-orders-page',
    meta: { title: '매장 구매' },
  },
  Categories: {
    path: '/admin/catalog/categories',
    layout: 'console',
    page: 'catalog/categories-page',
    meta: { title: '카테고리 관리' },
  },
  Reviews: {
    path: '/admin/catalog/reviews',
    layout: 'console',
    page: 'catalog/reviews-page',
    meta: { title: '리뷰 관리' },
  },
  Questions: {
    path: '/admin/catalog/questions',
    layout: 'console',
    page: 'catalog/questions-page',
    meta: { title: '상품 문의 관리' },
  },
  Members: {
    path: '/admin/members',
    layout: 'console',
    page: 'members/members-page',
    meta: { title: '회원 관리' },
  },
  MemberDetail: {
    path: '/admin/members/:id',
    layout: 'console',
    page: 'members/member-detail-page',
    meta: { title: '회원 상세' },
  },
  Operators: {
    path: '/admin/operators',
    layout: 'console',
    page: 'members/operators-page',
    meta: { title: '운영자 권한' },
  },
  Coupons: {
    path: '/admin/coupons',
    layout: 'console',
    page: 'promotions/coupons-page',
    meta: { title: '쿠폰' },
  },
  CouponEdit: {
    path: '/admin/coupons/:id',
    layout: 'console',
    page: 'promotions/coupon-edit-page',
    meta: { title: '쿠폰 편집' },
  },
  PointsPolicy: {
    path: '/admin/points-policy',
    layout: 'console',
    page: 'promotions/points-policy-page',
    meta: { title: '적립금 정책' },
  },
  Shipping: {
    path: '/admin/shipping',
    layout: 'console',
    page: 'promotions/shipping-page',
    meta: { title: '배송비' },
  },
  Products: {
    path: '/admin/products',
    layout: 'console',
    page: 'catalog/products-page',
    meta: { title: '상품 관리' },
  },
  ProductNew: {
    path: '/admin/products/new',
    layout: 'console',
    page: 'catalog/product-edit-page',
    meta: { title: '상품 등록' },
  },
  ProductEdit: {
    path: '/admin/products/:it_id',
    layout: 'console',
    page: 'catalog/product-edit-page',
    meta: { title: '상품 수정' },
  },
  AuditLog: {
    path: '/admin/audit-log',
    layout: 'console',
    page: 'audit/audit-log-page',
    meta: { title: '감사 로그' },
  },
  Popups: {
    path: '/admin/content/popups',
    layout: 'console',
    page: 'content/popups-page',
    meta: { title: '팝업 관리' },
  },
  PopupEdit: {
    path: '/admin/content/popups/:id',
    layout: 'console',
    page: 'content/popup-edit-page',
    meta: { title: '팝업' },
  },
  CmsPages: {
    path: '/admin/content/cms',
    layout: 'console',
    page: 'content/cms-pages-page',
    meta: { title: 'CMS 페이지·배너' },
  },
  CmsEdit: {
    path: '/admin/content/cms/:id',
    layout: 'console',
    page: 'content/cms-edit-page',
    meta: { title: 'CMS 페이지 편집' },
  },
  ContentNotices: {
    path: '/admin/content/notices',
    layout: 'console',
    page: 'content/notices-page',
    meta: { title: '공지사항 관리' },
  },
  NoticeEdit: {
    path: '/admin/content/notices/:id',
    layout: 'console',
    page: 'content/notice-edit-page',
    meta: { title: '공지사항' },
  },
  InstaFeed: {
    path: '/admin/content/insta',
    layout: 'console',
    page: 'content/insta-feed-page',
    meta: { title: '인스타그램 피드' },
  },
  Translations: {
    path: '/admin/translations',
    layout: 'console',
    page: 'translations/translations-page',
    meta: { title: '번역' },
  },
  Mail: {
    path: '/admin/mail',
    layout: 'console',
    page: 'mail/mail-page',
    meta: { title: '메일 발송함' },
  },
  MailDetail: {
    path: '/admin/mail/:id',
    layout: 'console',
    page: 'mail/mail-detail-page',
    meta: { title: '메일' },
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
  { area: 'catalog', route: 'Products' },
  { area: 'members', route: 'Members' },
  { area: 'promotions', route: 'Coupons' },
  { area: 'content', route: 'Popups' },
  { area: 'translations', route: 'Translations' },
  { area: 'mail', route: 'Mail' },
  { area: 'audit', route: 'AuditLog' },
  { area: 'roles', route: 'Operators' },
];
