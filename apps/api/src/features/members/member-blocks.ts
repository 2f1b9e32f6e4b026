import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import { members } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';

/**
 * Refuses a member an operator blocked (403 with the reason), reading their row with a share
 * lock so a block being written waits for, or is seen by, the caller's transaction. When the
 * caller already holds the row for update (`lockPoints`), pass `locked`.
 */
export async function refuseBlockedMember(
  tx: Transaction,
  memberId: number,
  locked = false,
): Promise<void> {
  const query = tx
    .select({ blockedAt: members.blockedAt, reason: members.blockedReason })
    .from(members)
    .where(eq(members.id, memberId));
  const [row] = locked ? await query : await query.for('share');
  if (row?.blockedAt) throw new HttpError(403, 'member_blocked', { reason: row.reason ?? '' });
}
