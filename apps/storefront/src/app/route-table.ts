/**
 * Whether a route's page is built: `ready` routes are registered with the router; `planned`
 * ones (pages of later issues) stay in the table so menus can link to them by name, and
 * fall to the not-found page until their page exists.
 *
 * @example
 * const status: RouteStatus = ROUTE_TABLE.Cart.status; // 'planned'
 */
export type RouteStatus = 'ready' | 'planned';

/**
 * What the frame reads about a route.
 *
 * @example
 * const meta: RouteMeta = { requiresAuth: true, title: '마이페이지' };
 */
export interface RouteMeta {
  /** Rendered without top bar, side bar, menu and footer (spec §2 Shell). */
  readonly blank?: boolean;
  /** Members only: 'login needed' dialog, then `/login?redirect=` (spec §4). */
  readonly requiresAuth?: boolean;
  /** Korean source phrase of the page title; translated through the translation package. */
  readonly title?: string;
  /** Korean source phrase of the meta description. */
  readonly description?: string;
  /** The spec names separate desktop and mobile versions of this page. */
  readonly variants?: boolean;
}

/**
 * One row of the route table.
 *
 * @example
 * const row: RouteDefinition = { path: '/shop/category/:categoryId', status: 'planned' };
 */
export interface RouteDefinition {
  /** React Router path: `:param`, `:param?` (optional), `*`. */
  readonly path: string;
  readonly status: RouteStatus;
  /** Served by another app (TSSA under /tssa): linked with a plain `<a href>`, never registered here. */
  readonly external?: boolean;
  readonly meta?: RouteMeta;
  /** Named parameters that go into the query string instead of the path (`keyword`). */
  readonly queryParams?: readonly string[];
  /** Values `href()` uses when the caller leaves them out (spec: `ContentSelect(id=1, last=true)`). */
  readonly defaults?: {
    readonly params?: Readonly<Record<string, string | number>>;
    readonly query?: Readonly<Record<string, string | number | boolean>>;
  };
}

const SITE_DESCRIPTION =
  '천연 소이 왁스 캔들과 디퓨저, 향료와 DIY 재료, 나만의 향 커스텀과 TSSA 공방 클래스까지 만나는 아틀리에입니다.';

/**
 * Every route of spec §2, defined once. Keys are route names; the spec's named routes
 * (CustomerCenter, Category, ProductSearch …) keep the spec's spelling. `href(name, params,
 * query)` builds their URLs; the router registers only `ready` rows (see `route-modules.ts`).
 *
 * @example
 * ROUTE_TABLE.Category.path; // '/shop/category/:categoryId'
 * ROUTE_TABLE.Home.status; // 'ready'
 */
export const ROUTE_TABLE = {
  // Public
  Home: {
    path: '/',
    status: 'ready',
    meta: { title: '아틀리에 — 캔들·디퓨저·향료 공방', description: SITE_DESCRIPTION },
  },
  Login: {
    path: '/login',
    status: 'ready',
    meta: {
      title: '로그인',
      description: '아틀리에 회원으로 로그인하고 주문 내역과 적립금, 쿠폰 혜택을 확인하세요.',
    },
  },
  Register: {
    path: '/register',
    status: 'ready',
    meta: {
      title: '회원가입',
      description: '아틀리에 회원가입: 가입 즉시 3,000원 적립금과 신상품·할인 소식을 받아보세요.',
    },
  },
  ForgotPassword: {
    path: '/forgot-password',
    status: 'ready',
    meta: {
      title: '아이디·비밀번호 찾기',
      description: '가입한 이메일로 아이디를 찾거나 비밀번호 재설정 링크를 받으세요.',
    },
  },
  PasswordReset: {
    path: '/shop/reset',
    status: 'ready',
    meta: {
      title: '비밀번호 재설정',
      description: '메일로 받은 링크로 아틀리에 계정의 새 비밀번호를 설정하세요.',
    },
  },

  // Member area
  MyPage: {
    path: '/my-page',
    status: 'ready',
    meta: {
      requiresAuth: true,
      title: '마이페이지',
      description: '주문과 알림, 쿠폰, 회원 정보를 한곳에서 확인하는 아틀리에 마이페이지입니다.',
    },
  },
  MyPageAccount: {
    path: '/my-page/account',
    status: 'ready',
    meta: {
      requiresAuth: true,
      title: '회원정보 수정',
      description: '회원 정보와 비밀번호를 변경하거나 회원탈퇴를 할 수 있습니다.',
    },
  },
  MyPageNotification: {
    path: '/my-page/notification',
    status: 'ready',
    meta: {
      requiresAuth: true,
      title: '알림',
      description: '주문, 배송, 혜택 소식을 알림으로 확인하세요.',
    },
  },
  MyPageOrder: {
    path: '/my-page/order',
    status: 'planned',
    meta: { requiresAuth: true, title: '주문내역' },
  },
  MyPageOrderShow: {
    path: '/my-page/order/:orderId',
    status: 'planned',
    meta: { requiresAuth: true, title: '주문 상세' },
  },
  MyPageStoreOrder: {
    path: '/my-page/store-order',
    status: 'planned',
    meta: { requiresAuth: true, title: '매장 주문내역' },
  },
  MyPageTssa: {
    path: '/my-page/tssa',
    status: 'planned',
    meta: { requiresAuth: true, title: 'TSSA 수강내역' },
  },
  MyPageInquiry: {
    path: '/my-page/inquiry',
    status: 'planned',
    meta: { requiresAuth: true, title: '1:1 문의' },
  },
  MyPageProductInquiry: {
    path: '/my-page/product-inquiry',
    status: 'planned',
    meta: { requiresAuth: true, title: '상품 문의' },
  },
  MyPageProductReview: {
    path: '/my-page/product-review',
    status: 'planned',
    meta: { requiresAuth: true, title: '상품 후기' },
  },
  MyPageWishList: {
    path: '/my-page/wish-list',
    status: 'planned',
    meta: { requiresAuth: true, title: '위시리스트' },
  },
  MyPageInquiryEdit: {
    path: '/my-page/inquiry/:id',
    status: 'planned',
    meta: { requiresAuth: true, title: '1:1 문의' },
  },
  MyPageInquiryShow: {
    path: '/my-page/inquiry/:id/show',
    status: 'planned',
    meta: { requiresAuth: true, title: '1:1 문의' },
  },
  MyPageCoupon: {
    path: '/my-page/coupon',
    status: 'planned',
    meta: { requiresAuth: true, title: '쿠폰' },
  },
  MyPagePoint: {
    path: '/my-page/point',
    status: 'planned',
    meta: { requiresAuth: true, title: '적립금' },
  },
  MyPageFormula: {
    path: '/my-page/formula',
    status: 'planned',
    meta: { requiresAuth: true, title: '나의 향 레시피' },
  },
  MyPageFormulaShow: {
    path: '/my-page/formula/:id/show',
    status: 'planned',
    meta: { requiresAuth: true, title: '나의 향 레시피' },
  },

  // Workshop sub-site: its own app; linked with <a href>.
  TssaMain: { path: '/tssa/main', status: 'planned', external: true },
  TssaAbout: { path: '/tssa/about', status: 'planned', external: true },
  TssaClassProduct: { path: '/tssa/class-product', status: 'planned', external: true },
  TssaBooks: { path: '/tssa/books', status: 'planned', external: true },
  TssaNotice: { path: '/tssa/notice', status: 'planned', external: true },
  TssaNoticeEdit: { path: '/tssa/notice/:id/edit', status: 'planned', external: true },
  TssaNoticeShow: { path: '/tssa/notice/:id', status: 'planned', external: true },
  TssaCategoryShow: { path: '/tssa/category', status: 'planned', external: true },
  TssaStudio: { path: '/tssa/studio', status: 'planned', external: true },
  TssaProduct: { path: '/tssa/product/:productId', status: 'planned', external: true },

  // Content
  Diy: { path: '/contents/diy', status: 'planned', meta: { title: '콘텐츠' } },
  DiyShow: { path: '/contents/diy/:id', status: 'planned', meta: { title: '콘텐츠' } },
  Company: { path: '/contents/company', status: 'planned', meta: { title: '회사소개' } },
  ContentSelect: {
    path: '/contents/select/:id',
    status: 'planned',
    meta: { title: '셀렉트' },
    defaults: { params: { id: 1 }, query: { last: true } },
  },
  OfflineStore: { path: '/contents/store', status: 'planned', meta: { title: '오프라인 매장' } },
  Privacy: {
    path: '/contents/privacy',
    status: 'planned',
    meta: { title: '이용약관·개인정보처리방침' },
  },
  Promotion: { path: '/contents/promotion', status: 'planned', meta: { title: '프로모션' } },
  PromotionShow: {
    path: '/contents/promotion/:id',
    status: 'planned',
    meta: { title: '프로모션' },
  },
  ContentPage: { path: '/contents/:path', status: 'planned' },

  // Customer
  CustomerCenter: { path: '/customer/center', status: 'planned', meta: { title: '고객센터' } },
  CustomerNotice: { path: '/customer/notice', status: 'planned', meta: { title: '공지사항' } },
  CustomerNoticeEdit: {
    path: '/customer/notice/:id/edit',
    status: 'planned',
    meta: { title: '공지사항' },
  },
  CustomerNoticeShow: {
    path: '/customer/notice/:id',
    status: 'planned',
    meta: { title: '공지사항' },
  },
  CustomerWholesaleApply: {
    path: '/customer/wholesale-apply',
    status: 'planned',
    meta: { title: '도매 신청' },
  },
  CustomerWholesaleApplyShow: {
    path: '/customer/wholesale-apply/:id/show',
    status: 'planned',
    meta: { title: '도매 신청' },
  },
  CustomerWholesaleApplyEdit: {
    path: '/customer/wholesale-apply/:id/edit',
    status: 'planned',
    meta: { title: '도매 신청' },
  },
  CustomerFaq: { path: '/customer/faq', status: 'planned', meta: { title: '자주 묻는 질문' } },
  CustomerFaqEdit: {
    path: '/customer/faq/:id/edit',
    status: 'planned',
    meta: { title: '자주 묻는 질문' },
  },
  CustomerProductInquiry: {
    path: '/customer/product-inquiry',
    status: 'planned',
    meta: { title: '상품 문의' },
  },
  CustomerProductReview: {
    path: '/customer/product-review',
    status: 'planned',
    meta: { title: '상품 후기' },
  },
  DealerApply: {
    path: '/customer/dealer-apply',
    status: 'planned',
    meta: { title: '대리점 신청' },
  },
  CustomerDocumentBoard: {
    path: '/customer/document-board',
    status: 'planned',
    meta: { title: '자료실' },
  },
  CustomerDocumentBoardShow: {
    path: '/customer/document-board/:id',
    status: 'planned',
    meta: { requiresAuth: true, title: '자료실' },
  },
  CustomerDocumentBoardEdit: {
    path: '/customer/document-board/:id/edit',
    status: 'planned',
    meta: { title: '자료실' },
  },
  ShipmentCostPage: {
    path: '/customer/shipment-cost',
    status: 'planned',
    meta: { title: '배송비 안내' },
  },
  CustomerClassInquiry: {
    path: '/customer/class-inquiry',
    status: 'planned',
    meta: { title: '클래스 문의' },
  },
  CustomerBulkRequest: {
    path: '/customer/bulk-request',
    status: 'planned',
    meta: { title: '대량 구매 문의' },
  },

  // Shop
  BestSeller: { path: '/shop/best-seller', status: 'planned', meta: { title: '베스트셀러' } },
  Category: { path: '/shop/category/:categoryId', status: 'planned', meta: { title: '상품 목록' } },
  Product: { path: '/shop/product/:productId', status: 'planned', meta: { title: '상품 상세' } },
  Quotation: {
    path: '/shop/quotation',
    status: 'planned',
    meta: { blank: true, variants: true, title: '견적서' },
  },
  Cart: { path: '/shop/cart', status: 'planned', meta: { title: '장바구니' } },
  OrderForm: {
    path: '/shop/order-form',
    status: 'planned',
    meta: { variants: true, title: '주문서 작성' },
  },
  OrderConfirm: {
    path: '/shop/order/:orderId/confirm',
    status: 'planned',
    meta: { title: '주문 완료' },
  },
  PaymentConfirm: {
    path: '/shop/payment_confirm',
    status: 'planned',
    meta: { title: '결제 확인' },
  },
  MyOrderView: {
    path: '/shop/my_order_view',
    status: 'planned',
    queryParams: ['od_id'],
    meta: { title: '주문 상세' },
  },
  ProductSearch: {
    path: '/shop/search',
    status: 'planned',
    queryParams: ['keyword'],
    meta: { title: '상품 검색' },
  },
  ProductNewItem: { path: '/shop/new-item', status: 'planned', meta: { title: '신상품' } },

  // Other
  CustomBottle: { path: '/custom/bottle', status: 'planned', meta: { title: '커스텀 보틀' } },
  CustomFragranceService: {
    path: '/custom/fragrance_service',
    status: 'planned',
    meta: { title: '커스텀 향 서비스' },
  },
  CustomLanding: {
    path: '/custom/fragrance/:id?',
    status: 'planned',
    meta: { title: '커스텀 향' },
    defaults: { query: { last: true } },
  },
  NotFound: { path: '*', status: 'ready', meta: { title: '페이지를 찾을 수 없습니다' } },
} as const satisfies Record<string, RouteDefinition>;

/**
 * A route's name: a key of {@link ROUTE_TABLE}.
 *
 * @example
 * const name: RouteName = 'CustomerNoticeShow';
 */
export type RouteName = keyof typeof ROUTE_TABLE;

/**
 * Names of routes whose page is built (`status: 'ready'`), checked at compile time against
 * the route modules.
 *
 * @example
 * const name: ReadyRouteName = 'Home';
 */
export type ReadyRouteName = {
  [N in RouteName]: (typeof ROUTE_TABLE)[N]['status'] extends 'ready' ? N : never;
}[RouteName];

/**
 * The named routes spec §2 says menus use, in the spec's order.
 *
 * @example
 * NAMED_ROUTES.includes('BestSeller'); // true
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
  'TssaMain',
  'TssaStudio',
  'TssaCategoryShow',
  'TssaBooks',
  'TssaNotice',
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
 *
 * @example
 * routeDefinition('MyPage').meta?.requiresAuth; // true
 */
export function routeDefinition(name: RouteName): RouteDefinition {
  return ROUTE_TABLE[name];
}

/**
 * Every route name, in table order.
 *
 * @example
 * routeNames().filter((n) => routeDefinition(n).status === 'ready'); // ['Home', 'NotFound']
 */
export function routeNames(): RouteName[] {
  return Object.keys(ROUTE_TABLE) as RouteName[];
}
