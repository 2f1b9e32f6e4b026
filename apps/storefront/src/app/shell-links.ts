import type { ShellLinks } from '@atelier/shop-shell';

import { APP_LINKS } from '../shared/routing/app-links.js';
import { href } from '../shared/routing/route-table.js';

/**
 * The chrome's links, built once from the typed route table (`href()`), so menus follow the
 * table when a path changes. Planned routes are linked already; until built they land on the
 * not-found page.
 */
export const SHELL_LINKS: Readonly<ShellLinks> = Object.freeze({
  home: href('Home'),
  cart: href('Cart'),
  login: href('Login'),
  register: href('Register'),
  myPage: href('MyPage'),
  myPageOrder: href('MyPageOrder'),
  guestOrderLookup: href('MyOrderView'),
  myPageNotification: href('MyPageNotification'),
  customerCenter: href('CustomerCenter'),
  customerNotice: href('CustomerNotice'),
  noticeShow: (id: number) => href('CustomerNoticeShow', { id }),
  category: (id: number) => href('Category', { categoryId: id }),
  productSearch: (keyword: string) => href('ProductSearch', { keyword }),
  searchPage: href('ProductSearch'),
  newItems: href('ProductNewItem'),
  bestSeller: href('BestSeller'),
  contentSelect: href('ContentSelect'),
  ...APP_LINKS,
  contents: href('Diy'),
  promotion: href('Promotion'),
  customFragrance: href('CustomLanding', undefined, { last: true }),
  faq: href('CustomerFaq'),
  productReview: href('CustomerProductReview'),
  productInquiry: href('CustomerProductInquiry'),
  wholesaleApply: href('CustomerWholesaleApply'),
  dealerApply: href('DealerApply'),
  shipmentCost: href('ShipmentCostPage'),
  offlineStore: href('OfflineStore'),
  company: href('Company'),
  terms: href('Privacy', undefined, { doc: 'terms' }),
  privacy: href('Privacy'),
});
