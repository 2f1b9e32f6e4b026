import {
  createHref,
  leafRouteName as leafRouteNameOf,
  routeMeta as routeMetaOf,
  routeNames as routeNamesOf,
  type HrefArgs as FrameHrefArgs,
  type ReadyRouteName as FrameReadyRouteName,
  type RouteDefinition as FrameRouteDefinition,
  type RouteMeta,
} from '@atelier/app-frame';
import type { UIMatch } from 'react-router';

/**
 * The frame a page renders in, as nested router layouts: `shell` (the shop chrome, the
 * default), `blank` (the page alone: quotation, later `/admin`) and `member` (the shell plus
 * the login guard: 'login needed' dialog, then `/login?redirect=`, spec §4). Operator routes
 * will add a role-guarded layout the same way.
 */
export type RouteLayout = 'shell' | 'blank' | 'member';

/**
 * One row of the route table: registering a page is setting its `page`, in this one place.
 */
export type RouteDefinition = FrameRouteDefinition<RouteLayout>;

/**
 * Every route of spec §2, defined once. Keys are route names; the spec's named routes
 * (CustomerCenter, Category, ProductSearch …) keep the spec's spelling. `href(name, params,
 * query)` builds their URLs; the router registers the rows with a `page`, in their layout
 * (`app/create-routes.tsx`).
 */
export const ROUTE_TABLE = {
  // Public
  Home: {
    path: '/',
    page: 'home/home-page',
    meta: { title: '아틀리에 — 캔들·디퓨저·향료 공방' },
  },
  Login: {
    path: '/login',
    page: 'auth/login-page',
    meta: { title: '로그인' },
  },
  Register: {
    path: '/register',
    page: 'auth/register-page',
    meta: { title: '회원가입' },
  },
  ForgotPassword: {
    path: '/forgot-password',
    page: 'auth/forgot-password-page',
    meta: { title: '아이디·비밀번호 찾기' },
  },
  PasswordReset: {
    path: '/shop/reset',
    page: 'auth/password-reset-page',
    meta: { title: '비밀번호 재설정' },
  },

  // Member area
  MyPage: {
    path: '/my-page',
    layout: 'member',
    page: 'member/my-page-dashboard-page',
    meta: { title: '마이페이지' },
  },
  MyPageAccount: {
    path: '/my-page/account',
    layout: 'member',
    page: 'member/my-page-account-page',
    meta: { title: '회원정보 수정' },
  },
  MyPageNotification: {
    path: '/my-page/notification',
    layout: 'member',
    page: 'member/my-page-notification-page',
    meta: { title: '알림' },
  },
  MyPageOrder: {
    path: '/my-page/order',
    layout: 'member',
    page: 'orders/my-page-order-page',
    meta: { title: '주문내역' },
  },
  MyPageOrderShow: {
    path: '/my-page/order/:orderId',
    layout: 'member',
    page: 'orders/my-page-order-show-page',
    meta: { title: '주문 상세' },
  },
  MyPageStoreOrder: {
    path: '/my-page/store-order',
    page: 'orders/my-page-store-order-page',
    layout: 'member',
    meta: { title: '매장 주문내역' },
  },
  MyPageTssa: {
    path: '/my-page/tssa',
    layout: 'member',
    meta: { title: 'TSSA 수강내역' },
  },
  MyPageInquiry: {
    path: '/my-page/inquiry',
    layout: 'member',
    meta: { title: '1:1 문의' },
  },
  MyPageProductInquiry: {
    path: '/my-page/product-inquiry',
    layout: 'member',
    page: 'product-feedback/my-page-product-inquiry-page',
    meta: { title: '상품 문의' },
  },
  MyPageProductReview: {
    path: '/my-page/product-review',
    layout: 'member',
    page: 'product-feedback/my-page-product-review-page',
    meta: { title: '상품 후기' },
  },
  MyPageWishList: {
    path: '/my-page/wish-list',
    layout: 'member',
    page: 'product-feedback/my-page-wish-list-page',
    meta: { title: '위시리스트' },
  },
  MyPageInquiryEdit: {
    path: '/my-page/inquiry/:id',
    layout: 'member',
    meta: { title: '1:1 문의' },
  },
  MyPageInquiryShow: {
    path: '/my-page/inquiry/:id/show',
    layout: 'member',
    meta: { title: '1:1 문의' },
  },
  MyPageCoupon: {
    path: '/my-page/coupon',
    layout: 'member',
    page: 'orders/my-page-coupon-page',
    meta: { title: '쿠폰' },
  },
  MyPagePoint: {
    path: '/my-page/point',
    layout: 'member',
    page: 'orders/my-page-point-page',
    meta: { title: '적립금' },
  },
  MyPageFormula: {
    path: '/my-page/formula',
    layout: 'member',
    meta: { title: '나의 향 레시피' },
  },
  MyPageFormulaShow: {
    path: '/my-page/formula/:id/show',
    layout: 'member',
    meta: { title: '나의 향 레시피' },
  },

  // Workshop sub-site: its own app; linked with <a href>.

  // Content
  Diy: { path: '/contents/diy', meta: { title: '콘텐츠' } },
  DiyShow: { path: '/contents/diy/:id', meta: { title: '콘텐츠' } },
  Company: { path: '/contents/company', meta: { title: '회사소개' } },
  ContentSelect: {
    path: '/contents/select/:id',
    meta: { title: '셀렉트' },
    defaults: { params: { id: 1 }, query: { last: true } },
  },
  OfflineStore: { path: '/contents/store', meta: { title: '오프라인 매장' } },
  Privacy: {
    path: '/contents/privacy',
    page: 'policies/privacy-page',
    meta: { title: '이용약관·개인정보처리방침' },
  },
  Promotion: { path: '/contents/promotion', meta: { title: '프로모션' } },
  PromotionShow: {
    path: '/contents/promotion/:id',
    meta: { title: '프로모션' },
  },
  ContentPage: { path: '/contents/:path' },

  // Customer
  CustomerCenter: { path: '/customer/center', meta: { title: '고객센터' } },
  CustomerNotice: { path: '/customer/notice', meta: { title: '공지사항' } },
  CustomerNoticeEdit: {
    path: '/customer/notice/:id/edit',
    meta: { title: '공지사항' },
  },
  CustomerNoticeShow: {
    path: '/customer/notice/:id',
    meta: { title: '공지사항' },
  },
  CustomerWholesaleApply: {
    path: '/customer/wholesale-apply',
    meta: { title: '도매 신청' },
  },
  CustomerWholesaleApplyShow: {
    path: '/customer/wholesale-apply/:id/show',
    meta: { title: '도매 신청' },
  },
  CustomerWholesaleApplyEdit: {
    path: '/customer/wholesale-apply/:id/edit',
    meta: { title: '도매 신청' },
  },
  CustomerFaq: { path: '/customer/faq', meta: { title: '자주 묻는 질문' } },
  CustomerFaqEdit: {
    path: '/customer/faq/:id/edit',
    meta: { title: '자주 묻는 질문' },
  },
  CustomerProductInquiry: {
    path: '/customer/product-inquiry',
    page: 'product-feedback/customer-product-inquiry-page',
    meta: { title: '상품 문의' },
  },
  CustomerProductReview: {
    path: '/customer/product-review',
    page: 'product-feedback/customer-product-review-page',
    meta: { title: '상품 후기' },
  },
  DealerApply: {
    path: '/customer/dealer-apply',
    meta: { title: '대리점 신청' },
  },
  CustomerDocumentBoard: {
    path: '/customer/document-board',
    meta: { title: '자료실' },
  },
  CustomerDocumentBoardShow: {
    path: '/customer/document-board/:id',
    layout: 'member',
    meta: { title: '자료실' },
  },
  CustomerDocumentBoardEdit: {
    path: '/customer/document-board/:id/edit',
    meta: { title: '자료실' },
  },
  ShipmentCostPage: {
    path: '/customer/shipment-cost',
    meta: { title: '배송비 안내' },
  },
  CustomerClassInquiry: {
    path: '/customer/class-inquiry',
    meta: { title: '클래스 문의' },
  },
  CustomerBulkRequest: {
    path: '/customer/bulk-request',
    meta: { title: '대량 구매 문의' },
  },

  // Shop
  BestSeller: {
    path: '/shop/best-seller',
    page: 'catalog/best-seller-page',
    meta: { title: '베스트셀러' },
  },
  Category: {
    path: '/shop/category/:categoryId',
    page: 'catalog/category-page',
    meta: { title: '상품 목록' },
  },
  Product: {
    path: '/shop/product/:productId',
    page: 'product/product-page',
    meta: { title: '상품 상세' },
  },
  Quotation: {
    path: '/shop/quotation',
    page: 'quotation/quotation-page',
    layout: 'blank',
    meta: { variants: true, title: '견적서' },
  },
  Cart: { path: '/shop/cart', page: 'cart/cart-page', meta: { title: '장바구니' } },
  OrderForm: {
    path: '/shop/order-form',
    page: 'checkout/order-form-page',
    meta: { variants: true, title: '주문서 작성' },
  },
  OrderConfirm: {
    path: '/shop/order/:orderId/confirm',
    page: 'checkout/order-confirm-page',
    meta: { title: '주문 완료' },
  },
  PaymentConfirm: {
    path: '/shop/payment_confirm',
    page: 'checkout/payment-confirm-page',
    meta: { title: '결제 확인' },
  },
  // The sandbox PG's payment window (dev and tests; brief §6), outside the shop's chrome.
  SandboxPg: {
    path: '/shop/sandbox-pg',
    page: 'checkout/sandbox-pg-page',
    layout: 'blank',
    meta: { title: '테스트 결제' },
  },
  MyOrderView: {
    path: '/shop/my_order_view',
    page: 'orders/my-order-view-page',
    queryParams: ['od_id'],
    meta: { title: '주문 상세' },
  },
  ProductSearch: {
    path: '/shop/search',
    page: 'catalog/search-page',
    queryParams: ['keyword'],
    meta: { title: '상품 검색' },
  },
  ProductNewItem: {
    path: '/shop/new-item',
    page: 'catalog/new-item-page',
    meta: { title: '신상품' },
  },

  // Other
  CustomBottle: { path: '/custom/bottle', meta: { title: '커스텀 보틀' } },
  CustomFragranceService: {
    path: '/custom/fragrance_service',
    meta: { title: '커스텀 향 서비스' },
  },
  CustomLanding: {
    path: '/custom/fragrance/:id?',
    meta: { title: '커스텀 향' },
    defaults: { query: { last: true } },
  },
  NotFound: {
    path: '*',
    page: 'not-found/not-found-page',
    meta: { title: '페이지를 찾을 수 없습니다' },
  },
} as const satisfies Record<string, RouteDefinition>;

/**
 * A route's name: a key of {@link ROUTE_TABLE}.
 */
export type RouteName = keyof typeof ROUTE_TABLE;

/**
 * Names of routes whose page is built (the rows with a `page`).
 */
export type ReadyRouteName = FrameReadyRouteName<typeof ROUTE_TABLE>;

/**
 * The named routes spec §2 says menus use, in the spec's order.
 */
export const NAMED_ROUTES = [
  'CustomerCenter',
  'OfflineStore',
  'CustomerNotice',
  'CustomerNoticeShow',
  'MyPage',
  'ShipmentCostPage',
  'Company',
  'Category',
  'ProductSearch',
  'ProductNewItem',
  'BestSeller',
  'Diy',
  'Promotion',
  'CustomLanding',
  'ContentSelect',
  'CustomerProductReview',
  'CustomerProductInquiry',
  'CustomerFaq',
  'CustomerWholesaleApply',
  'DealerApply',
  'Cart',
  'MyPageOrder',
] as const satisfies readonly RouteName[];

/**
 * The table row of `name`.
 */
export function routeDefinition(name: RouteName): RouteDefinition {
  return ROUTE_TABLE[name];
}

/**
 * Every route name, in table order.
 */
export function routeNames(): RouteName[] {
  return routeNamesOf(ROUTE_TABLE);
}

/**
 * The arguments of `href` after the name.
 */
export type HrefArgs<N extends RouteName> = FrameHrefArgs<typeof ROUTE_TABLE, N>;

/**
 * The URL (path and query) of a named route (`href('Category', { categoryId: 12 })`); works
 * for planned rows too, so menus can link to pages that are not built yet.
 */
export const href = createHref(ROUTE_TABLE);

/**
 * The name of the deepest matched table route, `undefined` when none (the root alone,
 * a legacy redirect).
 */
export function leafRouteName(matches: readonly Pick<UIMatch, 'handle'>[]): RouteName | undefined {
  return leafRouteNameOf(ROUTE_TABLE, matches);
}

/**
 * The meta of a route name (empty for none).
 */
export function routeMeta(name: RouteName | undefined): RouteMeta {
  return routeMetaOf(ROUTE_TABLE, name);
}
