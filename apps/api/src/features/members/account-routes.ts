import {
  confirmMyPasswordSchema,
  myAccountSchema,
  passwordWeakness,
  unregisterSchema,
  type MessageResponse,
  type UserMessageResponse,
} from '@atelier/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { members, passwordResetTokens } from '../../db/schema/index.js';
import { fieldError, forbidden } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import { PasswordAttempts } from '../auth/password-attempts.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { requireMember, rotateSession } from '../session/session-plugin.js';
import { toSessionUser } from '../session/session-user.js';

/** The member's own account: edit, password change, unregister. */
export async function accountRoutes(app: FastifyInstance, { config, db, throttle }: AppDeps) {
  // The login limiter: a wrong current password here counts as a failed login (finding 9).
  const attempts = new PasswordAttempts(throttle, config.loginThrottle, app.log);

  app.put<{ Params: { mb_id: string } }>('/api/v1/my-account/:mb_id', async (request) => {
    const member = requireMember(request);
    if (request.params.mb_id.toLowerCase() !== member.mbId) throw forbidden('own_account_only');
    const input = parseInput(myAccountSchema, request.body, request);
    const updated = await db
      .transaction(async (tx) => {
        const [emailTaken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.email, input.mb_email), ne(members.id, member.id)))
          .limit(1);
        if (emailTaken) throw fieldError('mb_email', 'unique');
        const [row] = await tx
          .update(members)
          .set({
            name: input.mb_name,
            email: input.mb_email,
            emailVerifiedAt: input.mb_email === member.email ? member.emailVerifiedAt : null,
            hp: input.mb_hp,
            // Keep the original consent time while consent continues.
            marketingAgreedAt: input.agree_marketing
              ? (member.marketingAgreedAt ?? new Date())
              : null,
            updatedAt: new Date(),
          })
          .where(eq(members.id, member.id))
          .returning();
        return row!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'members_mb_email_unique'))
          throw fieldError('mb_email', 'unique');
        throw error;
      });
    return {
      user: toSessionUser(updated),
      message: message('account_updated', request.lang),
    } satisfies UserMessageResponse;
  });

  app.post('/api/v1/confirm-my-password', async (request, reply) => {
    const member = requireMember(request);
    const input = parseInput(confirmMyPasswordSchema, request.body, request);
    await attempts.before(member.mbId, request.ip, 'too_many_password_attempts');
    if (!(await verifyPassword(member.passwordHash, input.current_password))) {
      await attempts.failed(member.mbId, request.ip);
      throw fieldError('current_password', 'current_password');
    }
    await attempts.succeeded(member.mbId, request.ip);
    const weakness = passwordWeakness(input.mb_password, {
      mb_id: member.mbId,
      mb_email: member.email,
    });
    if (weakness) throw fieldError('mb_password', weakness);
    if (input.current_password === input.mb_password)
      throw fieldError('mb_password', 'password_same');
    const passwordHash = await hashPassword(input.mb_password);
    const apply = await db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(members.id, member.id));
      // Other devices are logged out; this one continues on a fresh session id.
      await app.sessions.destroyForMember(member.id, request.session!.row.id, tx);
      return rotateSession(app, config, request, reply, { ...member, passwordHash }, tx);
    });
    apply();
    return { message: message('password_changed', request.lang) } satisfies MessageResponse;
  });

  app.post('/api/v1/unregister', async (request, reply) => {
    const member = requireMember(request);
    const input = parseInput(unregisterSchema, request.body, request);
    await attempts.before(member.mbId, request.ip, 'too_many_password_attempts');
    if (!(await verifyPassword(member.passwordHash, input.mb_password))) {
      await attempts.failed(member.mbId, request.ip);
      throw fieldError('mb_password', 'current_password');
    }
    const apply = await db.transaction(async (tx) => {
      // The id stays reserved so nobody can take it over; personal data is erased.
      await tx
        .update(members)
        .set({
          deletedAt: new Date(),
          email: null,
          hp: null,
          name: '탈퇴회원',
          marketingAgreedAt: null,
          passwordHash: '!',
          updatedAt: new Date(),
        })
        .where(eq(members.id, member.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, member.id));
      await app.sessions.destroyForMember(member.id, request.session!.row.id, tx);
      return rotateSession(app, config, request, reply, null, tx, { cartKey: crypto.randomUUID() });
    });
    apply();
    return { message: message('unregistered', request.lang) } satisfies MessageResponse;
  });
}
