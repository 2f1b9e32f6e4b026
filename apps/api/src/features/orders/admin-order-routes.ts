import {
  adminCancelSchema,
  adminOrderListQuerySchema,
  adminOrderMemoSchema,
  adminShipSchema,
  paginate,
  type AdminOrderListItem,
  type DataResponse,
  type OrderStatus,
  type Paginated,
  type PaymentMethod,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { orders } from '../../db/schema/index.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { maskPhone } from '../../shared/masks.js';
import { adminOrderSort, adminOrderWhere } from './admin-order-filters.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator, requirePermission } from '../operators/operator-access.js';
import { adminOrderSteps, type OrderRow } from './admin-order-step-routes.js';
import {
  cancelOrder,
  markDelivered,
  markTransferPaid,
  prepareOrder,
  shipOrder,
} from './order-lifecycle.js';
import { orderPage } from './order-view.js';

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

  const { orderOf, adminDetail, step } = adminOrderSteps(deps);

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
