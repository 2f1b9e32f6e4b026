import {
  adminCancelSchema,
  adminOrderListQuerySchema,
  adminOrderMemoSchema,
  adminShipSchema,
  ORDER_STATUS_LABELS,
  orderIdParamSchema,
  paginate,
  type AdminOrderDetail,
  type AdminOrderListItem,
  type DataResponse,
  type OrderStatus,
  type Paginated,
  type PaymentMethod,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { maskEmail, maskPhone } from '../../shared/masks.js';
import { adminOrderSort, adminOrderWhere } from './admin-order-filters.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator, requirePermission } from '../operators/operator-access.js';
import {
  cancelOrder,
  markDelivered,
  markTransferPaid,
  prepareOrder,
  shipOrder,
  type AlsoInTransaction,
} from './order-lifecycle.js';
import { orderDetail, orderPage } from './order-view.js';

type OrderRow = typeof orders.$inferSelect;

function listItem(row: OrderRow): AdminOrderListItem {
  return {
    od_id: row.odId,
    status: row.status as OrderStatus,
    payment_method: row.paymentMethod as PaymentMethod,
    currency: row.currency,
    total_amount: row.totalAmount,
    orderer_name: row.ordererName,
    orderer_phone: maskPhone(row.ordererPhone),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    carrier: row.carrier,
    tracking_no: row.trackingNo,
  };
}

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
 * The operators' order workflow (issue 21): the list (status, payment method, period, search by
 * order number, name or phone), the detail with the internal memo, and the steps of the
 * lifecycle — mark a transfer paid, prepare, ship, deliver, cancel — each through
 * `order-lifecycle.ts` with its audit record in the move's transaction. A move the order's
 * status does not allow is refused with its status named.
 */
export async function adminOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, gateway } = deps;
  const view = { area: 'orders', action: 'view' } as const;
  const edit = { area: 'orders', action: 'edit' } as const;

  async function orderOf(request: FastifyRequest): Promise<OrderRow> {
    const { od_id } = parseInput(orderIdParamSchema, request.params, request);
    const [row] = await db.select().from(orders).where(eq(orders.odId, od_id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  app.get('/api/admin/orders', { config: { admin: view } }, async (request) => {
    const query = parseInput(adminOrderListQuerySchema, request.query, request);
    const where = adminOrderWhere(query);
    const { rows, total } = await orderPage(
      db,
      where,
      query,
      adminOrderSort(query.sort, query.order),
    );
    return paginate(rows.map(listItem), {
      page: query.page,
      perPage: query.per_page,
      total,
    }) satisfies Paginated<AdminOrderListItem>;
  });

  async function adminDetail(row: OrderRow, request: FastifyRequest): Promise<AdminOrderDetail> {
    const detail = await orderDetail(db, row, request.lang);
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
    };
  }

  app.get('/api/admin/orders/:od_id', { config: { admin: view } }, async (request) => ({
    data: await adminDetail(await orderOf(request), request),
  }));

  app.post(
    '/api/admin/orders/:od_id/reveal',
    { config: { admin: { area: 'orders', action: 'reveal', reauth: true } } },
    async (request) => {
      const row = await orderOf(request);
      const shown = {
        orderer_phone: row.ordererPhone,
        orderer_email: row.ordererEmail,
        recipient_phone: row.recipientPhone,
        address2: row.address2,
      };
      await db.transaction((tx) =>
        recordAudit(tx, request, {
          area: 'orders',
          action: 'reveal',
          resource: 'orders',
          resourceId: row.odId,
          before: null,
          after: { fields: Object.keys(shown) },
        }),
      );
      return { data: shown } satisfies DataResponse<Record<string, string>>;
    },
  );

  app.put('/api/admin/orders/:od_id/memo', { config: { admin: edit } }, async (request) => {
    const row = await orderOf(request);
    const { memo } = parseInput(adminOrderMemoSchema, request.body, request);
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ adminMemo: memo }).where(eq(orders.id, row.id));
      await recordAudit(tx, request, {
        area: 'orders',
        action: 'memo',
        resource: 'orders',
        resourceId: row.odId,
        before: { admin_memo: row.adminMemo },
        after: { admin_memo: memo },
      });
    });
    return { data: await adminDetail({ ...row, adminMemo: memo }, request) };
  });

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
    const also = async (tx: Transaction) => {
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
    try {
      await run(row, also, member.id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409) throw error;
      const [now] = await db.select().from(orders).where(eq(orders.id, row.id));
      const status = (now?.status ?? row.status) as OrderStatus;
      throw new HttpError(409, 'order_status_refused', {
        status: ORDER_STATUS_LABELS[status][request.lang],
        reason: message(error.key, request.lang, error.values),
      });
    }
    const [after] = await db.select().from(orders).where(eq(orders.id, row.id));
    return { data: await adminDetail(after!, request) };
  }

  app.post('/api/admin/orders/:od_id/mark-paid', { config: { admin: edit } }, (request) =>
    step(request, 'mark_paid', (row, also, memberId) =>
      markTransferPaid(db, row.id, 'operator', memberId, new Date(), also),
    ),
  );

  app.post('/api/admin/orders/:od_id/prepare', { config: { admin: edit } }, (request) =>
    step(request, 'prepare', (row, also, memberId) =>
      prepareOrder(db, row.id, 'operator', memberId, also),
    ),
  );

  app.post('/api/admin/orders/:od_id/ship', { config: { admin: edit } }, async (request) => {
    const input = parseInput(adminShipSchema, request.body, request);
    return step(request, 'ship', (row, also, memberId) =>
      shipOrder(
        db,
        row.id,
        input.carrier,
        input.tracking_no,
        'operator',
        new Date(),
        also,
        memberId,
      ),
    );
  });

  app.post('/api/admin/orders/:od_id/deliver', { config: { admin: edit } }, (request) =>
    step(request, 'deliver', (row, also, memberId) =>
      markDelivered(db, row.id, 'operator', new Date(), also, memberId),
    ),
  );

  // Cancelling a paid order refunds it through the gateway: that needs the refund permission
  // and a recent password, as every refund does.
  app.post('/api/admin/orders/:od_id/cancel', { config: { admin: edit } }, async (request) => {
    const { reason } = parseInput(adminCancelSchema, request.body, request);
    return step(request, 'cancel', async (row, also, memberId) => {
      if (row.paymentKey !== null)
        requirePermission(request, currentOperator(request), {
          area: 'orders',
          action: 'refund',
          reauth: true,
        });
      await cancelOrder(db, gateway, row, 'operator', reason, memberId, also);
    });
  });
}
