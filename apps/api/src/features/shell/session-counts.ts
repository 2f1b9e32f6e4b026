import { and, count, eq, isNull } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { cartLines, carts, notifications, type MemberRow } from '../../db/schema/index.js';
import { ownedBy, type CartOwner } from '../cart/cart-view.js';
import { usableCouponCount } from '../coupons/member-coupons.js';

/** The header's badge counts `login-check` answers (the session routes are given this). */
export interface SessionCounts {
  cart_count: number;
  coupon_count: number;
  notification_count: number;
}

// One query: login-check runs on every page the server renders.
async function cartCount(db: Database, owner: CartOwner): Promise<number> {
  const [lines] = await db
    .select({ n: count() })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(ownedBy(owner));
  return lines?.n ?? 0;
}

/**
 * The header's counts: lines in the cart (the member's, else the visitor's by the session's
 * cart key), and the member's unread notifications and usable coupons.
 */
export async function sessionCounts(
  db: Database,
  member: MemberRow | null,
  cartKey: string,
): Promise<SessionCounts> {
  const cart_count = await cartCount(db, member ? { memberId: member.id } : { cartKey });
  if (!member) return { cart_count, coupon_count: 0, notification_count: 0 };
  const [[unread], coupon_count] = await Promise.all([
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.memberId, member.id), isNull(notifications.readAt))),
    usableCouponCount(db, member.id, new Date()),
  ]);
  return { cart_count, coupon_count, notification_count: unread?.n ?? 0 };
}
