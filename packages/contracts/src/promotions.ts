import { z } from 'zod';

import type { Currency } from './locale.js';
import { formatMoney } from './money.js';
import type { CouponKind } from './order.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';
import { wholeNumber } from './whole-number.js';
import type { PointPolicyValues } from './point-policy.js';

/**
 * What a coupon takes its discount from: the order's goods, one product (or category), or the
 * shipping fee.
 *
 * @example
 * COUPON_KINDS; // ['order', 'product', 'shipping']
 */
export const COUPON_KINDS = [
  'order',
  'product',
  'shipping',
] as const satisfies readonly CouponKind[];

/**
 * The console's and the coupon sheet's words for a coupon's kind.
 *
 * @example
 * COUPON_KIND_LABELS.shipping.kr; // '배송비'
 */
export const COUPON_KIND_LABELS: Readonly<Record<CouponKind, { kr: string; en: string }>> = {
  order: { kr: '주문 금액', en: 'Order' },
  product: { kr: '상품', en: 'Product' },
  shipping: { kr: '배송비', en: 'Shipping fee' },
};

const MONEY_MAX = 100_000_000;
const money = wholeNumber(0, MONEY_MAX);
const optionalMoney = wholeNumber(0, MONEY_MAX).nullable().default(null);
const optionalDate = z.iso.datetime({ offset: true }).nullable().default(null);

/**
 * Field labels of the promotions area's forms (coupons, code redemption, points policy,
 * shipping fees and surcharges), for 422 messages.
 *
 * @example
 * PROMOTION_ATTRIBUTES.code.kr; // '쿠폰 코드'
 */
export const PROMOTION_ATTRIBUTES: AttributeLabels = {
  name: { kr: '쿠폰 이름', en: 'coupon name' },
  name_en: { kr: '쿠폰 이름(영문)', en: 'coupon name (English)' },
  kind: { kr: '적용 대상', en: 'applies to' },
  discount_type: { kr: '할인 방식', en: 'discount type' },
  percent: { kr: '할인율', en: 'percentage' },
  amount_krw: { kr: '할인 금액(원)', en: 'discount (KRW)' },
  amount_usd: { kr: '할인 금액(달러)', en: 'discount (USD)' },
  max_discount_krw: { kr: '최대 할인(원)', en: 'maximum discount (KRW)' },
  max_discount_usd: { kr: '최대 할인(달러)', en: 'maximum discount (USD)' },
  min_order_krw: { kr: '최소 주문금액(원)', en: 'minimum order (KRW)' },
  min_order_usd: { kr: '최소 주문금액(달러)', en: 'minimum order (USD)' },
  product_id: { kr: '상품 번호', en: 'product number' },
  category_id: { kr: '카테고리 번호', en: 'category number' },
  valid_from: { kr: '사용 시작일', en: 'valid from' },
  valid_until: { kr: '사용 종료일', en: 'valid until' },
  valid_days: { kr: '발급 후 사용 기간(일)', en: 'days usable after issue' },
  issue_on: { kr: '자동 발급', en: 'automatic issue' },
  code: { kr: '쿠폰 코드', en: 'coupon code' },
  code_limit: { kr: '코드 사용 한도', en: 'code redemption limit' },
  mb_ids: { kr: '회원 아이디', en: 'member IDs' },
  earn_percent: { kr: '적립률', en: 'earn rate' },
  min_balance: { kr: '최소 보유 적립금', en: 'minimum balance' },
  min_order: { kr: '최소 주문금액', en: 'minimum order' },
  unit: { kr: '사용 단위', en: 'unit' },
  max_share_percent: { kr: '최대 사용 비율', en: 'maximum share of an order' },
  base_fee: { kr: '기본 배송비', en: 'base fee' },
  free_over: { kr: '무료배송 기준 금액', en: 'free shipping from' },
  postcode_from: { kr: '시작 우편번호', en: 'first postcode' },
  postcode_to: { kr: '끝 우편번호', en: 'last postcode' },
  fee_krw: { kr: '추가 배송비(원)', en: 'surcharge (KRW)' },
  fee_usd: { kr: '추가 배송비(달러)', en: 'surcharge (USD)' },
};

const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{3,29}$/;

/**
 * A coupon code as shoppers type it: letters, digits and hyphens, 4 to 30, compared without
 * case (stored upper-case).
 *
 * @example
 * couponCodeSchema.parse(' welcome-2026 '); // 'WELCOME-2026'
 */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1)
  .transform((code) => code.toUpperCase())
  .refine((code) => COUPON_CODE.test(code), { params: { rule: 'coupon_code_format' } });

/**
 * `POST /api/admin/coupons` and `PUT /api/admin/coupons/{id}`: a coupon design. A fixed
 * discount needs its won amount (the dollar amount may be 0: no discount in USD); a percentage
 * 1–100 with an optional cap per currency. Validity: a period, days after issue, or both (the
 * earlier end wins). `issue_on: 'signup'` issues it to every new member; a `code` lets
 * shoppers redeem it (once each, `code_limit` times in all when set).
 *
 * @example
 * adminCouponSchema.parse({ name: '봄 10%', name_en: 'Spring 10%', discount_type: 'percent', percent: 10, valid_days: 30 });
 */
export const adminCouponSchema = z
  .object({
    name: plainText(z.string().trim().min(1).max(100)),
    name_en: plainText(z.string().trim().min(1).max(100)),
    kind: z.enum(COUPON_KINDS).default('order'),
    discount_type: z.enum(['fixed', 'percent']),
    percent: wholeNumber(0, 100).default(0),
    amount_krw: money.default(0),
    amount_usd: money.default(0),
    max_discount_krw: optionalMoney,
    max_discount_usd: optionalMoney,
    min_order_krw: money.default(0),
    min_order_usd: money.default(0),
    product_id: wholeNumber(1, 2_147_483_647).nullable().default(null),
    category_id: wholeNumber(1, 2_147_483_647).nullable().default(null),
    valid_from: optionalDate,
    valid_until: optionalDate,
    valid_days: wholeNumber(1, 3650).nullable().default(null),
    issue_on: z.enum(['signup']).nullable().default(null),
    code: couponCodeSchema.nullable().default(null),
    code_limit: wholeNumber(1, 1_000_000).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, rule: string, values?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', path: [path], params: { rule, values }, input: undefined });
    if (c.discount_type === 'percent' && c.percent < 1) issue('percent', 'min_number', { min: 1 });
    if (c.discount_type === 'fixed' && c.amount_krw < 1)
      issue('amount_krw', 'min_number', { min: 1 });
    if (c.kind === 'product' && c.product_id === null) issue('product_id', 'required');
    if (c.kind !== 'product' && c.product_id !== null) issue('product_id', 'in');
    if (c.kind === 'shipping' && c.category_id !== null) issue('category_id', 'in');
    if (c.valid_from && c.valid_until && c.valid_until <= c.valid_from)
      issue('valid_until', 'period_order');
    if (c.code_limit !== null && c.code === null) issue('code', 'required');
  });
export type AdminCouponInput = z.input<typeof adminCouponSchema>;

/**
 * A coupon design as the console shows it (amounts in minor units per currency; dates ISO).
 *
 * @example
 * const coupon: AdminCoupon = { id: 1, name: '가입 축하', name_en: 'Welcome', kind: 'order', discount_type: 'fixed', percent: 0, amount_krw: 3000, amount_usd: 300, max_discount_krw: null, max_discount_usd: null, min_order_krw: 30000, min_order_usd: 3000, product_id: null, category_id: null, valid_from: null, valid_until: null, valid_days: 30, issue_on: 'signup', code: null, code_limit: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminCoupon {
  id: number;
  name: string;
  name_en: string;
  kind: CouponKind;
  discount_type: 'fixed' | 'percent';
  percent: number;
  amount_krw: number;
  amount_usd: number;
  max_discount_krw: number | null;
  max_discount_usd: number | null;
  min_order_krw: number;
  min_order_usd: number;
  product_id: number | null;
  category_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
  valid_days: number | null;
  issue_on: 'signup' | null;
  code: string | null;
  code_limit: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A coupon's discount in words: the two amounts of a fixed coupon, or the percentage with its
 * cap (`10% (최대 5,000원)`).
 *
 * @example
 * couponBenefit({ discount_type: 'percent', percent: 10, amount_krw: 0, amount_usd: 0, max_discount_krw: 5000 }, 'kr'); // '10% (최대 5,000원)'
 */
export function couponBenefit(
  coupon: Pick<
    AdminCoupon,
    'discount_type' | 'percent' | 'amount_krw' | 'amount_usd' | 'max_discount_krw'
  >,
  lang: 'kr' | 'en',
): string {
  const money = (amount: number, currency: Currency) => formatMoney(amount, currency, { lang });
  if (coupon.discount_type === 'fixed')
    return `${money(coupon.amount_krw, 'krw')} / ${money(coupon.amount_usd, 'usd')}`;
  const cap = coupon.max_discount_krw;
  if (cap === null) return `${coupon.percent}%`;
  return lang === 'en'
    ? `${coupon.percent}% (up to ${money(cap, 'krw')})`
    : `${coupon.percent}% (최대 ${money(cap, 'krw')})`;
}

/**
 * How coupons are issued, a filter of the console's coupon list: automatically on sign-up,
 * by a code, or by operators only.
 *
 * @example
 * COUPON_ISSUE_MODES; // ['signup', 'code', 'manual']
 */
export const COUPON_ISSUE_MODES = ['signup', 'code', 'manual'] as const;

/**
 * The console's and the coupon sheet's words for how a coupon is issued.
 *
 * @example
 * COUPON_ISSUE_MODE_LABELS.code.en; // 'By code'
 */
export const COUPON_ISSUE_MODE_LABELS: Readonly<
  Record<(typeof COUPON_ISSUE_MODES)[number], { kr: string; en: string }>
> = {
  signup: { kr: '신규 가입 자동 발급', en: 'To every new member' },
  code: { kr: '쿠폰 코드', en: 'By code' },
  manual: { kr: '운영자 발급', en: 'By operators' },
};

/**
 * One of {@link COUPON_ISSUE_MODES}.
 *
 * @example
 * const mode: CouponIssueMode = 'code';
 */
export type CouponIssueMode = (typeof COUPON_ISSUE_MODES)[number];

/**
 * `POST /api/admin/coupons/{id}/issue`: issue the coupon to these members (their IDs).
 *
 * @example
 * adminCouponIssueSchema.parse({ mb_ids: ['hong', 'emma'] });
 */
export const adminCouponIssueSchema = z.object({
  mb_ids: z
    .array(z.string().trim().min(1).max(50))
    .min(1)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});
export type AdminCouponIssueInput = z.input<typeof adminCouponIssueSchema>;

/**
 * What issuing answered: how many members received the coupon and when it expires for them.
 *
 * @example
 * const issued: AdminCouponIssued = { issued: 2, expires_at: '2026-02-01T00:00:00.000Z' };
 */
export interface AdminCouponIssued {
  issued: number;
  expires_at: string;
}

/**
 * `GET /api/admin/coupons/{id}/usage`: how many members hold the coupon and how many used it,
 * with the issues by how they came (sign-up, an operator, a redeemed code).
 *
 * @example
 * const usage: AdminCouponUsage = { issued: 12, used: 5, by_source: { signup: 10, operator: 2 } };
 */
export interface AdminCouponUsage {
  issued: number;
  used: number;
  by_source: Partial<Record<'signup' | 'operator' | 'code', number>>;
}

/**
 * `POST /api/v1/coupon/redeem`: a member redeems a coupon code into their coupons.
 *
 * @example
 * couponRedeemSchema.parse({ code: 'spring-2026' }); // { code: 'SPRING-2026' }
 */
export const couponRedeemSchema = z.object({ code: couponCodeSchema });
export type CouponRedeemInput = z.input<typeof couponRedeemSchema>;

/**
 * The 적립금 policy operators edit: earn rate on a confirmed purchase (% of the paid amount),
 * the balance and order amount from which points may be used, the unit, and the largest share
 * (%) of the payable amount points may pay.
 *
 * @example
 * pointPolicySchema.parse({ earn_percent: 2, min_balance: 1000, min_order: 10000, unit: 10, max_share_percent: 50 });
 */
export const pointPolicySchema = z.object({
  earn_percent: wholeNumber(0, 100),
  min_balance: wholeNumber(0, 10_000_000),
  min_order: wholeNumber(0, 100_000_000),
  unit: wholeNumber(1, 10_000),
  max_share_percent: wholeNumber(1, 100),
});
export type PointPolicyInput = z.input<typeof pointPolicySchema>;

/**
 * The 적립금 policy in force (`updated_at` null while the shop's defaults apply).
 *
 * @example
 * const policy: PointPolicy = { ...DEFAULT_POINT_POLICY, updated_at: null };
 */
export interface PointPolicy extends PointPolicyValues {
  updated_at: string | null;
}

/**
 * `PUT /api/admin/shipping-policies/{currency}`: the base fee and the goods amount from which
 * it is waived (minor units of the currency).
 *
 * @example
 * shippingPolicySchema.parse({ base_fee: 3000, free_over: 50000 });
 */
export const shippingPolicySchema = z.object({
  base_fee: money,
  free_over: money,
});
export type ShippingPolicyInput = z.input<typeof shippingPolicySchema>;

/**
 * A currency's shipping policy as the console shows it.
 *
 * @example
 * const policy: AdminShippingPolicy = { currency: 'krw', base_fee: 3000, free_over: 50000, updated_at: '2026-01-01T00:00:00.000Z' };
 */
export interface AdminShippingPolicy {
  currency: Currency;
  base_fee: number;
  free_over: number;
  updated_at: string;
}

const postcode = z
  .string()
  .trim()
  .refine((code) => /^\d{5}$/.test(code), { params: { rule: 'postcode' } });

/**
 * `POST /api/admin/shipping-surcharges` and `PUT /api/admin/shipping-surcharges/{id}`: a
 * remote-area surcharge for the 5-digit postcodes `postcode_from`..`postcode_to`
 * (inclusive); a range that overlaps another is refused.
 *
 * @example
 * shippingSurchargeSchema.parse({ name: '제주', name_en: 'Jeju', postcode_from: '63000', postcode_to: '63644', fee_krw: 3000, fee_usd: 300 });
 */
export const shippingSurchargeSchema = z
  .object({
    name: plainText(z.string().trim().min(1).max(60)),
    name_en: plainText(z.string().trim().min(1).max(60)),
    postcode_from: postcode,
    postcode_to: postcode,
    fee_krw: money,
    fee_usd: money,
  })
  .superRefine((s, ctx) => {
    if (s.postcode_to < s.postcode_from)
      ctx.addIssue({
        code: 'custom',
        path: ['postcode_to'],
        params: { rule: 'postcode_range' },
        input: s.postcode_to,
      });
  });
export type ShippingSurchargeInput = z.input<typeof shippingSurchargeSchema>;

/**
 * A remote-area surcharge as the console shows it.
 *
 * @example
 * const row: AdminShippingSurcharge = { id: 1, name: '제주', name_en: 'Jeju', postcode_from: '63000', postcode_to: '63644', fee_krw: 3000, fee_usd: 300 };
 */
export interface AdminShippingSurcharge {
  id: number;
  name: string;
  name_en: string;
  postcode_from: string;
  postcode_to: string;
  fee_krw: number;
  fee_usd: number;
}
