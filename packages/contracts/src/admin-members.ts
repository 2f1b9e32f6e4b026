import { z } from 'zod';

import type { AdminMember } from './operator.js';
import type { OrderStatus } from './order-constants.js';
import type { MemberCouponStatus, PointEntry } from './member-wallet.js';
import { withAttributes } from './schema-attributes.js';
import { plainText } from './text.js';
import type { AttributeLabels } from './validation-messages.js';

/**
 * The field labels of the console's member forms (422 messages).
 *
 * @example
 * ADMIN_MEMBER_ATTRIBUTES.delta.kr; // '적립금'
 */
export const ADMIN_MEMBER_ATTRIBUTES: AttributeLabels = {
  delta: { kr: '적립금', en: 'points' },
  reason: { kr: '사유', en: 'reason' },
  coupon_id: { kr: '쿠폰', en: 'coupon' },
  blocked: { kr: '차단', en: 'block' },
  state: { kr: '상태', en: 'state' },
};

const reason = plainText(z.string().trim().min(1).max(200));

/**
 * `POST /api/admin/members/{id}/points`: points given (positive) or taken (negative) with the
 * reason the member reads in their ledger. Taking more than the balance is refused.
 *
 * @example
 * adminPointsSchema.parse({ delta: 3000, reason: '이벤트 당첨' });
 */
export const adminPointsSchema = withAttributes(
  z.object({
    delta: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((v) => v !== 0, { params: { rule: 'required' } }),
    reason,
  }),
  ADMIN_MEMBER_ATTRIBUTES,
);
export type AdminPointsInput = z.input<typeof adminPointsSchema>;

/**
 * `POST /api/admin/members/{id}/coupons`: issue one of the shop's coupons to the member.
 *
 * @example
 * adminIssueCouponSchema.parse({ coupon_id: 2 });
 */
export const adminIssueCouponSchema = withAttributes(
  z.object({ coupon_id: z.number().int().positive() }),
  ADMIN_MEMBER_ATTRIBUTES,
);
export type AdminIssueCouponInput = z.input<typeof adminIssueCouponSchema>;

/**
 * `PUT /api/admin/members/{id}/block`: block (the member can neither sign in nor order, and
 * their sessions end) or unblock, with the reason.
 *
 * @example
 * adminBlockSchema.parse({ blocked: true, reason: '결제 도용 의심' });
 */
export const adminBlockSchema = withAttributes(
  z.object({ blocked: z.boolean(), reason }),
  ADMIN_MEMBER_ATTRIBUTES,
);
export type AdminBlockInput = z.input<typeof adminBlockSchema>;

/**
 * A coupon the console may issue to a member (`GET /api/admin/members/issuable-coupons`).
 *
 * @example
 * const c: AdminIssuableCoupon = { id: 2, name: '신규 가입 3,000원', name_en: 'Welcome 3,000 KRW', kind: 'order', valid_days: 30 };
 */
export interface AdminIssuableCoupon {
  id: number;
  name: string;
  name_en: string;
  kind: string;
  valid_days: number;
}

/**
 * One of a member's coupons in the console.
 *
 * @example
 * const c: AdminMemberCoupon = { id: 7, name: '신규 가입 3,000원', status: 'usable', issued_at: '2026-11-28T00:00:00.000Z', expires_at: '2026-12-28T00:00:00.000Z' };
 */
export interface AdminMemberCoupon {
  id: number;
  name: string;
  status: MemberCouponStatus;
  issued_at: string;
  expires_at: string;
}

/**
 * A member in full as the console's detail shows it (email and phone still masked): the
 * profile, block state, latest orders, points balance and ledger, coupons and questions.
 *
 * @example
 * detail.points.balance; // 3000
 */
export interface AdminMemberDetail extends AdminMember {
  blocked_at: string | null;
  blocked_reason: string | null;
  orders: {
    od_id: string;
    status: OrderStatus;
    currency: string;
    total_amount: number;
    created_at: string;
  }[];
  points: { balance: number; ledger: PointEntry[] };
  coupons: AdminMemberCoupon[];
  questions: {
    id: number;
    it_id: string;
    subject: string;
    answered: boolean;
    created_at: string;
  }[];
}
