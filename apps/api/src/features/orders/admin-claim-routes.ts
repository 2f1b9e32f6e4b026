import {
  adminClaimAcceptSchema,
  adminClaimRefuseSchema,
  ORDER_MONEY_ATTRIBUTES,
  type AdminPackingSlip,
  type DataResponse,
} from '@atelier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { orderLines } from '../../db/schema/index.js';
import { fieldError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { currentOperator } from '../operators/operator-access.js';
import { recordAudit } from '../operators/audit-records.js';
import { adminOrderSteps } from './admin-order-step-routes.js';
import { acceptExchange, acceptReturn, refuseClaim } from './order-claims.js';

/**
 * Operators' answers to return and exchange requests (accept, refuse with a reason), and the
 * packing slip, which shows the recipient's full phone and address (a reveal: re-auth, audited).
 */
export async function adminClaimRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const { orderOf, step } = adminOrderSteps(deps);
  const edit = { area: 'orders', action: 'edit' } as const;

  app.post(
    '/api/admin/orders/:od_id/claim/accept',
    { config: { admin: edit } },
    async (request) => {
      const input = parseInput(adminClaimAcceptSchema, request.body, request);
      const row = await orderOf(request);
      if (row.status === 'exchange_requested') {
        if (!input.carrier)
          throw fieldError('carrier', 'required', undefined, ORDER_MONEY_ATTRIBUTES);
        if (!input.tracking_no)
          throw fieldError('tracking_no', 'required', undefined, ORDER_MONEY_ATTRIBUTES);
        const { carrier, tracking_no } = input;
        return step(request, 'exchange_accept', (order, also, memberId) =>
          acceptExchange(db, order.id, carrier, tracking_no, memberId, also),
        );
      }
      const { mbId } = currentOperator(request).member;
      return step(request, 'return_accept', (order, also, memberId) =>
        acceptReturn(db, order.id, { memberId, mbId }, input.restock === true, also),
      );
    },
  );

  app.post(
    '/api/admin/orders/:od_id/claim/refuse',
    { config: { admin: edit } },
    async (request) => {
      const { reason } = parseInput(adminClaimRefuseSchema, request.body, request);
      return step(request, 'claim_refuse', (order, also, memberId) =>
        refuseClaim(db, order.id, reason, memberId, also),
      );
    },
  );

  app.post(
    '/api/admin/orders/:od_id/packing-slip',
    { config: { admin: { area: 'orders', action: 'reveal', reauth: true } } },
    async (request): Promise<DataResponse<AdminPackingSlip>> => {
      const row = await orderOf(request);
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row.id))
        .orderBy(asc(orderLines.id));
      await db.transaction((tx) =>
        recordAudit(tx, request, {
          area: 'orders',
          action: 'packing_slip',
          resource: 'orders',
          resourceId: row.odId,
          before: null,
          after: { fields: ['recipient_phone', 'address2'] },
        }),
      );
      const kr = request.lang === 'kr';
      return {
        data: {
          od_id: row.odId,
          created_at: row.createdAt.toISOString(),
          recipient: {
            name: row.recipientName,
            phone: row.recipientPhone,
            zonecode: row.zonecode,
            address1: row.address1,
            address2: row.address2,
          },
          orderer_name: row.ordererName,
          memo: row.memo,
          lines: lines.map((line) => ({
            it_id: line.itId,
            name: kr ? line.name : line.nameEn,
            option: kr ? line.option : line.optionEn,
            sku: line.sku,
            qty: line.qty,
            addons: line.addons.map((addon) => ({
              name: kr ? addon.name : addon.name_en,
              qty: addon.qty,
            })),
          })),
        },
      };
    },
  );
}
