import { STOCK_REASONS, type CarrierCode } from '@atelier/contracts';
import { asc, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, stockAdjustments } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { adjustAddonStock, adjustStock } from '../products/stock.js';
import type { AlsoInTransaction } from './order-lifecycle.js';
import { moveOrder } from './order-status.js';
import { ignoreGone } from './place-order.js';

// An operator's answer to a member's return or exchange request (requestClaim in
// order-lifecycle.ts), along order-status's moves: a return accepted is 반품완료 (returned),
// and 환불완료 (refunded) once its refund went back (order-refunds.ts); an exchange accepted
// ships its replacement (배송중, then delivered again); a refusal puts the order back to
// 배송완료 with the reason the member reads in the history. Goods returned in a state to sell
// again go back to stock when the operator says so, each variant's change in its history.

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

/** The operator who accepts a return, named in the stock history. */
export interface ClaimActor {
  memberId: number;
  mbId: string;
}

/** Puts a returned order's goods back in stock (a variant or add-on deleted since is skipped). */
async function restock(tx: Transaction, orderId: number, odId: string, actor: ClaimActor) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  for (const line of lines) {
    if (line.variantId !== null && line.productId !== null) {
      const stockAfter = await adjustStock(tx, line.variantId, line.qty).catch(ignoreGone);
      if (stockAfter !== undefined)
        await tx.insert(stockAdjustments).values({
          productId: line.productId,
          variantId: line.variantId,
          sku: line.sku,
          memberId: actor.memberId,
          mbId: actor.mbId,
          delta: line.qty,
          reason: `${STOCK_REASONS.returned}${odId}`,
          stockAfter,
        });
    }
    for (const addon of line.addons)
      await adjustAddonStock(tx, addon.addon_id, addon.qty).catch(ignoreGone);
  }
}

/**
 * Accepts a return request: 반품완료, to be refunded (refundOrder); with `restock`, the goods
 * go back to stock in the same transaction.
 */
export async function acceptReturn(
  db: Database,
  orderId: number,
  actor: ClaimActor,
  restockGoods: boolean,
  also: AlsoInTransaction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await pendingClaim(tx, orderId, 'return_requested');
    await moveOrder(tx, orderId, 'returned', 'operator', '', {}, actor.memberId);
    if (restockGoods) {
      const [row] = await tx
        .select({ odId: orders.odId })
        .from(orders)
        .where(eq(orders.id, orderId));
      await restock(tx, orderId, row!.odId, actor);
    }
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
