import { PAGE_MAX } from './envelopes.js';
import { z } from 'zod';

import { cartAddSchema } from './cart.js';
import {
  CASH_RECEIPT_METHODS,
  CASH_RECEIPT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type CarrierCode,
  type CashReceiptType,
  type OrderStatus,
  type PaymentMethod,
} from './order-constants.js';

export {
  AUTO_CONFIRM_DAYS,
  CARRIERS,
  CASH_RECEIPT_LABELS,
  CASH_RECEIPT_METHODS,
  CASH_RECEIPT_TYPES,
  type CashReceiptType,
  isOrderHistoryReason,
  ORDER_HISTORY_REASON_LABELS,
  ORDER_HISTORY_REASONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  POINTS_RULES,
  type CarrierCode,
  type OrderHistoryReason,
  type OrderStatus,
  type PaymentMethod,
} from './order-constants.js';
import type { Currency } from './locale.js';
import { mbEmailSchema, mbHpSchema, mbNameSchema, normalisePhone } from './member.js';
import { consentVersionsShape } from './policy.js';
import type { ProductImage } from './product.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';
import { wholeNumber } from './whole-number.js';

/**
 * Most an Idempotency-Key header may hold: a client-made UUID fits with room to spare.
 *
 * @example
 * if (key.length > IDEMPOTENCY_KEY_MAX) refuse();
 */
export const IDEMPOTENCY_KEY_MAX = 64;

/**
 * Field labels of the order calls, for their 422 messages.
 *
 * @example
 * parseInput(orderCreateSchema, request.body, request, ORDER_ATTRIBUTES);
 */
export const ORDER_ATTRIBUTES: AttributeLabels = {
  cart_line_ids: { kr: '주문할 상품', en: 'items to order' },
  items: { kr: '주문할 상품', en: 'items to order' },
  it_id: { kr: '상품', en: 'product' },
  variant_id: { kr: '옵션', en: 'option' },
  addons: { kr: '추가 상품', en: 'add-ons' },
  qty: { kr: '수량', en: 'quantity' },
  orderer_name: { kr: '주문하시는 분', en: 'orderer name' },
  orderer_phone: { kr: '주문자 휴대폰 번호', en: 'orderer mobile number' },
  orderer_email: { kr: '주문자 이메일', en: 'orderer email' },
  recipient_name: { kr: '받으시는 분', en: 'recipient name' },
  recipient_phone: { kr: '받는 분 휴대폰 번호', en: 'recipient mobile number' },
  zonecode: { kr: '우편번호', en: 'postcode' },
  address1: { kr: '주소', en: 'address' },
  address2: { kr: '상세주소', en: 'address details' },
  memo: { kr: '배송 메모', en: 'delivery note' },
  payment_method: { kr: '결제수단', en: 'payment method' },
  depositor_name: { kr: '입금자명', en: 'depositor name' },
  cash_receipt_type: { kr: '현금영수증', en: 'cash receipt' },
  cash_receipt_number: { kr: '현금영수증 발급 번호', en: 'cash receipt number' },
  order_password: { kr: '주문 비밀번호', en: 'order password' },
  agree_privacy: { kr: '개인정보 수집 및 이용', en: 'the collection and use of personal data' },
  agree_purchase: { kr: '구매조건 확인 및 결제 진행', en: 'the purchase terms' },
  terms_version: { kr: '이용약관 버전', en: 'terms of use version' },
  privacy_version: { kr: '개인정보처리방침 버전', en: 'privacy policy version' },
  expected_total: { kr: '결제 금액', en: 'amount to pay' },
  coupon_ids: { kr: '쿠폰', en: 'coupons' },
  points: { kr: '적립금', en: 'points' },
  od_id: { kr: '주문번호', en: 'order number' },
  status: { kr: '주문 상태', en: 'order status' },
  period: { kr: '조회 기간', en: 'period' },
  reason: { kr: '사유', en: 'reason' },
  files: { kr: '사진', en: 'photos' },
  paymentKey: { kr: '결제 키', en: 'payment key' },
  orderId: { kr: '주문번호', en: 'order number' },
  amount: { kr: '결제 금액', en: 'amount' },
};

const id = wholeNumber(1, 2_147_483_647);
const consent = z.boolean().refine((v) => v === true, { params: { rule: 'accepted' } });
/** 5-digit Korean postcodes (우편번호, since 2015). */
const zonecode = z
  .string()
  .trim()
  .refine((v) => /^\d{5}$/.test(v), { params: { rule: 'type' } });

/**
 * The digits of a 10-digit business registration number (사업자등록번호, `123-45-67890`), or
 * `null`.
 *
 * @example
 * businessNumberDigits('123-45-67890'); // '1234567890'
 * businessNumberDigits('12345'); // null
 */
export function businessNumberDigits(value: string): string | null {
  const digits = value.trim().replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/**
 * Most lines one order holds (the cart's limit).
 *
 * @example
 * orderLinesSchema.shape.cart_line_ids; // at most ORDER_MAX_LINES ids
 */
export const ORDER_MAX_LINES = 50;

/**
 * What to order: cart lines by id (order selected / order all), or items chosen on the
 * product page (buy now), never both.
 *
 * @example
 * orderLinesSchema.parse({ cart_line_ids: [7, 8] });
 */
export const orderLinesSchema = z
  .object({
    cart_line_ids: z.array(id).min(1).max(ORDER_MAX_LINES).optional(),
    items: z.array(cartAddSchema).min(1).max(ORDER_MAX_LINES).optional(),
  })
  .refine((v) => (v.cart_line_ids === undefined) !== (v.items === undefined), {
    params: { rule: 'required' },
    path: ['cart_line_ids'],
  });

/**
 * Body of `POST /api/v1/order/quote`: the lines and, once known, the delivery postcode; the
 * answer is every amount as the order would be charged now.
 *
 * @example
 * orderQuoteSchema.parse({ cart_line_ids: [7], zonecode: '63100' });
 */
export const orderQuoteSchema = orderLinesSchema.and(
  z.object({
    zonecode: zonecode.optional(),
    coupon_ids: z.array(id).max(3).default([]),
    points: wholeNumber(0, 100_000_000).default(0),
  }),
);
/** A quote request as a client sends it. */
export type OrderQuoteInput = z.input<typeof orderQuoteSchema>;

/**
 * Body of `POST /api/v1/order` (with an `Idempotency-Key` header). `expected_total` is the
 * amount the page showed: the server recomputes everything and answers 409 with the new
 * figures when they differ. A guest sets an order password (for the order lookup); a
 * 무통장입금 needs the depositor's name. A transfer (무통장입금, 가상계좌) may ask for a
 * 현금영수증: 소득공제용 with a mobile number, 지출증빙용 with a 10-digit business registration
 * number (`cash_receipt_number`, hyphens allowed; stored as digits).
 *
 * @example
 * orderCreateSchema.parse({ cart_line_ids: [7], orderer_name: '홍길동', orderer_phone: '010-1234-5678', orderer_email: 'hong@example.com', recipient_name: '홍길동', recipient_phone: '010-1234-5678', zonecode: '04524', address1: '서울 중구 세종대로 110', address2: '3층', memo: '', payment_method: 'card', agree_privacy: true, agree_purchase: true, expected_total: 31000 });
 */
export const orderCreateSchema = orderLinesSchema.and(
  z
    .object({
      orderer_name: mbNameSchema,
      orderer_phone: mbHpSchema,
      orderer_email: mbEmailSchema,
      recipient_name: mbNameSchema,
      recipient_phone: mbHpSchema,
      zonecode,
      address1: plainText(z.string().trim().min(1).max(200)),
      address2: plainText(z.string().trim().max(200)).default(''),
      memo: plainText(z.string().trim().max(100)).default(''),
      payment_method: z.enum(PAYMENT_METHODS),
      coupon_ids: z.array(id).max(3).default([]),
      points: wholeNumber(0, 100_000_000).default(0),
      depositor_name: plainText(z.string().trim().max(30)).optional(),
      cash_receipt_type: z.enum(CASH_RECEIPT_TYPES).default('none'),
      cash_receipt_number: z.string().trim().max(20).optional(),
      order_password: z.string().min(1).max(64).optional(),
      agree_privacy: consent,
      agree_purchase: consent,
      ...consentVersionsShape,
      expected_total: wholeNumber(0, 2_000_000_000),
    })
    .refine((v) => v.payment_method !== 'bank_transfer' || !!v.depositor_name, {
      params: { rule: 'required' },
      path: ['depositor_name'],
    })
    .refine(
      (v) => v.cash_receipt_type === 'none' || CASH_RECEIPT_METHODS.includes(v.payment_method),
      { params: { rule: 'cash_receipt_method' }, path: ['cash_receipt_type'] },
    )
    .refine((v) => v.cash_receipt_type === 'none' || !!v.cash_receipt_number, {
      params: { rule: 'required' },
      path: ['cash_receipt_number'],
    })
    .refine(
      (v) =>
        v.cash_receipt_type !== 'income' ||
        !v.cash_receipt_number ||
        (!v.cash_receipt_number.startsWith('+') && normalisePhone(v.cash_receipt_number) !== null),
      { params: { rule: 'cash_receipt_phone' }, path: ['cash_receipt_number'] },
    )
    .refine(
      (v) =>
        v.cash_receipt_type !== 'expense' ||
        !v.cash_receipt_number ||
        businessNumberDigits(v.cash_receipt_number) !== null,
      { params: { rule: 'business_number' }, path: ['cash_receipt_number'] },
    ),
);
/** An order as a client sends it. */
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

/**
 * A line of a quote or an order: what was chosen and what it costs, minor units of the
 * order's currency. An order's lines are snapshots: names and prices as they were.
 *
 * @example
 * const line: OrderLineView = { it_id: '171011001', name: '라벤더 소이 캔들', option: '라벤더', thumbnail: null, unit_price: 30000, qty: 1, addons: [], total: 30000 };
 */
export interface OrderLineView {
  it_id: string;
  name: string;
  option: string;
  thumbnail: ProductImage | null;
  unit_price: number;
  qty: number;
  addons: { name: string; unit_price: number; qty: number; total: number }[];
  total: number;
}

/**
 * Every amount of an order, minor units of `currency`: goods, discounts, shipping (base fee
 * after the free-shipping rule, plus the remote-area surcharge, which free shipping does not
 * waive), points used, and what is payable.
 *
 * @example
 * const amounts: OrderAmounts = { currency: 'krw', goods: 28000, discount: 0, shipping_fee: 3000, shipping_surcharge: 3000, points: 0, total: 34000 };
 */
export interface OrderAmounts {
  currency: Currency;
  goods: number;
  discount: number;
  shipping_fee: number;
  shipping_surcharge: number;
  points: number;
  total: number;
}

/** What a coupon takes off: the order's goods, one product's lines, or the shipping fee. */
export type CouponKind = 'order' | 'product' | 'shipping';

/**
 * A coupon a member holds, as the order form offers it: `discount` is what it would take off
 * this order now (0 with `usable: false` and the reason when it cannot apply).
 *
 * @example
 * const coupon: OrderCoupon = { id: 3, name: '신규 가입 3,000원 할인', kind: 'order', discount: 3000, usable: true, reason: null, expires_at: '2026-12-31 23:59:59' };
 */
export interface OrderCoupon {
  /** The member's coupon (one use). */
  id: number;
  name: string;
  kind: CouponKind;
  discount: number;
  usable: boolean;
  /** Why it cannot apply (minimum order, another currency, no matching product). */
  reason: string | null;
  expires_at: string;
}

/**
 * The member's 적립금 as the order form may use it (KRW orders only): the balance, the most
 * this order may use, and the rules (minimum balance and order, units of `unit` won).
 *
 * @example
 * const points: OrderPoints = { balance: 5000, usable_max: 5000, min_balance: 1000, min_order: 10000, unit: 10 };
 */
export interface OrderPoints {
  balance: number;
  usable_max: number;
  min_balance: number;
  min_order: number;
  unit: number;
}

/** `POST /api/v1/order/quote`: the lines and amounts as an order would be charged now. */
export interface OrderQuote {
  lines: OrderLineView[];
  amounts: OrderAmounts;
  /** The order amount from which the base fee is waived; `null` when no line pays it. */
  free_shipping_over: number | null;
  /** A member's coupons for this order (empty for guests). */
  coupons: OrderCoupon[];
  /** A member's points for this order (`null` for guests and USD orders). */
  points: OrderPoints | null;
}

/**
 * Body of a 409 from `POST /api/v1/order` when the amount changed since the page showed it.
 *
 * @example
 * if (error.status === 409 && 'quote' in error.body) showNewFigures(error.body.quote);
 */
export interface OrderAmountChanged {
  message: string;
  quote: OrderQuote;
}

/**
 * How the order page starts the payment of a placed card or virtual-account order: the
 * sandbox PG's own page (dev and tests), or Toss Payments v2's payment window (its client key
 * and the customer's key). `null` for 무통장입금, which waits for the deposit.
 *
 * @example
 * const start: OrderCheckoutStart = { provider: 'sandbox', checkoutUrl: '/shop/sandbox-pg?orderId=2026112538475610&amount=34000&orderName=%EC%BA%94%EB%93%A4&method=card' };
 */
export type OrderCheckoutStart =
  | { provider: 'toss'; clientKey: string; customerKey: string }
  | { provider: 'sandbox'; checkoutUrl: string };

/**
 * `POST /api/v1/order` (201, or 200 for a replay of the same Idempotency-Key): the order and
 * how to pay it.
 *
 * @example
 * if (placed.checkout === null) goTo(`/shop/order/${placed.data.od_id}/confirm`);
 */
export interface OrderPlaced {
  data: OrderDetail;
  checkout: OrderCheckoutStart | null;
}

/** A status change in an order's history: who made it, why and when (KST). */
export interface OrderStatusChange {
  status: OrderStatus;
  label: string;
  actor: 'member' | 'guest' | 'system' | 'operator' | 'gateway';
  /**
   * Why, for the reader: the shop's own reasons ({@link ORDER_HISTORY_REASONS}) in the reader's
   * language, a person's reason (cancel, return, exchange) as they wrote it, or ''.
   */
  reason: string;
  at: string;
}

/** An order in a member's list. */
export interface OrderSummary {
  od_id: string;
  status: OrderStatus;
  status_label: string;
  title: string;
  thumbnail: ProductImage | null;
  line_count: number;
  total: number;
  currency: Currency;
  payment_method: PaymentMethod;
  created_at: string;
}

/** Where a 무통장입금 goes and by when. */
export interface BankTransferInfo {
  bank: string;
  account: string;
  holder: string;
  depositor_name: string;
  deadline: string;
}

/** Where a shipped order is: the carrier, the tracking number and its tracking page. */
export interface OrderShipment {
  carrier: CarrierCode;
  carrier_name: string;
  tracking_no: string;
  tracking_url: string;
  shipped_at: string | null;
  delivered_at: string | null;
}

/**
 * Most photos a return or exchange request carries.
 *
 * @example
 * if (files.length > ORDER_CLAIM_MAX_PHOTOS) refuse();
 */
export const ORDER_CLAIM_MAX_PHOTOS = 5;

/**
 * Fewest characters of a return or exchange reason (trimmed).
 *
 * @example
 * reason.trim().length >= ORDER_CLAIM_REASON_MIN;
 */
export const ORDER_CLAIM_REASON_MIN = 5;

/**
 * Most characters of a return or exchange reason.
 *
 * @example
 * <TextArea maxLength={ORDER_CLAIM_REASON_MAX} />
 */
export const ORDER_CLAIM_REASON_MAX = 500;

/**
 * Body of `POST /api/v1/order/{od_id}/return` and `/exchange` (multipart with `files[]`
 * photos, or JSON): why, after delivery.
 *
 * @example
 * orderClaimSchema.parse({ reason: '상품이 파손되어 도착했습니다.' });
 */
export const orderClaimSchema = z.object({
  reason: plainText(z.string().trim().min(ORDER_CLAIM_REASON_MIN).max(ORDER_CLAIM_REASON_MAX)),
});

/**
 * A return or exchange photo of an order: WebP renditions served only to the order's owner
 * (`Cache-Control: private, no-store`), never on the public `/media` path.
 *
 * @example
 * const photo: OrderClaimPhoto = {
 *   thumb: '/api/v1/order/2026112512345678/claim-photo/3f2a…/thumb.webp',
 *   zoom: '/api/v1/order/2026112512345678/claim-photo/3f2a…/zoom.webp',
 * };
 */
export interface OrderClaimPhoto {
  thumb: string;
  zoom: string;
}

/** `GET /api/v1/order/{od_id}`: the whole order as its owner sees it. */
export interface OrderDetail extends Omit<OrderSummary, 'title' | 'thumbnail' | 'line_count'> {
  lines: OrderLineView[];
  amounts: OrderAmounts;
  orderer: { name: string; phone: string; email: string };
  recipient: { name: string; phone: string; zonecode: string; address1: string; address2: string };
  memo: string;
  bank_transfer: BankTransferInfo | null;
  /** The 현금영수증 asked for a transfer (its number as digits), or `null`. */
  cash_receipt: { type: Exclude<CashReceiptType, 'none'>; number: string } | null;
  /** The gateway's payment, once confirmed. */
  paid_at: string | null;
  /** Until when an unpaid order keeps its stock (KST). */
  pay_by: string | null;
  can_cancel: boolean;
  /** 구매확정 is open (delivered, not yet confirmed). */
  can_confirm: boolean;
  /** A return or exchange may be asked (delivered, not yet confirmed). */
  can_claim: boolean;
  /** When a delivered order confirms itself (KST), else `null`. */
  auto_confirm_at: string | null;
  shipment: OrderShipment | null;
  /** The return or exchange reason, once asked. */
  claim_reason: string | null;
  /** The photos sent with the return or exchange, as URLs only the order's owner may load. */
  claim_photos: OrderClaimPhoto[];
  history: OrderStatusChange[];
  /**
   * `true` when found by the orderer's phone alone: names, phones, email and address are masked
   * (홍*동, 010-****-5678), the detail line, memo, claim reason and claim photos left out, and
   * cancelling or claiming needs the order password.
   */
  masked?: true;
}

/**
 * Query of `GET /api/v1/order`: a period in months back from today (0 = all), a status.
 *
 * @example
 * orderListQuerySchema.parse({ period: '3', page: '2' }); // { period: 3, page: 2, per_page: 10 }
 */
export const orderListQuerySchema = z.object({
  period: z.coerce
    .number<number>()
    .int()
    .refine((v) => [0, 1, 3, 6, 12].includes(v), { params: { rule: 'in' } })
    .default(0),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(50).default(10),
});

/**
 * `{od_id}` of the order calls: the date-based order number.
 *
 * @example
 * orderIdParamSchema.parse({ od_id: '2026112538475610' });
 */
export const orderIdParamSchema = z.object({ od_id: z.string().regex(/^\d{16}$/) });

/** A member's order list query as a client sends it (every field optional). */
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/**
 * Body of `POST /api/v1/order/lookup`: a guest's 16-digit order number with the order password
 * or the orderer's mobile number.
 *
 * @example
 * orderLookupSchema.parse({ od_id: '2026112538475610', phone: '010-1234-5678' });
 */
export const orderLookupSchema = z.object({
  od_id: orderIdParamSchema.shape.od_id,
  order_password: z.string().min(1).max(64).optional(),
  phone: z.string().max(20).optional(),
});
/** A guest order lookup as the lookup form sends it. */
export type OrderLookupInput = z.input<typeof orderLookupSchema>;

/**
 * Body of `POST /api/v1/order/{od_id}/cancel`.
 *
 * @example
 * orderCancelSchema.parse({ reason: '단순 변심' });
 */
export const orderCancelSchema = z.object({
  reason: plainText(z.string().trim().min(1).max(200)),
});

/**
 * Body of `POST /api/v1/payment/confirm`: exactly the query the gateway adds to `successUrl`
 * (Toss Payments v2: `paymentKey`, `orderId`, `amount`).
 *
 * @example
 * paymentConfirmSchema.parse({ paymentKey: 'tsb_abc', orderId: '2026112538475610', amount: '34000' });
 */
export const paymentConfirmSchema = z.object({
  paymentKey: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  orderId: z.string().regex(/^\d{16}$/),
  amount: wholeNumber(0, 2_000_000_000),
});
/** A confirm request as the payment return page sends it. */
export type PaymentConfirmInput = z.input<typeof paymentConfirmSchema>;
