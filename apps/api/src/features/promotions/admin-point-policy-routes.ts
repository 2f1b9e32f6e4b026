import {
  pointPolicySchema,
  PROMOTION_ATTRIBUTES,
  type DataResponse,
  type PointPolicy,
} from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { pointPolicy } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from '../operators/audit-records.js';
import { pointPolicyView, readPointPolicy } from '../points/point-policy.js';

const versionSchema = z.object({ updated_at: z.iso.datetime({ offset: true }).nullish() });

/**
 * The 적립금 policy in the operator console (promotions): `GET /api/admin/points-policy` and
 * `PUT` to change it (audited; refused with the policy as it is now when another operator
 * saved since `updated_at`). The next quote, order and 구매확정 read the new policy.
 */
export async function adminPointPolicyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get(
    '/api/admin/points-policy',
    { config: { admin: { area: 'promotions', action: 'view' } } },
    async () => ({ data: await readPointPolicy(db) }) satisfies DataResponse<PointPolicy>,
  );

  app.put(
    '/api/admin/points-policy',
    { config: { admin: { area: 'promotions', action: 'edit' } } },
    async (request) => {
      const input = parseInput(pointPolicySchema, request.body, request, PROMOTION_ATTRIBUTES);
      const { updated_at: editedFrom } = parseInput(versionSchema, request.body, request);
      const saved = await db.transaction(async (tx) => {
        // The row is locked (or, on the first save, created) before it is compared.
        await tx.execute(sql`lock table point_policy in share row exclusive mode`);
        const before = await readPointPolicy(tx);
        const time = (at: string | null | undefined) => (at ? new Date(at).getTime() : null);
        if (editedFrom !== undefined && time(editedFrom) !== time(before.updated_at))
          throw new HttpError(409, 'edit_conflict', {}, {}, { data: before });
        const row = {
          earnPercent: input.earn_percent,
          minBalance: input.min_balance,
          minOrder: input.min_order,
          unit: input.unit,
          maxSharePercent: input.max_share_percent,
          updatedAt: new Date(),
        };
        const [after] = await tx
          .insert(pointPolicy)
          .values({ id: 1, ...row })
          .onConflictDoUpdate({ target: pointPolicy.id, set: row })
          .returning();
        const view = pointPolicyView(after!);
        await recordAudit(tx, request, {
          area: 'promotions',
          action: 'update',
          resource: 'points-policy',
          resourceId: 1,
          before: { ...before },
          after: { ...view },
        });
        return view;
      });
      return { data: saved } satisfies DataResponse<PointPolicy>;
    },
  );
}
