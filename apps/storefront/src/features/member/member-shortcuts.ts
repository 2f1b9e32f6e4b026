import type { RouteName } from '../../shared/routing/route-table.js';

/**
 * The member-area sections the dashboard links to, by route name (planned ones fall to
 * not-found until their pages are built).
 */
export const MEMBER_SHORTCUTS = [
  'MyPageOrder',
  'MyPageStoreOrder',
  'MyPageTssa',
  'MyPageCoupon',
  'MyPagePoint',
  'MyPageWishList',
  'MyPageInquiry',
  'MyPageProductInquiry',
  'MyPageProductReview',
  'MyPageFormula',
  'MyPageNotification',
  'MyPageAccount',
] as const satisfies readonly RouteName[];
