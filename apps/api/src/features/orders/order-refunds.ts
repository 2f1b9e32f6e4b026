import {
  formatMoney,
  ORDER_MONEY_ATTRIBUTES,
  type Currency,
  type AdminOrderMoney,
  type AdminRefund,
  type AdminRefundableLine,
  type Lang,
  type RefundState,
} from '@atelier/contracts';
import { asc, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orderRefunds, orders, type OrderRefundLine } from '../../db/schema/index.js';
import { fieldError, HttpError } from '../../http/errors.js';
import { GatewayError, type PaymentGateway } from '../../ports/payments/payment-gateway.js';
import { moveOrder } from './order-status.js';

// Refunds of an order by operators, whole or in part (issue 21). A refund is a row of
// `order_refunds`, written with its audit record before the gateway is asked; the gateway's
// answer settles it (`done`) or leaves it `failed` for an operator to retry or record as paid
// back by hand. Every row counts against what may still be refunded, so a refund that failed
// is still owed and can never be given twice. The order's `refund_state` mirrors its refunds
// for the lists (`failed` while any failed). A cancelled or released order's whole refund
// (order-lifecycle's cancelOrder, payments' release) keeps only `refund_state`: when it failed,
// it shows here as refund 0 and is settled the same way.

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
type Reader = Database | Transaction;

/** The id under which a cancelled order's failed whole refund is shown and settled. */
export const WHOLE_REFUND_ID = 0;

/**
 * An operator's refund write, audited in its transaction: the action (`refund`,
 * `refund_result`, `refund_retry`, `refund_manual`) and the refund before and after.
 */
export type RefundAudit = (
  tx: Transaction,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => Promise<void>;

const ended = (row: Pick<OrderRow, 'status'>) =>
  row.status === 'cancelled' || row.status === 'expired';

/** A cancelled or released order whose whole refund went through the gateway (or tried). */
const wholeRefund = (row: OrderRow) => ended(row) && row.refundState !== null;

const paidOf = (row: OrderRow) => (row.paidAt !== null || wholeRefund(row) ? row.totalAmount : 0);

const refundView = (row: RefundRow): AdminRefund => ({
  id: row.id,
  amount: row.amount,
  lines: row.lines,
  reason: row.reason,
  state: row.state as RefundState,
  attempts: row.attempts,
  gateway_message: row.gatewayMessage,
  manual_note: row.manualNote,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  settled_at: row.settledAt?.toISOString() ?? null,
});

const auditOf = (row: RefundRow) => ({
  refund_id: row.id,
  amount: row.amount,
  lines: row.lines,
  state: row.state,
  attempts: row.attempts,
  gateway_code: row.gatewayCode,
  manual_note: row.manualNote,
});

async function refundsOf(db: Reader, orderId: number) {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

interface Ledger {
  paid: number;
  refunds: RefundRow[];
  refunded: number;
  refundable: number;
  /** The failed whole refund of a cancelled order, not yet settled by an operator. */
  wholeOwed: number;
  lines: AdminRefundableLine[];
}

async function ledgerOf(db: Reader, order: OrderRow, lang: Lang): Promise<Ledger> {
  const [refunds, lines] = await Promise.all([
    refundsOf(db, order.id),
    db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
  ]);
  const paid = paidOf(order);
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  const left = Math.max(0, paid - refunded);
  const wholeOwed = ended(order) && order.refundState === 'failed' ? left : 0;
  const refundedQty = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines)
      refundedQty.set(line.line_id, (refundedQty.get(line.line_id) ?? 0) + line.qty);
  return {
    paid,
    refunds,
    refunded,
    refundable: wholeRefund(order) ? 0 : left,
    wholeOwed,
    lines: lines.map((line) => ({
      line_id: line.id,
      name: lang === 'en' ? line.nameEn : line.name,
      option: lang === 'en' ? line.optionEn : line.option,
      qty: line.qty,
      refunded_qty: refundedQty.get(line.id) ?? 0,
      unit_total: Math.round(line.lineTotal / line.qty),
    })),
  };
}

/**
 * The money side of an order for the console: paid, still refundable, each refund (a failed
 * whole refund of a cancelled order as refund {@link WHOLE_REFUND_ID}), and the lines with
 * what was refunded of each.
 */
export async function orderMoney(
  db: Reader,
  order: OrderRow,
  lang: Lang,
): Promise<AdminOrderMoney> {
  const ledger = await ledgerOf(db, order, lang);
  const refunds = ledger.refunds.map(refundView);
  if (ledger.wholeOwed > 0)
    refunds.push({
      id: WHOLE_REFUND_ID,
      amount: ledger.wholeOwed,
      lines: [],
      reason: '',
      state: 'failed',
      attempts: 1,
      gateway_message: null,
      manual_note: null,
      created_by: '',
      created_at: order.updatedAt.toISOString(),
      settled_at: null,
    });
  return {
    paid: ledger.paid,
    refundable: ledger.refundable,
    refunds,
    lines: ledger.lines,
    gateway: order.paymentKey !== null,
  };
}

/** The order's `refund_state` from its refunds: failed while any failed, else the newest. */
async function mirrorState(tx: Transaction, orderId: number): Promise<void> {
  const refunds = await refundsOf(tx, orderId);
  if (refunds.length === 0) return;
  const state = refunds.some((r) => r.state === 'failed')
    ? 'failed'
    : refunds.some((r) => r.state === 'pending')
      ? 'pending'
      : refunds.at(-1)!.state;
  await tx.update(orders).set({ refundState: state }).where(eq(orders.id, orderId));
}

/** A returned order is 환불완료 once its money went back (order-status: returned → refunded). */
async function closeReturn(tx: Transaction, orderId: number, actorMemberId: number) {
  await moveOrder(tx, orderId, 'refunded', 'operator', '', {}, actorMemberId);
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw new HttpError(404, 'not_found');
  return row;
}

/** What an operator asks to refund. */
export interface RefundRequest {
  amount?: number;
  lines: OrderRefundLine[];
  reason: string;
  /** How it was paid back by hand: required when the order was not paid through the gateway. */
  note?: string;
}

/** The operator who refunds. */
export interface RefundActor {
  memberId: number;
  mbId: string;
  lang: Lang;
}

/**
 * Asks the gateway for the refund `outcome` answered: the row is `done`, or `failed` with the
 * gateway's words; a returned order is then 환불완료. Audited as `action`.
 */
async function sendToGateway(
  db: Database,
  gateway: PaymentGateway,
  order: OrderRow,
  refund: RefundRow,
  actor: RefundActor,
  audit: RefundAudit,
  action: string,
): Promise<void> {
  const outcome = await gateway
    .cancel({
      paymentKey: order.paymentKey!,
      reason: refund.reason || 'refund',
      idempotencyKey: `refund-${refund.id}-${refund.attempts}`,
      amount: refund.amount,
    })
    .then(() => ({ state: 'done' as const, code: null, message: null }))
    .catch((error: unknown) => ({
      state: 'failed' as const,
      code: error instanceof GatewayError ? error.code.slice(0, 60) : 'UNREACHABLE',
      message: (error instanceof Error ? error.message : String(error)).slice(0, 300),
    }));
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(orderRefunds)
      .set({
        state: outcome.state,
        gatewayCode: outcome.code,
        gatewayMessage: outcome.message,
        settledAt: outcome.state === 'done' ? new Date() : null,
      })
      .where(eq(orderRefunds.id, refund.id))
      .returning();
    await mirrorState(tx, order.id);
    if (outcome.state === 'done') await closeReturn(tx, order.id, actor.memberId);
    await audit(tx, action, auditOf(refund), auditOf(after!));
  });
}

/**
 * Refunds an order in part or in whole: by `amount`, by lines (their paid value unless an
 * amount is given), never over what was paid less what was refunded (409 naming what is left),
 * never more of a line than was bought. Through the gateway when the order was paid there;
 * else recorded as paid back by hand with the note. Answers the refund's id.
 */
export async function refundOrder(
  db: Database,
  gateway: PaymentGateway,
  orderId: number,
  request: RefundRequest,
  actor: RefundActor,
  audit: RefundAudit,
): Promise<number> {
  const { order, refund } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const ledger = await ledgerOf(tx, order, actor.lang);
    if (ledger.paid === 0) throw new HttpError(409, 'refund_not_paid');
    const byId = new Map(ledger.lines.map((line) => [line.line_id, line]));
    let linesValue = 0;
    for (const asked of request.lines) {
      const line = byId.get(asked.line_id);
      if (!line) throw fieldError('lines', 'in', undefined, ORDER_MONEY_ATTRIBUTES);
      const left = line.qty - line.refunded_qty;
      if (asked.qty > left) throw new HttpError(409, 'refund_line_over', { name: line.name, left });
      linesValue += line.unit_total * asked.qty;
    }
    const amount = request.amount ?? linesValue;
    if (amount > ledger.refundable || amount <= 0)
      throw new HttpError(409, 'refund_over_paid', {
        refundable: formatMoney(ledger.refundable, order.currency as Currency, {
          lang: actor.lang,
        }),
      });
    const byHand = order.paymentKey === null;
    if (byHand && !request.note)
      throw fieldError('note', 'required', undefined, ORDER_MONEY_ATTRIBUTES);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        amount,
        lines: request.lines,
        reason: request.reason,
        state: byHand ? 'manual' : 'pending',
        attempts: byHand ? 0 : 1,
        manualNote: byHand ? request.note! : null,
        createdBy: actor.mbId,
        settledAt: byHand ? new Date() : null,
      })
      .returning();
    await mirrorState(tx, orderId);
    if (byHand) await closeReturn(tx, orderId, actor.memberId);
    await audit(tx, 'refund', null, auditOf(refund!));
    return { order, refund: refund! };
  });
  if (refund.state === 'pending')
    await sendToGateway(db, gateway, order, refund, actor, audit, 'refund_result');
  return refund.id;
}

/**
 * The failed refund `refundId` of the order, locked; refund {@link WHOLE_REFUND_ID} (a
 * cancelled order's failed whole refund) is first written as a refund row. 409 unless failed.
 */
async function failedRefund(
  tx: Transaction,
  order: OrderRow,
  refundId: number,
  actor: RefundActor,
): Promise<RefundRow> {
  if (refundId === WHOLE_REFUND_ID) {
    const ledger = await ledgerOf(tx, order, actor.lang);
    if (ledger.wholeOwed === 0) throw new HttpError(409, 'refund_not_failed');
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amount: ledger.wholeOwed,
        reason: 'cancel',
        state: 'failed',
        attempts: 1,
        createdBy: actor.mbId,
      })
      .returning();
    return row!;
  }
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId))
    .for('update');
  if (!row || row.orderId !== order.id) throw new HttpError(404, 'not_found');
  if (row.state !== 'failed') throw new HttpError(409, 'refund_not_failed');
  return row;
}

/**
 * What the gateway has refunded of the payment (`refundedThere`) that the order's settled
 * refunds do not account for: a refund reported failed (a timeout, a lost answer) that went
 * through after all.
 */
async function unaccounted(tx: Transaction, order: OrderRow, refundedThere: number) {
  const settled = (await refundsOf(tx, order.id))
    .filter((r) => r.state === 'done')
    .reduce((sum, r) => sum + r.amount, 0);
  return refundedThere - settled;
}

/**
 * Asks the gateway again for a refund it refused (a new attempt, a new idempotency key). The
 * payment is looked up first: when the gateway already refunded the amount (the failed attempt
 * went through), the refund is settled as done and nothing is sent, so money never goes back
 * twice.
 */
export async function retryRefund(
  db: Database,
  gateway: PaymentGateway,
  orderId: number,
  refundId: number,
  actor: RefundActor,
  audit: RefundAudit,
): Promise<void> {
  const [{ paymentKey } = { paymentKey: null }] = await db
    .select({ paymentKey: orders.paymentKey })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (paymentKey === null) throw new HttpError(409, 'refund_not_failed');
  const payment = await gateway.get(paymentKey);
  const refundedThere = payment.totalAmount - payment.balanceAmount;
  const { order, refund } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const failed = await failedRefund(tx, order, refundId, actor);
    const wentThrough = (await unaccounted(tx, order, refundedThere)) >= failed.amount;
    const [refund] = await tx
      .update(orderRefunds)
      .set(
        wentThrough
          ? { state: 'done', gatewayCode: null, gatewayMessage: null, settledAt: new Date() }
          : { state: 'pending', attempts: failed.attempts + 1 },
      )
      .where(eq(orderRefunds.id, failed.id))
      .returning();
    await mirrorState(tx, order.id);
    if (wentThrough) await closeReturn(tx, order.id, actor.memberId);
    const action = wentThrough ? 'refund_found' : 'refund_retry';
    await audit(tx, action, auditOf(failed), auditOf(refund!));
    return { order, refund: refund! };
  });
  if (refund.state === 'pending')
    await sendToGateway(db, gateway, order, refund, actor, audit, 'refund_result');
}

/** Records a refund the gateway refused as paid back by hand, with how (the note). */
export async function recordRefundByHand(
  db: Database,
  orderId: number,
  refundId: number,
  note: string,
  actor: RefundActor,
  audit: RefundAudit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const failed = await failedRefund(tx, order, refundId, actor);
    const [after] = await tx
      .update(orderRefunds)
      .set({ state: 'manual', manualNote: note, settledAt: new Date() })
      .where(eq(orderRefunds.id, failed.id))
      .returning();
    await mirrorState(tx, order.id);
    await closeReturn(tx, order.id, actor.memberId);
    await audit(tx, 'refund_manual', auditOf(failed), auditOf(after!));
  });
}
