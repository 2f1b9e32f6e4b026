import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';
import type { Mailer } from '../ports/mail/mailer.js';

const EVERY_MS = 10_000;

/**
 * Delivers the mails transactions queued in the outbox (`transport: 'queued'`, e.g. order
 * status mails written with the status change, so a mail exists exactly when the change
 * committed). Rows are claimed with SKIP LOCKED and marked before sending: several instances
 * never send one mail twice. Answers how many were delivered.
 *
 * @example
 * await deliverQueuedMail(db, mailer);
 */
export async function deliverQueuedMail(db: Database, mailer: Mailer, limit = 20): Promise<number> {
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
 *
 * @example
 * startMailQueue(app);
 */
export function startMailQueue(app: FastifyInstance): void {
  const timer = setInterval(() => {
    deliverQueuedMail(app.database.db, app.deps.mailer).catch((error: unknown) =>
      app.log.warn({ err: error }, 'mail delivery failed'),
    );
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
