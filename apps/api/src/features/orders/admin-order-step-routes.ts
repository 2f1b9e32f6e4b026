import {
  ORDER_STATUS_LABELS,
  orderIdParamSchema,
  type AdminOrderDetail,
  type DataResponse,
  type OrderStatus,
  type PaymentMethod,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { maskEmail, maskPhone } from '../../shared/masks.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator } from '../operators/operator-access.js';
import type { AlsoInTransaction } from './order-lifecycle.js';
import { orderMoney } from './order-refunds.js';
import { orderDetail } from './order-view.js';

/** An order's row. */
export type OrderRow = typeof orders.$inferSelect;

/** The order's state an action changes, as its audit record keeps it before and after. */
export const auditState = (row: OrderRow) => ({
  status: row.status,
  paid_at: row.paidAt,
  carrier: row.carrier,
  tracking_no: row.trackingNo,
  refund_state: row.refundState,
  admin_memo: row.adminMemo,
});

/**
 * What the operators' order routes share: the order of `{od_id}`, its detail as the console
 * shows it (masked, with the internal memo and the money side), and `step`, which runs a
 * lifecycle step with its audit record in the step's transaction and names the order's status
 * when the step is refused.
 */
export function adminOrderSteps({ db }: AppDeps) {
  async function orderOf(request: FastifyRequest): Promise<OrderRow> {
    const { od_id } = parseInput(orderIdParamSchema, request.params, request);
    const [row] = await db.select().from(orders).where(eq(orders.odId, od_id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function adminDetail(row: OrderRow, request: FastifyRequest): Promise<AdminOrderDetail> {
    const [detail, money] = await Promise.all([
      orderDetail(db, row, request.lang),
      orderMoney(db, row, request.lang),
    ]);
    return {
      ...detail,
      orderer: {
        ...detail.orderer,
        phone: maskPhone(detail.orderer.phone),
        email: maskEmail(detail.orderer.email),
      },
      recipient: { ...detail.recipient, phone: maskPhone(detail.recipient.phone), address2: '' },
      payment_method: row.paymentMethod as PaymentMethod,
      admin_memo: row.adminMemo,
      refund_state: row.refundState as AdminOrderDetail['refund_state'],
      money,
    };
  }

  /** The order's audit record of `action`, in `tx`: its state before and as it is now. */
  const auditIn =
    (request: FastifyRequest, row: OrderRow, action: string): AlsoInTransaction =>
    async (tx: Transaction) => {
      const [after] = await tx.select().from(orders).where(eq(orders.id, row.id));
      await recordAudit(tx, request, {
        area: 'orders',
        action,
        resource: 'orders',
        resourceId: row.odId,
        before: auditState(row),
        after: after ? auditState(after) : null,
      });
    };

  /** A 409 of the lifecycle as the operator reads it: the order's status named. */
  async function refusal(error: unknown, row: OrderRow, request: FastifyRequest) {
    if (!(error instanceof HttpError) || error.status !== 409) return error;
    const [now] = await db.select().from(orders).where(eq(orders.id, row.id));
    const status = (now?.status ?? row.status) as OrderStatus;
    return new HttpError(409, 'order_status_refused', {
      status: ORDER_STATUS_LABELS[status][request.lang],
      reason: message(error.key, request.lang, error.values),
    });
  }

  /**
   * Runs a lifecycle step for the operator: its audit record (the order's state before and
   * after) written by the step inside its transaction; a refusal names the order's status.
   */
  async function step(
    request: FastifyRequest,
    action: string,
    run: (row: OrderRow, also: AlsoInTransaction, memberId: number) => Promise<void>,
  ): Promise<DataResponse<AdminOrderDetail>> {
    const row = await orderOf(request);
    const { member } = currentOperator(request);
    try {
      await run(row, auditIn(request, row, action), member.id);
    } catch (error) {
      throw await refusal(error, row, request);
    }
    const [after] = await db.select().from(orders).where(eq(orders.id, row.id));
    return { data: await adminDetail(after!, request) };
  }

  return { orderOf, adminDetail, step };
}
