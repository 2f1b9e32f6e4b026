import type { CarrierCode } from '@atelier/contracts';
import { eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import type { AlsoInTransaction } from './order-lifecycle.js';
import { moveOrder } from './order-status.js';

// An operator's answer to a member's return or exchange request (requestClaim in
// order-lifecycle.ts), along order-status's moves: a return accepted is 반품완료 (returned),
// and 환불완료 (refunded) once its refund went back (order-refunds.ts); an exchange accepted
// ships its replacement (배송중, then delivered again); a refusal puts the order back to
// 배송완료 with the reason the member reads in the history.

type Claim = 'return_requested' | 'exchange_requested';

/** Locks the order and answers its claim, or 409 when it has none pending. */
async function pendingClaim(tx: Transaction, orderId: number, only?: Claim): Promise<Claim> {
  const [row] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const status = row?.status;
  if (status !== 'return_requested' && status !== 'exchange_requested')
    throw new HttpError(409, 'claim_not_requested');
  if (only && status !== only) throw new HttpError(409, 'claim_not_requested');
  return status;
}

/** Accepts a return request: 반품완료, to be refunded (refundOrder). */
export async function acceptReturn(
  db: Database,
  orderId: number,
  actorMemberId: number,
  also: AlsoInTransaction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingClaim(tx, orderId, 'return_requested');
    await moveOrder(tx, orderId, 'returned', 'operator', '', {}, actorMemberId);
    await also(tx);
  });
}

/** Accepts an exchange request: the replacement ships with its carrier and tracking number. */
export async function acceptExchange(
  db: Database,
  orderId: number,
  carrier: CarrierCode,
  trackingNo: string,
  actorMemberId: number,
  also: AlsoInTransaction,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingClaim(tx, orderId, 'exchange_requested');
    await moveOrder(
      tx,
      orderId,
      'shipping',
      'operator',
      '',
      { carrier, trackingNo, shippedAt: now },
      actorMemberId,
    );
    await also(tx);
  });
}

/** Refuses a return or exchange request with the reason: the order is 배송완료 again. */
export async function refuseClaim(
  db: Database,
  orderId: number,
  reason: string,
  actorMemberId: number,
  also: AlsoInTransaction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingClaim(tx, orderId);
    await moveOrder(tx, orderId, 'delivered', 'operator', reason, {}, actorMemberId);
    await also(tx);
  });
}
