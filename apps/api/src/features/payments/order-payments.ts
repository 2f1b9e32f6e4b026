import type { OrderHistoryReason } from '@atelier/contracts';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { cartLines, orders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import {
  GatewayError,
  type GatewayPayment,
  type PaymentGateway,
} from '../../ports/payments/payment-gateway.js';
import { moveOrder, type OrderActor } from '../orders/order-status.js';
import { releaseReservations } from '../orders/place-order.js';

type OrderRow = typeof orders.$inferSelect;

async function orderByOdId(
  db: Database | Transaction,
  odId: string,
): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.odId, odId));
  return order;
}

// How the gateway ends an unpaid payment, and the history reason each writes.
const GATEWAY_END_REASONS: Readonly<Record<string, OrderHistoryReason>> = {
  CANCELED: 'payment_cancelled',
  ABORTED: 'payment_aborted',
  EXPIRED: 'payment_expired',
};

const PAID_OR_WAITING = new Set([
  'awaiting_deposit',
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
]);

/**
 * Why a gateway's payment cannot be this order's: another order or amount, another currency
 * (1 100 won is not 11.00 dollars), or another method than the order chose (a virtual account
 * on a card order would move its hold from minutes to days). `null` when it is the order's.
 */
function mismatchOf(order: OrderRow, payment: GatewayPayment): MessageKey | null {
  if (payment.orderId !== order.odId || payment.totalAmount !== order.totalAmount)
    return 'payment_amount_mismatch';
  if (payment.currency !== order.currency.toUpperCase()) return 'payment_currency_mismatch';
  if (payment.method !== order.paymentMethod) return 'payment_method_mismatch';
  return null;
}

/**
 * Applies what the gateway says of an order's payment, in one short transaction (never open
 * across a gateway call): DONE → 결제완료 (the cart lines it was placed from leave the cart),
 * WAITING_FOR_DEPOSIT → 입금대기 with the issued account and its deadline, CANCELED / ABORTED /
 * EXPIRED on an unpaid order → cancelled with its stock back. Every move is conditional, so any
 * number of confirms and webhook deliveries, in any order, move the order once. Answers whether
 * the order now stands on this payment (false: it expired or was cancelled meanwhile).
 */
async function applyPayment(
  db: Database,
  order: OrderRow,
  payment: GatewayPayment,
  actor: OrderActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (payment.status === 'DONE') {
      const moved = await moveOrder(
        tx,
        order.id,
        'paid',
        actor,
        { key: 'payment_approved' },
        {
          paymentKey: payment.paymentKey,
          paidAt: payment.approvedAt ? new Date(payment.approvedAt) : new Date(),
        },
      );
      if (moved !== null && order.cartLineIds.length > 0)
        await tx.delete(cartLines).where(inArray(cartLines.id, order.cartLineIds));
    } else if (payment.status === 'WAITING_FOR_DEPOSIT' && payment.virtualAccount) {
      const va = payment.virtualAccount;
      await moveOrder(
        tx,
        order.id,
        'awaiting_deposit',
        actor,
        { key: 'virtual_account_issued' },
        {
          paymentKey: payment.paymentKey,
          payBy: new Date(va.dueDate),
          depositAccount: { bank: va.bank, account: va.accountNumber, holder: va.customerName },
        },
      );
    } else if (Object.hasOwn(GATEWAY_END_REASONS, payment.status)) {
      const moved = await moveOrder(tx, order.id, 'cancelled', actor, {
        key: GATEWAY_END_REASONS[payment.status]!,
      });
      if (moved !== null) await releaseReservations(tx, order.id);
    }
    const [now] = await tx
      .select({ status: orders.status, paymentKey: orders.paymentKey })
      .from(orders)
      .where(eq(orders.id, order.id));
    return !!now && PAID_OR_WAITING.has(now.status) && now.paymentKey === payment.paymentKey;
  });
}

/**
 * Confirms a payment from the gateway's return (`/shop/payment_confirm`), exactly once: the
 * amount is compared with the order's before the gateway is called (a tampered query charges
 * nothing), and the gateway is given the order's currency (the sandbox refuses another before
 * charging); the gateway confirm carries the order's idempotency key, so five concurrent confirms
 * or a reload charge once; the order moves once. The gateway's answer must be the order's in
 * amount, currency and method, else it is given back and nothing moves. If the order expired
 * while the shopper paid, the payment is cancelled again (compensation) and the shopper told.
 * Answers the order number.
 */
export async function confirmPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { paymentKey: string; orderId: string; amount: number },
): Promise<string> {
  const order = await orderByOdId(db, input.orderId);
  if (!order) throw new HttpError(404, 'payment_not_found');
  if (order.paymentKey === input.paymentKey && PAID_OR_WAITING.has(order.status)) return order.odId;
  if (order.status === 'expired' || order.status === 'cancelled')
    throw new HttpError(409, 'order_expired');
  if (order.status !== 'awaiting_payment') throw new HttpError(409, 'order_already_paid');
  if (input.amount !== order.totalAmount) throw new HttpError(400, 'payment_amount_mismatch');

  let payment: GatewayPayment;
  try {
    payment = await gateway.confirm({
      paymentKey: input.paymentKey,
      orderId: order.odId,
      amount: order.totalAmount,
      currency: order.currency.toUpperCase(),
      idempotencyKey: `confirm-${order.idempotencyKey}`,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Another confirm with another key got there first: what counts is the payment as it is.
    if (error.code !== 'ALREADY_PROCESSED_PAYMENT')
      throw new HttpError(400, 'payment_failed', { reason: error.message });
    payment = await gateway.get(input.paymentKey);
  }
  const mismatch = mismatchOf(order, payment);
  if (mismatch !== null) {
    // Charged or issued all the same (Toss's confirm compares only the number): given back.
    if (payment.status === 'DONE' || payment.status === 'WAITING_FOR_DEPOSIT')
      await gateway
        .cancel({
          paymentKey: payment.paymentKey,
          reason: '주문과 다른 결제',
          idempotencyKey: `mismatch-${payment.paymentKey}`,
        })
        .catch(() => undefined);
    throw new HttpError(400, mismatch);
  }
  if (await applyPayment(db, order, payment, 'gateway')) return order.odId;
  // Released meanwhile: refunded and recorded. Else another payment of the order stands: this
  // one goes back all the same.
  if (!(await refundReleasedOrder(db, gateway, order, payment))) {
    await gateway
      .cancel({
        paymentKey: payment.paymentKey,
        reason: '결제 기한 만료',
        idempotencyKey: `expired-${order.odId}`,
      })
      .catch(() => undefined);
  }
  throw new HttpError(409, 'order_expired');
}

/**
 * A gateway webhook (payment status changed, deposit received). The body is never trusted: the
 * payment is fetched back from the gateway and applied as it is there, so a forged or replayed
 * delivery, or deliveries out of order, change nothing wrongly. Unknown payments and orders, and
 * a payment that is not the order's in amount, currency or method, are a 404 and change nothing.
 */
export async function paymentWebhook(
  db: Database,
  gateway: PaymentGateway,
  ref: { paymentKey?: string; orderId?: string },
): Promise<void> {
  let paymentKey = ref.paymentKey;
  if (!paymentKey && ref.orderId)
    paymentKey = (await orderByOdId(db, ref.orderId))?.paymentKey ?? undefined;
  if (!paymentKey) throw notFound();
  const payment = await gateway.get(paymentKey).catch((error: unknown) => {
    if (error instanceof GatewayError && error.status === 404) throw notFound();
    throw error;
  });
  const order = await orderByOdId(db, payment.orderId);
  if (!order || mismatchOf(order, payment) !== null) throw notFound();
  if (order.paymentKey !== null && order.paymentKey !== payment.paymentKey) throw notFound();
  const stands = await applyPayment(db, order, payment, 'gateway');
  if (!stands && payment.status === 'DONE') await refundReleasedOrder(db, gateway, order, payment);
}

/**
 * Money that arrived for an order released meanwhile (a deposit into its virtual account in the
 * last seconds before the deadline, seen after the minute job expired the order; or after the
 * shopper cancelled it): given back at the gateway, once however many deliveries report it, and
 * recorded in the order's `refund_state` (`failed` leaves it to an operator). Answers whether
 * this call refunded it (false: not released, or refunded already).
 */
async function refundReleasedOrder(
  db: Database,
  gateway: PaymentGateway,
  order: OrderRow,
  payment: GatewayPayment,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ refundState: 'pending', paymentKey: payment.paymentKey })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, ['expired', 'cancelled']),
        isNull(orders.refundState),
      ),
    )
    .returning({ id: orders.id });
  if (!claimed) return false;
  const state = await gateway
    .cancel({
      paymentKey: payment.paymentKey,
      reason: '결제 기한 만료',
      idempotencyKey: `released-${order.odId}`,
    })
    .then(() => 'done' as const)
    .catch(() => 'failed' as const);
  await db.update(orders).set({ refundState: state }).where(eq(orders.id, order.id));
  return true;
}

/**
 * Releases unpaid orders past their deadline (card payment window, deposit deadline): each
 * moves to `expired` and gives its stock back. Safe on several instances at once: rows are
 * claimed with `FOR UPDATE SKIP LOCKED`, so two runs never take the same order. Answers how
 * many were released.
 */
export async function releaseExpiredOrders(db: Database, now: Date, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ['awaiting_payment', 'awaiting_deposit']),
          lt(orders.payBy, now),
        ),
      )
      .orderBy(orders.payBy)
      .limit(limit)
      .for('update', { skipLocked: true });
    let released = 0;
    for (const { id } of due) {
      if (
        (await moveOrder(tx, id, 'expired', 'system', { key: 'payment_deadline_passed' })) === null
      )
        continue;
      await releaseReservations(tx, id);
      released += 1;
    }
    return released;
  });
}
