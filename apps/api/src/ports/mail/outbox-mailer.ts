import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';
import { maskEmail } from '../../shared/masks.js';
import type { Mailer } from './mailer.js';

/**
 * The offline mail adapter: every mail lands in the `mail_outbox` table (readable in
 * development) and one log line says so.
 */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    transport: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, transport: 'outbox' })
        .returning({ id: mailOutbox.id });
      log.info(
        { mailId: row?.id, kind: message.kind, to: maskEmail(message.to) },
        'mail written to outbox (dev mailbox: table mail_outbox)',
      );
    },
    async transmit() {},
  };
}
