import { idParamSchema, type DataResponse, type MessageResponse } from '@atelier/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Transaction } from '../../db/database.js';
import {
  members,
  operatorAuthenticators,
  operatorRecoveryCodes,
  sessions,
} from '../../db/schema/index.js';
import { HttpError, notFound } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { recordAudit } from './audit-records.js';
import { newRecoveryCodes, recoveryCodeHash } from './authenticator.js';
import { currentOperator, passwordIsRecent, reauthRequired } from './operator-access.js';

/** Replaces a member's recovery codes with ten new ones; answers them (shown once). */
export async function replaceRecoveryCodes(tx: Transaction, memberId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.memberId, memberId));
  await tx
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ memberId, codeHash: recoveryCodeHash(code) })));
  return codes;
}

/**
 * When an authenticator is lost: an operator replaces their own recovery codes, and an owner
 * resets another operator's two-factor sign-in (they enrol again at their next sign-in; their
 * console sessions end). Both after the password again, both audited.
 */
export async function operatorSecurityRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.post('/api/admin/me/recovery-codes', { config: { admin: 'operator' } }, async (request) => {
    if (!passwordIsRecent(request)) throw reauthRequired();
    const { member } = currentOperator(request);
    const codes = await db.transaction(async (tx) => {
      const fresh = await replaceRecoveryCodes(tx, member.id);
      await recordAudit(tx, request, {
        area: 'roles',
        action: 'recovery-codes',
        resource: 'operators',
        resourceId: member.id,
        before: null,
        after: { count: fresh.length },
      });
      return fresh;
    });
    return { data: codes } satisfies DataResponse<string[]>;
  });

  app.post(
    '/api/admin/operators/:id/reset-two-factor',
    { config: { admin: { area: 'roles', action: 'edit', reauth: true } } },
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params, request);
      const { member: owner } = currentOperator(request);
      if (id === owner.id) throw new HttpError(409, 'own_two_factor');
      await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: members.id, mbId: members.mbId })
          .from(members)
          .where(and(eq(members.id, id), isNotNull(members.operatorRole)));
        if (!target) throw notFound();
        await tx.delete(operatorAuthenticators).where(eq(operatorAuthenticators.memberId, id));
        await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.memberId, id));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.memberId, id), isNotNull(sessions.secondFactorAt)));
        await recordAudit(tx, request, {
          area: 'roles',
          action: 'reset-two-factor',
          resource: 'operators',
          resourceId: id,
          before: null,
          after: { mb_id: target.mbId },
        });
      });
      return { message: message('two_factor_reset', request.lang) } satisfies MessageResponse;
    },
  );
}
