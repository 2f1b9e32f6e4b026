/**
 * Where the chrome links to. Defaults ({@link DEFAULT_SHELL_LINKS}) are the storefront's
 * paths of spec §2; an app passes its own (built with its route helper) through
 * `ShopShellProvider`'s `links`.
 *
 * @example
 * const links: Partial<ShellLinks> = { category: (id) => href('Category', { categoryId: id }) };
 */
export interface ShellLinks {
  home: string;
  cart: string;
  login: string;
  register: string;
  myPage: string;
  /** The member's order list; a guest's 주문조회 goes to {@link ShellLinks.guestOrderLookup}. */
  myPageOrder: string;
  /** The guest order lookup (order number with the order password or phone). */
  guestOrderLookup: string;
  myPageNotification: string;
  customerCenter: string;
  customerNotice: string;
  noticeShow: (id: number) => string;
  category: (id: number) => string;
  /** The search page; `keyword` is never empty (empty searches are ignored). */
  productSearch: (keyword: string) => string;
  /** The search page without a keyword (the toolbar's product search). */
  searchPage: string;
  newItems: string;
  bestSeller: string;
  contentSelect: string;
  /** Links into the workshop app (the app's own links to it; none by default). */
  tssaMain: string;
  tssaStudio: string;
  tssaCategory: string;
  tssaBooks: string;
  tssaNotice: string;
  contents: string;
  promotion: string;
  customFragrance: string;
  faq: string;
  productReview: string;
  productInquiry: string;
  wholesaleApply: string;
  dealerApply: string;
  shipmentCost: string;
  offlineStore: string;
  company: string;
  terms: string;
  privacy: string;
}

/**
 * The storefront's paths (spec §2 named routes and their defaults: `ContentSelect` id 1 with
 * `last=true`, `CustomLanding` with `last=true`).
 *
 * @example
 * DEFAULT_SHELL_LINKS.category(12); // '/shop/category/12'
 * DEFAULT_SHELL_LINKS.productSearch('우드 윅'); // '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85'
 */
export const DEFAULT_SHELL_LINKS: Readonly<ShellLinks> = Object.freeze({
  home: '/',
  cart: '/shop/cart',
  login: '/login',
  register: '/register',
  myPage: '/my-page',
  myPageOrder: '/my-page/order',
  guestOrderLookup: '/shop/my_order_view',
  myPageNotification: '/my-page/notification',
  customerCenter: '/customer/center',
  customerNotice: '/customer/notice',
  noticeShow: (id: number) => `/customer/notice/${encodeURIComponent(String(id))}`,
  category: (id: number) => `/shop/category/${encodeURIComponent(String(id))}`,
  productSearch: (keyword: string) => `/shop/search?${new URLSearchParams({ keyword }).toString()}`,
  searchPage: '/shop/search',
  newItems: '/shop/new-item',
  bestSeller: '/shop/best-seller',
  contentSelect: '/contents/select/1?last=true',
  tssaMain: '',
  tssaStudio: '',
  tssaCategory: '',
  tssaBooks: '',
  tssaNotice: '',
  contents: '/contents/diy',
  promotion: '/contents/promotion',
  customFragrance: '/custom/fragrance?last=true',
  faq: '/customer/faq',
  productReview: '/customer/product-review',
  productInquiry: '/customer/product-inquiry',
  wholesaleApply: '/customer/wholesale-apply',
  dealerApply: '/customer/dealer-apply',
  shipmentCost: '/customer/shipment-cost',
  offlineStore: '/contents/store',
  company: '/contents/company',
  // Spec §2: one privacy page serves both the terms of use and the privacy policy.
  terms: '/contents/privacy?doc=terms',
  privacy: '/contents/privacy',
});

/**
 * The default test for links the app's router does not serve: absolute URLs and paths under
 * another app's base path (`otherApps`, the app's own list, e.g. `['/tssa']`). They are
 * loaded as full pages.
 *
 * @example
 * isExternalLink('/tssa/main', ['/tssa']); // true
 * isExternalLink('/shop/cart', ['/tssa']); // false
 */
export function isExternalLink(href: string, otherApps: readonly string[] = []): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return true;
  return otherApps.some(
    (base) =>
      href === base || [`${base}/`, `${base}?`, `${base}#`].some((start) => href.startsWith(start)),
  );
}
