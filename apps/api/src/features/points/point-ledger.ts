import { type OrderPoints, type PointPolicy, type PointReason } from '@atelier/contracts';
import { and, eq, sql, sum } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { members, pointLedger } from '../../db/schema/index.js';
import { fieldError } from '../../http/errors.js';
import { ORDER_ATTRIBUTES } from '@atelier/contracts';

type Reader = Database | Transaction;

/**
 * A member's 적립금: the sum of their ledger.
 */
export async function pointBalance(db: Reader, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sum(pointLedger.delta).mapWith(Number) })
    .from(pointLedger)
    .where(eq(pointLedger.memberId, memberId));
  return row?.balance ?? 0;
}

/**
 * What an order may use of a balance under `policy`: nothing under the minimum balance or
 * order, else the balance, never more than the policy's share of `payable`, in whole units.
 */
export function pointsOffer(
  balance: number,
  goods: number,
  payable: number,
  policy: Pick<PointPolicy, 'min_balance' | 'min_order' | 'unit' | 'max_share_percent'>,
): OrderPoints {
  const allowed = balance >= policy.min_balance && goods >= policy.min_order;
  const share = Math.floor((Math.max(payable, 0) * policy.max_share_percent) / 100);
  const most = allowed ? Math.min(balance, share) : 0;
  return {
    balance,
    usable_max: most - (most % policy.unit),
    min_balance: policy.min_balance,
    min_order: policy.min_order,
    unit: policy.unit,
  };
}

/**
 * Checks `points` against the offer: a 422 on `points` when over what may be used or not in
 * whole units of the offer.
 */
export function checkPoints(points: number, offer: OrderPoints | null): void {
  if (points === 0) return;
  if (!offer || points > offer.usable_max)
    throw fieldError('points', 'max_number', { max: offer?.usable_max ?? 0 }, ORDER_ATTRIBUTES);
  if (points % offer.unit !== 0) throw fieldError('points', 'in', undefined, ORDER_ATTRIBUTES);
}

/**
 * Locks the member's row for the rest of the transaction, so two orders spending points at
 * once run one after the other and the balance they check is the one they spend from.
 */
export async function lockPoints(tx: Transaction, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * Adds a ledger row (negative to spend).
 */
export async function addPoints(
  tx: Transaction,
  memberId: number,
  delta: number,
  reason: 'signup' | 'order_use' | 'order_restore' | 'purchase_earn' | 'operator',
  orderId: number | null = null,
  note = '',
): Promise<void> {
  if (delta === 0) return;
  await tx.insert(pointLedger).values({ memberId, delta, reason, orderId, note });
}

/**
 * Gives back what order `orderId` spent, once (a second call finds it already restored).
 */
export async function restorePoints(tx: Transaction, orderId: number): Promise<void> {
  const rows = await tx
    .select({ memberId: pointLedger.memberId, net: sql<number>`sum(${pointLedger.delta})::int` })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.orderId, orderId),
        sql`${pointLedger.reason} in ('order_use', 'order_restore')`,
      ),
    )
    .groupBy(pointLedger.memberId);
  for (const row of rows)
    if (row.net < 0) await addPoints(tx, row.memberId, -row.net, 'order_restore', orderId);
}

/** Why a ledger row was written, as the member's history and the console name it. */
export const POINT_REASON_LABELS: Record<PointReason, { kr: string; en: string }> = {
  signup: { kr: '회원가입 적립', en: 'Welcome points' },
  order_use: { kr: '주문 사용', en: 'Used for an order' },
  order_restore: { kr: '주문 취소 환원', en: 'Returned from a cancelled order' },
  purchase_earn: { kr: '구매확정 적립', en: 'Earned on a confirmed purchase' },
  operator: { kr: '운영자 지급/차감', en: 'Adjusted by the shop' },
};
