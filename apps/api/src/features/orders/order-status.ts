import {
  ORDER_STATUS_LABELS,
  type OrderHistoryReason,
  type OrderStatus,
  type OrderStatusChange,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import { mailOutbox, notifications, orders, orderStatusHistory } from '../../db/schema/index.js';
import type { MailMessage } from '../../ports/mail/mailer.js';

/** Who moved an order. */
export type OrderActor = OrderStatusChange['actor'];

/**
 * Why an order moved: what a person wrote (a cancel or claim reason, or '' for none), or the
 * shop's own reason as a message key, worded for each reader when the order is shown.
 */
export type MoveReason = string | { key: OrderHistoryReason };

/** The statuses each status may move to: every change goes through {@link moveOrder}. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['awaiting_deposit', 'paid', 'cancelled', 'expired'],
  awaiting_deposit: ['paid', 'cancelled', 'expired'],
  paid: ['preparing', 'cancelled'],
  preparing: ['shipping', 'cancelled'],
  shipping: ['delivered'],
  delivered: ['confirmed', 'return_requested', 'exchange_requested'],
  confirmed: [],
  cancelled: [],
  expired: [],
  return_requested: ['returned', 'delivered'],
  returned: ['refunded'],
  exchange_requested: ['shipping', 'delivered'],
  refunded: [],
};

/**
 * The statuses from which an order may move to `to`.
 */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return (Object.keys(NEXT) as OrderStatus[]).filter((from) => NEXT[from].includes(to));
}

/** What changes with a move besides the status (payment details, deadlines). */
export type OrderPatch = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'paymentKey'
    | 'paidAt'
    | 'payBy'
    | 'depositAccount'
    | 'refundState'
    | 'carrier'
    | 'trackingNo'
    | 'shippedAt'
    | 'deliveredAt'
    | 'confirmedAt'
    | 'claimReason'
    | 'claimPhotos'
  >
>;

/**
 * Moves order `orderId` to `to` if it is in a status that may move there,  in one locked
 * update under the order's row lock: of two racing moves (five confirms, a webhook and the expiry job) exactly one
 * succeeds. Records the change in the history with who and why, and tells a member in their
 * notifications. Answers the status it moved from, or `null` when it did not move.
 */
export async function moveOrder(
  tx: Transaction,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  reason: MoveReason,
  patch: OrderPatch = {},
  actorMemberId: number | null = null,
): Promise<OrderStatus | null> {
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!before) return null;
  const from = before.status as OrderStatus;
  // The row is locked: no other move can run between this check and the update.
  if (!NEXT[from].includes(to)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, ...patch })
    .where(eq(orders.id, orderId))
    .returning({
      memberId: orders.memberId,
      odId: orders.odId,
      lang: orders.lang,
      email: orders.ordererEmail,
    });
  if (!moved) return null;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actor,
    actorMemberId,
    ...(typeof reason === 'string' ? { reason } : { reason: '', reasonKey: reason.key }),
  });
  await tx.insert(mailOutbox).values({ ...statusMail(moved, to), transport: 'queued' });
  if (moved.memberId !== null) {
    const label = ORDER_STATUS_LABELS[to];
    await tx.insert(notifications).values({
      memberId: moved.memberId,
      title: `주문 ${moved.odId}: ${label.kr}`,
      titleEn: `Order ${moved.odId}: ${label.en}`,
      link: `/my-page/order/${moved.odId}`,
    });
  }
  return from;
}

/**
 * The mail telling the orderer of a status, in the order's language: written in the same
 * transaction as the change (transport `queued`; `jobs/mail-queue.ts` delivers it), so a mail
 * exists exactly when the change committed. It carries only the shop's own words and the order
 * number: the orderer's name is whatever the form was given (a guest's is never checked), and
 * a mail opening with it would let anyone send their text from the shop's address.
 */
// A guest order's mail goes to an address a visitor typed: `guest_` kinds meet the outbox's
// limit for addresses nobody verified (jobs/mail-queue.ts).
function statusMail(
  order: { odId: string; lang: string; email: string; memberId: number | null },
  status: OrderStatus,
): MailMessage {
  const label = ORDER_STATUS_LABELS[status];
  const kind = `${order.memberId === null ? 'guest_' : ''}order_${status}`;
  if (order.lang === 'en')
    return {
      kind,
      to: order.email,
      subject: `[Atelier] Order ${order.odId}: ${label.en}`,
      text: `Hello from Atelier.\n\nYour order ${order.odId} is now: ${label.en}.\nYou can follow it under My page › Orders (guests: Order lookup with the order password).\n\nAtelier`,
    };
  return {
    kind,
    to: order.email,
    subject: `[아틀리에] 주문 ${order.odId}: ${label.kr}`,
    text: `안녕하세요, 아틀리에입니다.\n\n주문번호 ${order.odId}의 상태가 '${label.kr}'(으)로 변경되었습니다.\n주문 내역은 마이페이지 > 주문내역(비회원은 비회원 주문조회)에서 확인하실 수 있습니다.\n\n아틀리에 드림`,
  };
}

/**
 * Records the first status of a new order in its history (answered) and queues its mail.
 */
export async function recordPlaced(
  tx: Transaction,
  order: Pick<typeof orders.$inferSelect, 'id' | 'odId' | 'lang' | 'ordererEmail' | 'memberId'>,
  status: OrderStatus,
  actor: OrderActor,
  actorMemberId: number | null,
): Promise<typeof orderStatusHistory.$inferSelect> {
  const [history] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: order.id,
      fromStatus: null,
      toStatus: status,
      actor,
      actorMemberId,
      reason: '',
    })
    .returning();
  const mail = statusMail(
    { odId: order.odId, lang: order.lang, email: order.ordererEmail, memberId: order.memberId },
    status,
  );
  await tx.insert(mailOutbox).values({ ...mail, transport: 'queued' });
  return history!;
}
