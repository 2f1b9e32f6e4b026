import {
  formatMoney,
  ORDER_ATTRIBUTES,
  PROMOTION_ATTRIBUTES,
  type CouponKind,
  type Currency,
  type Lang,
  type OrderCoupon,
} from '@atelier/contracts';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { categories, coupons, memberCoupons, productCategories } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { koreaDateTime } from '../../shared/korea-time.js';

type Reader = Database | Transaction;
type CouponRow = typeof coupons.$inferSelect;

/** A member's unused, unexpired coupon with its design. */
interface HeldCoupon {
  id: number;
  expiresAt: Date;
  coupon: CouponRow;
}

/**
 * What a coupon may be applied to: the order's lines (product, amount and, for coupons narrowed
 * to a category, every category the product is listed in with their ancestors) and its shipping
 * fee.
 */
export interface CouponBasis {
  currency: Currency;
  lines: readonly { productId: number; amount: number; categoryIds?: readonly number[] }[];
  goods: number;
  shippingFee: number;
}

const usable = (memberId: number, now: Date) =>
  and(
    eq(memberCoupons.memberId, memberId),
    isNull(memberCoupons.usedAt),
    gt(memberCoupons.expiresAt, now),
  );

async function heldCoupons(db: Reader, memberId: number, now: Date): Promise<HeldCoupon[]> {
  const rows = await db
    .select({ id: memberCoupons.id, expiresAt: memberCoupons.expiresAt, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(usable(memberId, now))
    .orderBy(memberCoupons.expiresAt);
  return rows.filter((row) => !row.coupon.validFrom || row.coupon.validFrom <= now);
}

/**
 * How many coupons the member can use now: login-check's `coupon_count`.
 */
export async function usableCouponCount(db: Reader, memberId: number, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberCoupons).where(usable(memberId, now));
  return row?.n ?? 0;
}

const NOT_USABLE = {
  min_order: {
    kr: '최소 주문금액 {min} 이상에서 사용할 수 있습니다.',
    en: 'Needs an order of at least {min}.',
  },
  no_product: { kr: '적용할 수 있는 상품이 없습니다.', en: 'No item in this order matches it.' },
  no_shipping: { kr: '배송비가 없는 주문입니다.', en: 'This order has no shipping fee.' },
} as const;

/**
 * `basis` with each line's categories (those it is listed in and every ancestor), read only when
 * one of `held` is narrowed to a category.
 */
async function withCategories(
  db: Reader,
  held: readonly HeldCoupon[],
  basis: CouponBasis,
): Promise<CouponBasis> {
  if (!held.some((h) => h.coupon.categoryId !== null) || basis.lines.length === 0) return basis;
  const productIds = [...new Set(basis.lines.map((line) => line.productId))];
  const [tree, listed] = await Promise.all([
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, productIds)),
  ]);
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const up = (id: number): number[] => {
    const chain: number[] = [];
    for (let at: number | null | undefined = id; at != null && !chain.includes(at);) {
      chain.push(at);
      at = parentOf.get(at);
    }
    return chain;
  };
  const categoriesOf = new Map<number, Set<number>>();
  for (const row of listed) {
    const set = categoriesOf.get(row.productId) ?? new Set<number>();
    for (const id of up(row.categoryId)) set.add(id);
    categoriesOf.set(row.productId, set);
  }
  return {
    ...basis,
    lines: basis.lines.map((line) => ({
      ...line,
      categoryIds: [...(categoriesOf.get(line.productId) ?? [])],
    })),
  };
}

/** Whether `coupon` may apply to `line` at all: its product, and its category when it has one. */
function inScope(coupon: CouponRow, line: CouponBasis['lines'][number]): boolean {
  if (coupon.kind === 'product' && coupon.productId !== null && line.productId !== coupon.productId)
    return false;
  return coupon.categoryId === null || (line.categoryIds ?? []).includes(coupon.categoryId);
}

/**
 * What `coupon` takes off `basis` in its currency: a fixed amount or a percentage (capped by
 * its maximum) of the goods (order coupon), of the matching product's lines (product coupon),
 * or of the shipping fee (shipping coupon), never more than that base; or why it cannot apply.
 * A coupon narrowed to a category counts only the lines of that category's products (their
 * `categoryIds`); one with no such line is `no_product` before any minimum is checked.
 */
export function couponDiscount(
  coupon: CouponRow,
  basis: CouponBasis,
  lang: Lang,
): { discount: number; reason: string | null; why?: keyof typeof NOT_USABLE } {
  const usd = basis.currency === 'usd';
  const say = (key: keyof typeof NOT_USABLE, min = 0) => ({
    discount: 0,
    why: key,
    reason: NOT_USABLE[key][lang === 'en' ? 'en' : 'kr'].replace(
      '{min}',
      formatMoney(min, basis.currency),
    ),
  });
  const base =
    coupon.kind === 'shipping'
      ? basis.shippingFee
      : coupon.kind === 'product' || coupon.categoryId !== null
        ? basis.lines
            .filter((line) => inScope(coupon, line))
            .reduce((sum, line) => sum + line.amount, 0)
        : basis.goods;
  if (coupon.kind !== 'shipping' && base <= 0) return say('no_product');
  const minOrder = usd ? coupon.minOrderUsd : coupon.minOrderKrw;
  if (basis.goods < minOrder) return say('min_order', minOrder);
  if (base <= 0) return say('no_shipping');
  const cap = usd ? coupon.maxDiscountUsd : coupon.maxDiscountKrw;
  const raw =
    coupon.discountType === 'percent'
      ? Math.floor((base * coupon.percent) / 100)
      : usd
        ? coupon.amountUsd
        : coupon.amountKrw;
  return { discount: Math.min(raw, cap ?? raw, base), reason: null };
}

/**
 * The member's coupons for an order (each with what it would take off), and the discount of
 * those chosen. Coupons for none of the order's lines (another product or category) are not
 * offered. A chosen coupon that is not theirs, used, expired or a second of one kind is a 422
 * on `coupon_ids`; one that cannot apply to this order a 422 saying why.
 */
export async function chooseCoupons(
  db: Reader,
  memberId: number | null,
  chosen: readonly number[],
  basis: CouponBasis,
  lang: Lang,
  now: Date,
): Promise<{ offered: OrderCoupon[]; discount: number }> {
  if (memberId === null) {
    if (chosen.length > 0) throw fieldError('coupon_ids', 'in', undefined, ORDER_ATTRIBUTES);
    return { offered: [], discount: 0 };
  }
  const held = await heldCoupons(db, memberId, now);
  const scoped = await withCategories(db, held, basis);
  const outOfScope = new Set<number>();
  const all = held.map((h): OrderCoupon => {
    const { discount, reason, why } = couponDiscount(h.coupon, scoped, lang);
    if (why === 'no_product') outOfScope.add(h.id);
    return {
      id: h.id,
      name: lang === 'en' ? h.coupon.nameEn : h.coupon.name,
      kind: h.coupon.kind as CouponKind,
      discount,
      usable: reason === null && discount > 0,
      reason,
      expires_at: koreaDateTime(h.expiresAt),
    };
  });
  const offered = all.filter((offer) => !outOfScope.has(offer.id));
  const kinds = new Set<string>();
  let discount = 0;
  for (const id of new Set(chosen)) {
    const offer = all.find((o) => o.id === id);
    if (offer && !offer.usable)
      throw fieldError(
        'coupon_ids',
        'coupon_unusable',
        { reason: offer.reason ?? '' },
        ORDER_ATTRIBUTES,
      );
    if (!offer || kinds.has(offer.kind))
      throw fieldError('coupon_ids', 'in', undefined, ORDER_ATTRIBUTES);
    kinds.add(offer.kind);
    discount += offer.discount;
  }
  return { offered, discount: Math.min(discount, basis.goods + basis.shippingFee) };
}

/**
 * Marks the chosen coupons used by order `orderId`, each only if still unused (a coupon spent by
 * a concurrent order is a 409 and the placing rolls back).
 */
export async function useCoupons(
  tx: Transaction,
  memberId: number,
  ids: readonly number[],
  orderId: number,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const used = await tx
    .update(memberCoupons)
    .set({ usedAt: now, usedOrderId: orderId })
    .where(and(inArray(memberCoupons.id, [...new Set(ids)]), usable(memberId, now)))
    .returning({ id: memberCoupons.id });
  if (used.length !== new Set(ids).size) throw new HttpError(409, 'coupon_used');
}

/**
 * Gives back the coupons order `orderId` used (cancel, expiry).
 */
export async function restoreCoupons(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(memberCoupons)
    .set({ usedAt: null, usedOrderId: null })
    .where(eq(memberCoupons.usedOrderId, orderId));
}

/** How a member came by a coupon (`member_coupons.source`). */
export type CouponSource = 'signup' | 'operator' | 'code';

/**
 * When a coupon issued at `now` stops being usable: `valid_days` after issue, capped by its
 * `valid_until`; a year when it has neither.
 */
export function couponExpiry(coupon: CouponRow, now: Date): Date {
  const byDays = coupon.validDays ? new Date(now.getTime() + coupon.validDays * 86_400_000) : null;
  const end = [byDays, coupon.validUntil].filter((d): d is Date => d !== null);
  return end.length > 0
    ? new Date(Math.min(...end.map((d) => d.getTime())))
    : new Date(now.getTime() + 365 * 86_400_000);
}

/** Whether a coupon design can still be issued at `now` (its period has not ended). */
export const stillIssuable = (coupon: CouponRow, now: Date) =>
  !coupon.validUntil || coupon.validUntil > now;

/** Whether a coupon design may be issued at `now`: its period has started and not ended. */
export const issuable = (coupon: CouponRow, now: Date) =>
  (!coupon.validFrom || coupon.validFrom <= now) && stillIssuable(coupon, now);

/**
 * Issues `coupon` to each of `memberIds` (one coupon each), usable until {@link couponExpiry}.
 */
export async function issueCoupon(
  tx: Transaction,
  coupon: CouponRow,
  memberIds: readonly number[],
  source: CouponSource,
  now: Date,
): Promise<Date> {
  const expiresAt = couponExpiry(coupon, now);
  if (memberIds.length > 0)
    await tx.insert(memberCoupons).values(
      memberIds.map((memberId) => ({
        couponId: coupon.id,
        memberId,
        issuedAt: now,
        expiresAt,
        source,
      })),
    );
  return expiresAt;
}

/**
 * Issues the coupons designed for `event` (e.g. `signup`) to a member, usable for their
 * `valid_days` (or until their end).
 */
export async function issueCoupons(
  tx: Transaction,
  memberId: number,
  event: 'signup',
  now: Date,
): Promise<number> {
  const designs = await tx.select().from(coupons).where(eq(coupons.issueOn, event));
  const live = designs.filter((c) => issuable(c, now));
  for (const coupon of live) await issueCoupon(tx, coupon, [memberId], event, now);
  return live.length;
}

/**
 * Redeems a coupon code for a member: the coupon's row is locked for the rest of the
 * transaction, so concurrent redemptions of one code count one after the other against its
 * limit; a member redeems a code once (a unique index backs this). An unknown, ended, not yet
 * started, already redeemed or exhausted code is a 422 on `code` saying which.
 */
export async function redeemCouponCode(
  tx: Transaction,
  memberId: number,
  code: string,
  now: Date,
): Promise<{ memberCouponId: number; coupon: CouponRow }> {
  const refuse = (rule: Parameters<typeof fieldError>[1], values?: Record<string, string>) =>
    fieldError('code', rule, values, PROMOTION_ATTRIBUTES);
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`)
    .for('update');
  if (!coupon) throw refuse('coupon_code_unknown');
  if (!stillIssuable(coupon, now)) throw refuse('coupon_code_expired');
  if (coupon.validFrom && coupon.validFrom > now)
    throw refuse('coupon_code_not_started', { date: koreaDateTime(coupon.validFrom).slice(0, 10) });
  const [redeemed] = await tx
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${memberCoupons.memberId} = ${memberId})`.mapWith(
        Number,
      ),
    })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.couponId, coupon.id), eq(memberCoupons.source, 'code')));
  if ((redeemed?.mine ?? 0) > 0) throw refuse('coupon_code_redeemed');
  if (coupon.codeLimit !== null && (redeemed?.all ?? 0) >= coupon.codeLimit)
    throw refuse('coupon_code_limit');
  const [row] = await tx
    .insert(memberCoupons)
    .values({
      couponId: coupon.id,
      memberId,
      issuedAt: now,
      expiresAt: couponExpiry(coupon, now),
      source: 'code',
    })
    .onConflictDoNothing()
    .returning({ id: memberCoupons.id });
  if (!row) throw refuse('coupon_code_redeemed');
  return { memberCouponId: row.id, coupon };
}
