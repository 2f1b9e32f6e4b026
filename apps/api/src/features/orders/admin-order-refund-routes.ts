import {
  adminRefundManualSchema,
  adminRefundSchema,
  refundIdParamSchema,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';
import { currentOperator } from '../operators/operator-access.js';
import { adminOrderSteps, type OrderRow } from './admin-order-step-routes.js';
import {
  recordRefundByHand,
  refundOrder,
  retryRefund,
  type RefundActor,
  type RefundAudit,
} from './order-refunds.js';

/**
 * Refunds by operators (issue 21): a refund in part or in whole through the payment port, the
 * retry of one the gateway refused, and recording it as paid back by hand. Each needs the
 * refund permission and a recent password, and answers the order's detail with its refunds.
 */
export async function adminOrderRefundRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const { orderOf, adminDetail } = adminOrderSteps(deps);
  const refund = { area: 'orders', action: 'refund', reauth: true } as const;

  const actorOf = (request: FastifyRequest): RefundActor => {
    const { member } = currentOperator(request);
    return { memberId: member.id, mbId: member.mbId, lang: request.lang };
  };
  const auditFor =
    (request: FastifyRequest, row: OrderRow): RefundAudit =>
    (tx, action, before, after) =>
      recordAudit(tx, request, {
        area: 'orders',
        action,
        resource: 'orders',
        resourceId: row.odId,
        before,
        after,
      });

  async function answer(request: FastifyRequest, run: () => Promise<unknown>) {
    await run();
    return { data: await adminDetail(await orderOf(request), request) };
  }

  app.post('/api/admin/orders/:od_id/refunds', { config: { admin: refund } }, async (request) => {
    const row = await orderOf(request);
    const input = parseInput(adminRefundSchema, request.body, request);
    return answer(request, () =>
      refundOrder(db, deps.gateway, row.id, input, actorOf(request), auditFor(request, row)),
    );
  });

  app.post(
    '/api/admin/orders/:od_id/refunds/:refund_id/retry',
    { config: { admin: refund } },
    async (request) => {
      const row = await orderOf(request);
      const { refund_id } = parseInput(refundIdParamSchema, request.params, request);
      return answer(request, () =>
        retryRefund(db, deps.gateway, row.id, refund_id, actorOf(request), auditFor(request, row)),
      );
    },
  );

  app.post(
    '/api/admin/orders/:od_id/refunds/:refund_id/manual',
    { config: { admin: refund } },
    async (request) => {
      const row = await orderOf(request);
      const { refund_id } = parseInput(refundIdParamSchema, request.params, request);
      const { note } = parseInput(adminRefundManualSchema, request.body, request);
      return answer(request, () =>
        recordRefundByHand(db, row.id, refund_id, note, actorOf(request), auditFor(request, row)),
      );
    },
  );
}
