import { createHash, randomBytes, randomUUID } from 'node:crypto';

import {
  forgetIdSchema,
  forgetPasswordSchema,
  loginSchema,
  passwordWeakness,
  registerSchema,
  resetPasswordSchema,
  type LoginResponse,
  type MessageResponse,
  type UserMessageResponse,
} from '@atelier/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppDeps } from '../../ports/app-deps.js';
import { isUniqueViolation } from '../../db/errors.js';
import { members, passwordResetTokens } from '../../db/schema/index.js';
import { fieldError, HttpError, tooManyRequests } from '../../http/errors.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import { toSessionUser } from '../session/session-user.js';
import { rotateSession } from '../session/session-plugin.js';
import { findActiveMember } from './member-queries.js';
import { PasswordAttempts } from './password-attempts.js';
import { issueCoupons } from '../coupons/member-coupons.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findIdMail, resetPasswordMail } from './auth-mails.js';
import { mergeVisitorCart } from '../cart/cart-writes.js';
import { acceptedPolicyVersions } from '../policies/policy-queries.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Recovery mails per window: enough for a typo or two, not for mail-bombing one inbox;
// per IP a little more, since offices and phones share addresses.
const MAIL_REQUESTS_PER_EMAIL = 5;
const MAIL_REQUESTS_PER_IP = 20;

/** Login, logout, registration and account recovery. */
export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { backgroundTasks, config, db, mailer, throttle } = deps;
  const { windowMinutes } = config.loginThrottle;
  const attempts = new PasswordAttempts(throttle, config.loginThrottle, app.log);

  async function refuseWhenThrottled(
    keys: Array<[string, number]>,
    key: 'too_many_registrations' | 'too_many_requests',
  ) {
    for (const [k, limit] of keys) {
      const wait = await throttle.blockedFor(k, limit);
      if (wait > 0) throw tooManyRequests(key, wait);
    }
  }

  app.post('/api/v1/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body, request);
    await attempts.before(input.mb_id, request.ip);

    const member = await findActiveMember(db, { mbId: input.mb_id });
    if (!(await verifyPassword(member?.passwordHash, input.mb_password)) || !member) {
      await attempts.failed(input.mb_id, request.ip);
      throw fieldError('mb_password', 'credentials');
    }
    await attempts.succeeded(input.mb_id, request.ip);
    if (member.blockedAt)
      throw new HttpError(403, 'member_blocked', { reason: member.blockedReason ?? '' });
    const apply = await db.transaction(async (tx) => {
      await tx.update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, member.id));
      // What the visitor put in the cart before logging in joins the member's cart.
      const cartKey = request.session?.row.cartKey;
      if (cartKey) await mergeVisitorCart(tx, cartKey, member.id);
      return rotateSession(app, config, request, reply, member, tx);
    });
    apply();
    return { user: toSessionUser(member) } satisfies LoginResponse;
  });

  app.post('/api/v1/logout', async (request, reply) => {
    // A new cart key: the next person at a shared computer must not see this guest cart.
    const apply = await db.transaction((tx) =>
      rotateSession(app, config, request, reply, null, tx, { cartKey: randomUUID() }),
    );
    apply();
    return { message: message('logged_out', request.lang) } satisfies MessageResponse;
  });

  app.post('/api/v1/register', async (request, reply) => {
    const input = parseInput(registerSchema, request.body, request);
    // Every sign-up that gets as far as the uniqueness checks counts, taken or not: the form
    // must say that an id is taken, so the limit is what keeps ids and emails from being listed.
    const registerKey = `register:ip:${request.ip}`;
    await refuseWhenThrottled(
      [[registerKey, config.registerThrottle.perIp]],
      'too_many_registrations',
    );
    await throttle.hit(registerKey, config.registerThrottle.windowMinutes);
    const passwordHash = await hashPassword(input.mb_password);
    const now = new Date();
    const { member, apply } = await db
      .transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.mbId, input.mb_id))
          .limit(1);
        if (taken) throw fieldError('mb_id', 'unique');
        const [emailTaken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.email, input.mb_email))
          .limit(1);
        if (emailTaken) throw fieldError('mb_email', 'unique');
        const accepted = await acceptedPolicyVersions(tx, now, input);
        const [created] = await tx
          .insert(members)
          .values({
            mbId: input.mb_id,
            passwordHash,
            name: input.mb_name,
            email: input.mb_email,
            hp: input.mb_hp,
            termsAgreedAt: now,
            privacyAgreedAt: now,
            termsVersion: accepted.terms,
            privacyVersion: accepted.privacy,
            age14ConfirmedAt: now,
            marketingAgreedAt: input.agree_marketing ? now : null,
            lastLoginAt: now,
          })
          .returning();
        await issueCoupons(tx, created!.id, 'signup', now);
        return {
          member: created!,
          apply: await rotateSession(app, config, request, reply, created!, tx),
        };
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one id or email: the loser gets the same 422.
        if (isUniqueViolation(error, 'members_mb_id_unique')) throw fieldError('mb_id', 'unique');
        if (isUniqueViolation(error, 'members_mb_email_unique'))
          throw fieldError('mb_email', 'unique');
        throw error;
      });
    apply();
    const body: UserMessageResponse = {
      user: toSessionUser(member),
      message: message('registered', request.lang),
    };
    return reply.code(201).send(body);
  });

  async function throttleMail(request: FastifyRequest, email: string) {
    const ipKey = `mail:ip:${request.ip}`;
    const emailKey = `mail:email:${email}`;
    await refuseWhenThrottled(
      [
        [ipKey, MAIL_REQUESTS_PER_IP],
        [emailKey, MAIL_REQUESTS_PER_EMAIL],
      ],
      'too_many_requests',
    );
    await throttle.hit(ipKey, windowMinutes);
    await throttle.hit(emailKey, windowMinutes);
  }

  // Recovery answers the same, in the same time, whether or not a member matches: the
  // look-up and the mail run after the answer (issue 10, finding 7).
  app.post('/api/v1/forget_password', async (request) => {
    const input = parseInput(forgetPasswordSchema, request.body, request);
    await throttleMail(request, input.mb_email);
    const { lang } = request;
    backgroundTasks.run('password reset mail', async () => {
      const member = await findActiveMember(db, { mbId: input.mb_id, email: input.mb_email });
      if (!member?.email) return;
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // A new link replaces older unused ones.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)),
          );
        await tx.insert(passwordResetTokens).values({
          memberId: member.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + config.resetTokenMinutes * 60_000),
        });
      });
      await mailer.send(resetPasswordMail(member, token, config, lang));
    });
    return { message: message('reset_mail_sent', lang) } satisfies MessageResponse;
  });

  app.post('/api/v1/forget_id', async (request) => {
    const input = parseInput(forgetIdSchema, request.body, request);
    await throttleMail(request, input.mb_email);
    const { lang } = request;
    backgroundTasks.run('login id mail', async () => {
      const member = await findActiveMember(db, { name: input.mb_name, email: input.mb_email });
      if (member?.email) await mailer.send(findIdMail(member, config, lang));
    });
    return { message: message('id_mail_sent', lang) } satisfies MessageResponse;
  });

  app.post('/api/v1/reset_password', async (request) => {
    const input = parseInput(resetPasswordSchema, request.body, request);
    const passwordHash = await hashPassword(input.mb_password);
    const member = await db.transaction(async (tx) => {
      // Claiming the token and using it is one conditional update: a token can win once.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(input.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ memberId: passwordResetTokens.memberId });
      const member = claimed && (await findActiveMember(tx, { id: claimed.memberId }));
      if (!member) throw fieldError('token', 'reset_token');
      // Refused inside the transaction, so the token is not used up.
      const weakness = passwordWeakness(input.mb_password, {
        mb_id: member.mbId,
        mb_email: member.email,
      });
      if (weakness) throw fieldError('mb_password', weakness);
      await tx
        .update(members)
        .set({
          passwordHash,
          passwordChangedAt: new Date(),
          // The link was mailed to this address: its owner receives the shop's mail there.
          emailVerifiedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(members.id, member.id));
      await app.sessions.destroyForMember(member.id, null, tx);
      return member;
    });
    await attempts.forget(member.mbId);
    return { message: message('password_reset', request.lang) } satisfies MessageResponse;
  });
}
