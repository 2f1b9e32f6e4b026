import type { Database } from '../../db/database.js';
import type { MemberRow } from '../../db/schema/index.js';

/** The badge counts `login-check` answers. */
export interface SessionCounts {
  coupon_count: number;
  notification_count: number;
}

/**
 * Usable coupons and unread notifications of the member. Coupons and notifications
 * arrive with their own features, which count here; until then nobody has any.
 */
export async function sessionCounts(_db: Database, member: MemberRow | null): Promise<SessionCounts> {
  if (!member) return { coupon_count: 0, notification_count: 0 };
  return { coupon_count: 0, notification_count: 0 };
}
