import { PAGE_MAX } from './envelopes.js';
import { z } from 'zod';

import type { CouponKind } from './order.js';
import { mbHpSchema, mbNameSchema } from './member.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

/**
 * Where a member's coupon stands: usable now, used by an order, or past its end.
 *
 * @example
 * MEMBER_COUPON_STATUSES[0]; // 'usable'
 */
export const MEMBER_COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
/** One of {@link MEMBER_COUPON_STATUSES}. */
export type MemberCouponStatus = (typeof MEMBER_COUPON_STATUSES)[number];

/**
 * A coupon in `/my-page/coupon`, in the session's language and currency: what it takes off
 * (`benefit`, e.g. '3,000원' or '10% (최대 5,000원)'), from what order amount, until when.
 *
 * @example
 * const c: MemberCouponView = { id: 3, name: '신규 가입 3,000원 할인', kind: 'order', benefit: '3,000원', min_order: 30000, currency: 'krw', status: 'usable', issued_at: '2026-11-25 10:00:00', expires_at: '2026-12-25 10:00:00', used_at: null, od_id: null };
 */
export interface MemberCouponView {
  id: number;
  name: string;
  kind: CouponKind;
  benefit: string;
  min_order: number;
  currency: 'krw' | 'usd';
  status: MemberCouponStatus;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  od_id: string | null;
}

/**
 * Query of `GET /api/v1/coupon`.
 *
 * @example
 * couponListQuerySchema.parse({ status: 'used' }); // { status: 'used', page: 1, per_page: 10 }
 */
export const couponListQuerySchema = z.object({
  status: z.enum(MEMBER_COUPON_STATUSES).default('usable'),
  page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number<number>().int().min(1).max(50).default(10),
});

/** Why a member's 적립금 changed. */
export type PointReason = 'signup' | 'order_use' | 'order_restore' | 'purchase_earn' | 'operator';

/**
 * A row of `/my-page/point`: the change (negative when spent), why, for which order, when.
 *
 * @example
 * const e: PointEntry = { id: 9, delta: -2500, reason: 'order_use', reason_label: '주문 사용', note: '', od_id: '2026112512345678', created_at: '2026-11-25 10:00:00' };
 */
export interface PointEntry {
  id: number;
  delta: number;
  reason: PointReason;
  reason_label: string;
  note: string;
  od_id: string | null;
  created_at: string;
}

/**
 * `GET /api/v1/point`: the pagination envelope of ledger rows, newest first, with the balance.
 *
 * @example
 * const page: PointHistory = { balance: 3000, current_page: 1, data: [], from: null, last_page: 1, per_page: 10, to: null, total: 0 };
 */
export interface PointHistory {
  balance: number;
  /** The 적립금 policy in force (the page's rules). */
  rules?: {
    earn_percent: number;
    min_balance: number;
    min_order: number;
    unit: number;
    max_share_percent: number;
  };
  current_page: number;
  data: PointEntry[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
}

/**
 * Most addresses a member keeps in the address book.
 *
 * @example
 * if (book.length >= ADDRESS_BOOK_MAX) hideAddButton();
 */
export const ADDRESS_BOOK_MAX = 10;

/**
 * Field labels of the address book.
 *
 * @example
 * parseInput(addressSchema, request.body, request, ADDRESS_ATTRIBUTES);
 */
export const ADDRESS_ATTRIBUTES: AttributeLabels = {
  label: { kr: '배송지명', en: 'address name' },
  name: { kr: '받으시는 분', en: 'recipient name' },
  phone: { kr: '휴대폰 번호', en: 'mobile number' },
  zonecode: { kr: '우편번호', en: 'postcode' },
  address1: { kr: '주소', en: 'address' },
  address2: { kr: '상세주소', en: 'address details' },
  is_default: { kr: '기본 배송지', en: 'default address' },
};

/**
 * Body of `POST /api/v1/address` and `PUT /api/v1/address/{id}`: one saved delivery address.
 * The default address is prefilled on the order form; saving one as default unsets the other.
 *
 * @example
 * addressSchema.parse({ label: '집', name: '홍길동', phone: '010-1234-5678', zonecode: '04524', address1: '서울 중구 세종대로 110', address2: '3층', is_default: true });
 */
export const addressSchema = z.object({
  label: plainText(z.string().trim().min(1).max(20)),
  name: mbNameSchema,
  phone: mbHpSchema,
  zonecode: z
    .string()
    .trim()
    .refine((v) => /^\d{5}$/.test(v), { params: { rule: 'type' } }),
  address1: plainText(z.string().trim().min(1).max(200)),
  address2: plainText(z.string().trim().max(200)).default(''),
  is_default: z.boolean().default(false),
});
/** An address as a client sends it. */
export type AddressInput = z.input<typeof addressSchema>;

/** A saved address as the API answers it. */
export interface SavedAddress {
  id: number;
  label: string;
  name: string;
  phone: string;
  zonecode: string;
  address1: string;
  address2: string;
  is_default: boolean;
}

/**
 * A purchase in the offline store (`/my-page/store-order`), as operators recorded it: amounts
 * in minor units of `currency`.
 *
 * @example
 * const s: StoreOrderView = { id: 1, store: '아틀리에 성수 쇼룸', receipt_no: 'S-20261101-0042', currency: 'krw', items: [{ name: '소이 캔들', qty: 1, amount: 28000 }], total: 28000, purchased_at: '2026-11-01 15:20:00' };
 */
export interface StoreOrderView {
  id: number;
  store: string;
  receipt_no: string;
  currency: 'krw' | 'usd';
  items: { name: string; qty: number; amount: number }[];
  total: number;
  purchased_at: string;
}
