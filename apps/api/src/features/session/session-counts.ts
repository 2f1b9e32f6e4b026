import { and, count, eq, isNull } from 'drizzle-orm';

import type { Database } from '../../db/database.js';
import { notifications, type MemberRow } from '../../db/schema/index.js';

/** The badge counts `login-check` answers. */
export interface SessionCounts {
  coupon_count: number;
  notification_count: number;
}

/**
 * Unread notifications and usable coupons of the member. Coupons arrive with the
 * checkout feature, which adds its count here; until then nobody holds one.
 */
export async function sessionCounts(
  db: Database,
  member: MemberRow | null,
): Promise<SessionCounts> {
  if (!member) return { coupon_count: 0, notification_count: 0 };
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, member.id), isNull(notifications.readAt)));
  return { coupon_count: 0, notification_count: unread?.n ?? 0 };
}
