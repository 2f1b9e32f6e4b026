// The order wire constants without zod: the storefront's order pages, badges and the my-page
// dashboard import them, and a module that builds schemas at load would bring zod into their
// first-load JS (decision 0011). `order.ts` re-exports them.

/**
 * Every state an order can be in (issue 12). A card order waits in `awaiting_payment` until the
 * gateway confirms it; a bank transfer or virtual account waits in `awaiting_deposit` (입금대기)
 * until the deposit is seen. `expired` is an order whose reservation was released unpaid.
 *
 * @example
 * ORDER_STATUSES.includes('paid'); // true
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_deposit',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'cancelled',
  'expired',
  'return_requested',
  'returned',
  'exchange_requested',
  'refunded',
] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The status names shoppers read (Korean first, English storefront).
 *
 * @example
 * ORDER_STATUS_LABELS.awaiting_deposit.kr; // '입금대기'
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { kr: string; en: string }>> = {
  awaiting_payment: { kr: '결제대기', en: 'Awaiting payment' },
  awaiting_deposit: { kr: '입금대기', en: 'Awaiting deposit' },
  paid: { kr: '결제완료', en: 'Paid' },
  preparing: { kr: '상품준비중', en: 'Preparing' },
  shipping: { kr: '배송중', en: 'Shipping' },
  delivered: { kr: '배송완료', en: 'Delivered' },
  confirmed: { kr: '구매확정', en: 'Purchase confirmed' },
  cancelled: { kr: '취소', en: 'Cancelled' },
  expired: { kr: '결제기한 만료', en: 'Payment expired' },
  return_requested: { kr: '반품요청', en: 'Return requested' },
  returned: { kr: '반품완료', en: 'Returned' },
  exchange_requested: { kr: '교환요청', en: 'Exchange requested' },
  refunded: { kr: '환불', en: 'Refunded' },
};

/**
 * Why the shop itself moved an order (the payment gateway, the expiry job): a closed set of
 * message keys stored in the order's history, worded for each reader by
 * {@link ORDER_HISTORY_REASON_LABELS}. What people write (a cancel or claim reason) is stored
 * as written instead. `payment_cancelled`, `payment_aborted` and `payment_expired` are the
 * gateway's CANCELED, ABORTED and EXPIRED; `payment_deadline_passed` is the shop's own deadline;
 * `transfer_confirmed` an operator's 입금확인 of a 무통장입금.
 *
 * @example
 * ORDER_HISTORY_REASONS.includes('payment_approved'); // true
 */
export const ORDER_HISTORY_REASONS = [
  'payment_approved',
  'virtual_account_issued',
  'payment_cancelled',
  'payment_aborted',
  'payment_expired',
  'payment_deadline_passed',
  'transfer_confirmed',
] as const;
/** One of {@link ORDER_HISTORY_REASONS}. */
export type OrderHistoryReason = (typeof ORDER_HISTORY_REASONS)[number];

/**
 * The wording of each {@link ORDER_HISTORY_REASONS} key (Korean first, English storefront), as
 * {@link ORDER_STATUS_LABELS} words the statuses.
 *
 * @example
 * ORDER_HISTORY_REASON_LABELS.payment_deadline_passed.en; // 'Payment deadline passed'
 */
export const ORDER_HISTORY_REASON_LABELS: Readonly<
  Record<OrderHistoryReason, { kr: string; en: string }>
> = {
  payment_approved: { kr: '결제 승인', en: 'Payment approved' },
  virtual_account_issued: { kr: '가상계좌 발급', en: 'Virtual account issued' },
  payment_cancelled: { kr: '결제 취소', en: 'Payment cancelled' },
  payment_aborted: { kr: '결제 중단', en: 'Payment aborted' },
  payment_expired: { kr: '결제 만료', en: 'Payment expired' },
  payment_deadline_passed: { kr: '결제 기한 만료', en: 'Payment deadline passed' },
  transfer_confirmed: { kr: '입금 확인', en: 'Transfer received' },
};

/**
 * True when `value` is one of {@link ORDER_HISTORY_REASONS} (a stored key the code knows).
 *
 * @example
 * isOrderHistoryReason('payment_approved'); // true
 * isOrderHistoryReason('단순 변심'); // false
 */
export function isOrderHistoryReason(value: unknown): value is OrderHistoryReason {
  return (ORDER_HISTORY_REASONS as readonly unknown[]).includes(value);
}

/**
 * How an order is paid: card through the payment gateway, 무통장입금 to the shop's account
 * with the depositor's name, or a virtual account issued by the gateway.
 *
 * @example
 * PAYMENT_METHODS[0]; // 'card'
 */
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'virtual_account'] as const;
/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * 현금영수증 requests of a transfer (무통장입금, 가상계좌): none, 소득공제용 (income deduction,
 * a mobile number) or 지출증빙용 (proof of expense, a 10-digit business registration number).
 *
 * @example
 * CASH_RECEIPT_TYPES[1]; // 'income'
 */
export const CASH_RECEIPT_TYPES = ['none', 'income', 'expense'] as const;
/** One of {@link CASH_RECEIPT_TYPES}. */
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];

/**
 * The payment methods a 현금영수증 may be asked for (a card payment has its card slip).
 *
 * @example
 * CASH_RECEIPT_METHODS.includes('bank_transfer'); // true
 */
export const CASH_RECEIPT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'virtual_account'];

/**
 * The 현금영수증 labels shoppers and operators read (Korean first, English storefront).
 *
 * @example
 * CASH_RECEIPT_LABELS.expense.kr; // '지출증빙용'
 */
export const CASH_RECEIPT_LABELS: Readonly<Record<CashReceiptType, { kr: string; en: string }>> = {
  none: { kr: '신청 안함', en: 'Not requested' },
  income: { kr: '소득공제용', en: 'Income deduction' },
  expense: { kr: '지출증빙용', en: 'Proof of expense' },
};

/**
 * 적립금 rules: used from a balance of at least `MIN_BALANCE`, on orders whose goods reach
 * `MIN_ORDER`, in units of `UNIT` won, never more than the payable amount; earned as `EARN_PERCENT`
 * of the paid amount when an order reaches 구매확정. KRW orders only.
 *
 * @example
 * POINTS_RULES.UNIT; // 10
 */
export const POINTS_RULES = {
  MIN_BALANCE: 1_000,
  MIN_ORDER: 10_000,
  UNIT: 10,
  EARN_PERCENT: 1,
} as const;

/**
 * The couriers the shop ships with, and each one's public tracking page (`{no}` is the
 * tracking number).
 *
 * @example
 * CARRIERS.cj.name.kr; // 'CJ대한통운'
 */
export const CARRIERS = {
  cj: {
    name: { kr: 'CJ대한통운', en: 'CJ Logistics' },
    url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={no}',
  },
  epost: {
    name: { kr: '우체국택배', en: 'Korea Post' },
    url: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={no}',
  },
  lotte: {
    name: { kr: '롯데택배', en: 'Lotte Global Logistics' },
    url: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={no}',
  },
  hanjin: {
    name: { kr: '한진택배', en: 'Hanjin' },
    url: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={no}',
  },
  logen: {
    name: { kr: '로젠택배', en: 'Logen' },
    url: 'https://www.ilogen.com/web/personal/trace/{no}',
  },
} as const;
/** A key of {@link CARRIERS}. */
export type CarrierCode = keyof typeof CARRIERS;

/**
 * Days after delivery when an order is confirmed (구매확정) by itself, earning its points.
 *
 * @example
 * AUTO_CONFIRM_DAYS; // 7
 */
export const AUTO_CONFIRM_DAYS = 7;
