import {
  adminLoginSchema,
  reauthSchema,
  ROLE_PERMISSIONS,
  secondFactorSchema,
  type AdminLoginStep,
  type DataResponse,
  type MessageResponse,
  type OperatorView,
  type SecondFactorResponse,
} from '@atelier/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Transaction } from '../../db/database.js';
import {
  members,
  operatorAuthenticators,
  operatorRecoveryCodes,
  sessions,
} from '../../db/schema/index.js';
import { fieldError, HttpError, unauthorized } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { findActiveMember } from '../auth/member-queries.js';
import { PasswordAttempts } from '../auth/password-attempts.js';
import { verifyPassword } from '../auth/passwords.js';
import { rotateSession } from '../session/session-plugin.js';
import { adminResourceRoutes } from './admin-resource-routes.js';
import {
  codeStep,
  newAuthenticator,
  openSecret,
  recoveryCodeHash,
  sealSecret,
} from './authenticator.js';
import { auditLogResource, operatorsResource } from './operator-resources.js';
import { currentOperator, operatorRole, type Operator } from './operator-access.js';
import { operatorSecurityRoutes, replaceRecoveryCodes } from './operator-security-routes.js';

function operatorView(operator: Operator, reauthAt: Date | null): OperatorView {
  return {
    mb_id: operator.member.mbId,
    mb_name: operator.member.name,
    role: operator.role,
    permissions: ROLE_PERMISSIONS[operator.role],
    reauth_at: reauthAt?.toISOString() ?? null,
  };
}

/**
 * Operator sign-in (password, then the authenticator's code; the first sign-in enrols the
 * authenticator with a QR code and gives recovery codes), re-auth before sensitive actions, the
 * signed-in operator, and the resources of this feature: operators' roles and the audit log.
 */
export async function operatorRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, db, throttle } = deps;
  const passwords = new PasswordAttempts(throttle, config.loginThrottle, app.log);
  const codes = new PasswordAttempts(throttle, config.loginThrottle, app.log, 'operator-code');
  const idleMs = config.operatorIdleMinutes * 60_000;

  app.post('/api/admin/login', { config: { admin: 'sign-in' } }, async (request, reply) => {
    const input = parseInput(adminLoginSchema, request.body, request);
    await passwords.before(input.mb_id, request.ip);
    const member = await findActiveMember(db, { mbId: input.mb_id });
    if (!(await verifyPassword(member?.passwordHash, input.mb_password)) || !member) {
      await passwords.failed(input.mb_id, request.ip);
      throw fieldError('mb_password', 'credentials');
    }
    await passwords.succeeded(input.mb_id, request.ip);
    if (!operatorRole(member)) throw new HttpError(403, 'operator_only');
    if (member.blockedAt)
      throw new HttpError(403, 'member_blocked', { reason: member.blockedReason ?? '' });
    const now = new Date();
    const apply = await db.transaction(async (tx) => {
      await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, member.id));
      return rotateSession(app, config, request, reply, member, tx);
    });
    const session = apply();
    // The console's session: short idle time, its password just given, the code still to come.
    await db
      .update(sessions)
      .set({
        idleMinutes: config.operatorIdleMinutes,
        reauthAt: now,
        expiresAt: new Date(now.getTime() + idleMs),
      })
      .where(eq(sessions.id, session.row.id));
    const [authenticator] = await db
      .select()
      .from(operatorAuthenticators)
      .where(eq(operatorAuthenticators.memberId, member.id));
    if (authenticator?.enrolledAt) return { step: 'code' } satisfies AdminLoginStep;
    const created = await newAuthenticator(member.mbId);
    const sealed = sealSecret(created.secret, config.sessionSecret);
    await db
      .insert(operatorAuthenticators)
      .values({ memberId: member.id, secretSealed: sealed })
      .onConflictDoUpdate({
        target: operatorAuthenticators.memberId,
        set: { secretSealed: sealed, lastStep: 0 },
      });
    return {
      step: 'enrol',
      otpauth_uri: created.uri,
      secret: created.secret,
      qr_svg: created.qrSvg,
    } satisfies AdminLoginStep;
  });

  /** The operator who gave their password in this session and still owes the code. */
  async function pendingOperator(request: FastifyRequest) {
    const member = request.session?.member ?? null;
    const role = operatorRole(member);
    if (!member || !request.session?.row.reauthAt) throw unauthorized();
    if (!role) throw new HttpError(403, 'operator_only');
    return { member, role };
  }

  async function useCode(tx: Transaction, memberId: number, code: string): Promise<boolean> {
    const [authenticator] = await tx
      .select()
      .from(operatorAuthenticators)
      .where(eq(operatorAuthenticators.memberId, memberId))
      .for('update');
    const secret = authenticator && openSecret(authenticator.secretSealed, config.sessionSecret);
    const step = secret ? codeStep(secret, code) : null;
    if (step === null) return false;
    const [used] = await tx
      .update(operatorAuthenticators)
      .set({ lastStep: step, enrolledAt: authenticator!.enrolledAt ?? new Date() })
      .where(
        and(
          eq(operatorAuthenticators.memberId, memberId),
          lt(operatorAuthenticators.lastStep, step),
        ),
      )
      .returning({ memberId: operatorAuthenticators.memberId });
    return used !== undefined;
  }

  async function useRecoveryCode(tx: Transaction, memberId: number, code: string) {
    const [used] = await tx
      .update(operatorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(operatorRecoveryCodes.memberId, memberId),
          eq(operatorRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    return used !== undefined;
  }

  app.post(
    '/api/admin/login/second-factor',
    { config: { admin: 'sign-in' } },
    async (request): Promise<SecondFactorResponse> => {
      const input = parseInput(secondFactorSchema, request.body, request);
      const operator = await pendingOperator(request);
      const account = operator.member.mbId;
      await codes.before(account, request.ip, 'too_many_codes');
      const [enrolled] = await db
        .select({ at: operatorAuthenticators.enrolledAt })
        .from(operatorAuthenticators)
        .where(eq(operatorAuthenticators.memberId, operator.member.id));
      const enrolling = !enrolled?.at;
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        const passed = input.code
          ? await useCode(tx, operator.member.id, input.code)
          : !enrolling && (await useRecoveryCode(tx, operator.member.id, input.recovery_code!));
        if (!passed) return null;
        let recovery: string[] | undefined;
        if (enrolling) {
          recovery = await replaceRecoveryCodes(tx, operator.member.id);
        }
        await tx
          .update(sessions)
          .set({ secondFactorAt: now, expiresAt: new Date(now.getTime() + idleMs) })
          .where(eq(sessions.id, request.session!.row.id));
        return { recovery };
      });
      if (!result) {
        await codes.failed(account, request.ip);
        throw fieldError(input.code ? 'code' : 'recovery_code', 'second_factor');
      }
      await codes.succeeded(account, request.ip);
      request.session!.row.secondFactorAt = now;
      return {
        data: operatorView(operator, request.session!.row.reauthAt),
        ...(result.recovery ? { recovery_codes: result.recovery } : {}),
      };
    },
  );

  app.post('/api/admin/reauth', { config: { admin: 'operator' } }, async (request) => {
    const input = parseInput(reauthSchema, request.body, request);
    const { member } = currentOperator(request);
    await passwords.before(member.mbId, request.ip, 'too_many_password_attempts');
    if (!(await verifyPassword(member.passwordHash, input.mb_password))) {
      await passwords.failed(member.mbId, request.ip);
      throw fieldError('mb_password', 'current_password');
    }
    await passwords.succeeded(member.mbId, request.ip);
    const now = new Date();
    await db
      .update(sessions)
      .set({ reauthAt: now })
      .where(eq(sessions.id, request.session!.row.id));
    return { message: message('reauthenticated', request.lang) } satisfies MessageResponse;
  });

  app.get('/api/admin/me', { config: { admin: 'operator' } }, async (request) => {
    const operator = currentOperator(request);
    return {
      data: operatorView(operator, request.session!.row.reauthAt),
    } satisfies DataResponse<OperatorView>;
  });

  await adminResourceRoutes(app, deps, operatorsResource);
  await adminResourceRoutes(app, deps, auditLogResource);
  await operatorSecurityRoutes(app, deps);
}
