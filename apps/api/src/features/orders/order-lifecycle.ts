import { AUTO_CONFIRM_DAYS, type CarrierCode } from '@atelier/contracts';
import { and, eq, lt } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, reviewEligibilities } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import type { PaymentGateway } from '../../ports/payments/payment-gateway.js';
import { addPoints } from '../points/point-ledger.js';
import { readPointPolicy } from '../points/point-policy.js';
import { moveOrder, type OrderActor } from './order-status.js';
import { releaseReservations } from './place-order.js';

// After payment: preparing, shipping with a tracking number, delivery, 구매확정 (by the member
// or by itself AUTO_CONFIRM_DAYS after delivery), return or exchange requests, and cancellation
// before shipping. Operators' screens (apps/admin) call the same functions.

/**
 * More work inside a move's transaction, after the move (an operator's audit record): it
 * commits with the move or not at all.
 */
export type AlsoInTransaction = (tx: Transaction) => Promise<void>;

const nothing: AlsoInTransaction = async () => {};

/**
 * 입금확인: a 무통장입금 order awaiting the transfer is marked paid by an operator who saw the
 * money arrive (the reservation-expiry job no longer releases it).
 */
export async function markTransferPaid(
  db: Database,
  orderId: number,
  actor: OrderActor,
  actorMemberId: number | null,
  now = new Date(),
  also: AlsoInTransaction = nothing,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId));
    const from =
      order?.method === 'bank_transfer'
        ? await moveOrder(
            tx,
            orderId,
            'paid',
            actor,
            { key: 'transfer_confirmed' },
            { paidAt: now },
            actorMemberId,
          )
        : null;
    if (from === null) throw new HttpError(409, 'order_not_awaiting_transfer');
    await also(tx);
  });
}

/** 상품준비중: a paid order is being prepared. */
export async function prepareOrder(
  db: Database,
  orderId: number,
  actor: OrderActor,
  actorMemberId: number | null,
  also: AlsoInTransaction = nothing,
): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await moveOrder(tx, orderId, 'preparing', actor, '', {}, actorMemberId);
    if (from === null) throw new HttpError(409, 'order_not_preparable');
    await also(tx);
  });
}

/**
 * Ships an order (paid or preparing) with the carrier and tracking number: 상품준비중 first
 * when it was only paid, then 배송중.
 */
export async function shipOrder(
  db: Database,
  orderId: number,
  carrier: CarrierCode,
  trackingNo: string,
  actor: OrderActor,
  now = new Date(),
  also: AlsoInTransaction = nothing,
  actorMemberId: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await moveOrder(tx, orderId, 'preparing', actor, '', {}, actorMemberId);
    const from = await moveOrder(
      tx,
      orderId,
      'shipping',
      actor,
      '',
      { carrier, trackingNo, shippedAt: now },
      actorMemberId,
    );
    if (from === null) throw new HttpError(409, 'order_not_shippable');
    await also(tx);
  });
}

/**
 * Marks a shipped order delivered (배송완료): the member may now review each line once, ask
 * for a return or exchange, or confirm the purchase.
 */
export async function markDelivered(
  db: Database,
  orderId: number,
  actor: OrderActor,
  now = new Date(),
  also: AlsoInTransaction = nothing,
  actorMemberId: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await moveOrder(
      tx,
      orderId,
      'delivered',
      actor,
      '',
      { deliveredAt: now },
      actorMemberId,
    );
    if (from === null) throw new HttpError(409, 'order_not_deliverable');
    await also(tx);
    // Only the first delivery opens reviews (an exchange delivers again).
    if (from !== 'shipping') return;
    const [order] = await tx
      .select({ memberId: orders.memberId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order?.memberId) return;
    const lines = await tx
      .select({ id: orderLines.id, productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    const reviewable = lines.filter((line) => line.productId !== null);
    if (reviewable.length === 0) return;
    await tx
      .insert(reviewEligibilities)
      .values(
        reviewable.map((line) => ({
          lineRef: `order-line-${line.id}`,
          memberId: order.memberId!,
          productId: line.productId!,
          receivedAt: now,
        })),
      )
      .onConflictDoNothing();
  });
}

async function confirmIn(
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  now: Date,
): Promise<boolean> {
  const from = await moveOrder(tx, orderId, 'confirmed', actor, '', { confirmedAt: now });
  if (from === null) return false;
  const [order] = await tx
    .select({ memberId: orders.memberId, currency: orders.currency, total: orders.totalAmount })
    .from(orders)
    .where(eq(orders.id, orderId));
  // Points are won: earned on KRW orders, a percentage of what was paid.
  if (order?.memberId && order.currency === 'krw') {
    const { earn_percent: percent } = await readPointPolicy(tx);
    const earned = Math.floor((order.total * percent) / 100);
    await addPoints(tx, order.memberId, earned, 'purchase_earn', orderId);
  }
  return true;
}

/**
 * 구매확정: a delivered order is confirmed and its member earns
 * the points policy's `earn_percent` % of the paid amount as 적립금, once.
 */
export async function confirmPurchase(
  db: Database,
  orderId: number,
  actor: OrderActor,
  now = new Date(),
): Promise<void> {
  const done = await db.transaction((tx) => confirmIn(tx, orderId, actor, now));
  if (!done) throw new HttpError(409, 'order_not_confirmable');
}

/**
 * Confirms every order delivered more than {@link AUTO_CONFIRM_DAYS} days ago. Safe on several
 * instances at once (SKIP LOCKED). Answers how many were confirmed.
 */
export async function confirmDeliveredOrders(
  db: Database,
  now: Date,
  limit = 100,
): Promise<number> {
  const before = new Date(now.getTime() - AUTO_CONFIRM_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'delivered'), lt(orders.deliveredAt, before)))
      .orderBy(orders.deliveredAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    let confirmed = 0;
    for (const { id } of due) if (await confirmIn(tx, id, 'system', now)) confirmed += 1;
    return confirmed;
  });
}

/**
 * A member's return (반품요청) or exchange (교환요청) request after delivery, with the reason
 * and photos (object-store keys), in the caller's transaction.
 */
export async function requestClaim(
  tx: Transaction,
  orderId: number,
  kind: 'return' | 'exchange',
  reason: string,
  photos: string[],
  actorMemberId: number | null,
): Promise<void> {
  const from = await moveOrder(
    tx,
    orderId,
    kind === 'return' ? 'return_requested' : 'exchange_requested',
    actorMemberId === null ? 'guest' : 'member',
    reason.slice(0, 200),
    { claimReason: reason, claimPhotos: photos },
    actorMemberId,
  );
  if (from === null) throw new HttpError(409, 'order_not_claimable');
}

/**
 * Cancels an order before it ships: its stock comes back in the same transaction that moves it
 * to 취소; a paid order is then refunded at the gateway (outside the transaction, idempotent by
 * order), its `refund_state` recording the outcome for operators. A shipped order is a 409.
 */
export async function cancelOrder(
  db: Database,
  gateway: PaymentGateway,
  order: typeof orders.$inferSelect,
  actor: OrderActor,
  reason: string,
  actorMemberId: number | null,
  also: AlsoInTransaction = nothing,
): Promise<void> {
  const refund = order.paymentKey !== null;
  const moved = await db.transaction(async (tx) => {
    const from = await moveOrder(
      tx,
      order.id,
      'cancelled',
      actor,
      reason,
      refund ? { refundState: 'pending' } : {},
      actorMemberId,
    );
    if (from !== null) {
      await releaseReservations(tx, order.id);
      await also(tx);
    }
    return from;
  });
  if (moved === null) throw new HttpError(409, 'order_not_cancellable');
  if (!refund) return;
  const state = await gateway
    .cancel({ paymentKey: order.paymentKey!, reason, idempotencyKey: `cancel-${order.odId}` })
    .then(() => 'done' as const)
    .catch(() => 'failed' as const);
  await db.update(orders).set({ refundState: state }).where(eq(orders.id, order.id));
}
