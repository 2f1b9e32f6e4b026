import type { Currency, Lang, SessionUser } from '@atelier/contracts';

import type { SessionRootState, SessionState, SessionStatus } from './session-slice.js';

/**
 * The whole session slice.
 *
 * @example
 * const session = useSelector(selectSession);
 */
export const selectSession = (state: SessionRootState): SessionState => state.session;

/**
 * The signed-in member, `null` for visitors.
 *
 * @example
 * const user = useSelector(selectUser); // user?.mb_name
 */
export const selectUser = (state: SessionRootState): SessionUser | null => state.session.user;

/**
 * Logged in means the user has an `mb_id` (spec §4).
 *
 * @example
 * const authenticated = useSelector(selectAuthenticated);
 */
export const selectAuthenticated = (state: SessionRootState): boolean =>
  Boolean(state.session.user?.mb_id);

/**
 * The member is an admin (`is_admin`).
 *
 * @example
 * if (selectIsAdmin(store.getState())) showAdminLink();
 */
export const selectIsAdmin = (state: SessionRootState): boolean =>
  selectAuthenticated(state) && state.session.user?.is_admin === true;

/**
 * The storefront language, `kr` or `en`.
 *
 * @example
 * const lang = useSelector(selectLanguage);
 */
export const selectLanguage = (state: SessionRootState): Lang => state.session.language;

/**
 * The language is Korean (`kr`).
 *
 * @example
 * const isKorean = useSelector(selectIsKorean); // pick link or link_en
 */
export const selectIsKorean = (state: SessionRootState): boolean => state.session.language === 'kr';

/**
 * The currency, `krw` or `usd`.
 *
 * @example
 * const currency = useSelector(selectCurrency);
 */
export const selectCurrency = (state: SessionRootState): Currency => state.session.currency;

/**
 * The cart key of the guest or member cart.
 *
 * @example
 * const cartKey = useSelector(selectCartKey);
 */
export const selectCartKey = (state: SessionRootState): string | null => state.session.cart_key;

/**
 * Usable coupons of the member.
 *
 * @example
 * const coupons = useSelector(selectCouponCount);
 */
export const selectCouponCount = (state: SessionRootState): number => state.session.coupon_count;

/**
 * Lines in the cart (the header's cart badge).
 *
 * @example
 * const lines = useSelector(selectCartCount);
 */
export const selectCartCount = (state: SessionRootState): number => state.session.cart_count;

/**
 * Unread notifications (the header badge).
 *
 * @example
 * const unread = useSelector(selectNotificationCount);
 */
export const selectNotificationCount = (state: SessionRootState): number =>
  state.session.notification_count;

/**
 * Where the login check stands.
 *
 * @example
 * const checking = useSelector(selectSessionStatus) === 'checking';
 */
export const selectSessionStatus = (state: SessionRootState): SessionStatus => state.session.status;
