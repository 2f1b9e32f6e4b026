import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { MailLimits } from '../config/env.js';
import type { Database } from '../db/database.js';
import { mailOutbox, members, type MailRow } from '../db/schema/index.js';
import { Throttle } from '../features/auth/throttle.js';
import type { Mailer } from '../ports/mail/mailer.js';

const EVERY_MS = 10_000;

/** Why a queued mail was not sent (`mail_outbox.suppressed_reason`). */
export type SuppressedReason = 'unverified_recipient' | 'recipient_limit';

/** True when a current member proved they receive mail at `address` (`email_verified_at`). */
async function verifiedAddress(db: Database, address: string): Promise<boolean> {
  const [found] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        inArray(members.email, [...new Set([address, address.toLowerCase()])]),
        isNotNull(members.emailVerifiedAt),
        isNull(members.deletedAt),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Whether one more mail may go to `address` now, counted in the database so every instance
 * shares the count: a guest order's mail (`guest_` kinds: anyone can type any address into a
 * guest order) to an address nobody verified gets `unverifiedPerDay` a day, every address at
 * most `perRecipient` per window.
 */
async function suppressedReason(
  db: Database,
  throttle: Throttle,
  { to: address, kind }: MailRow,
  limits: MailLimits,
): Promise<SuppressedReason | null> {
  const key = address.trim().toLowerCase();
  if (
    kind.startsWith('guest_') &&
    !(await verifiedAddress(db, address)) &&
    !(await throttle.take(`mail:unverified:${key}`, limits.unverifiedPerDay, 24 * 60))
  )
    return 'unverified_recipient';
  if (!(await throttle.take(`mail:to:${key}`, limits.perRecipient, limits.windowMinutes)))
    return 'recipient_limit';
  return null;
}

/**
 * Delivers the mails transactions queued in the outbox (`transport: 'queued'`, e.g. order
 * status mails written with the status change, so a mail exists exactly when the change
 * committed). Rows are claimed with SKIP LOCKED and marked before sending: several instances
 * never send one mail twice. A mail over its recipient's limits ({@link MailLimits}) is not
 * sent but kept as `suppressed` with the reason. Answers how many were claimed.
 */
export async function deliverQueuedMail(
  db: Database,
  mailer: Mailer,
  limits: MailLimits,
  limit = 20,
): Promise<number> {
  const throttle = new Throttle(db);
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.transport, 'queued'))
      .orderBy(mailOutbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ transport: 'sending' })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  for (const row of claimed) {
    const reason = await suppressedReason(db, throttle, row, limits);
    if (reason) {
      await db
        .update(mailOutbox)
        .set({ transport: 'suppressed', suppressedReason: reason })
        .where(eq(mailOutbox.id, row.id));
      continue;
    }
    await mailer
      .transmit(row)
      .then(() =>
        db
          .update(mailOutbox)
          .set({ transport: mailer.transport, sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id)),
      )
      .catch(() =>
        db.update(mailOutbox).set({ transport: 'failed' }).where(eq(mailOutbox.id, row.id)),
      );
  }
  return claimed.length;
}

/**
 * Runs {@link deliverQueuedMail} every 10 seconds while the server runs.
 */
export function startMailQueue(app: FastifyInstance): void {
  const timer = setInterval(() => {
    deliverQueuedMail(app.database.db, app.deps.mailer, app.deps.config.mailLimits).catch(
      (error: unknown) => app.log.warn({ err: error }, 'mail delivery failed'),
    );
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
