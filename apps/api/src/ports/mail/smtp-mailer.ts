import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

import type { Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';
import { maskEmail } from '../../shared/masks.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * The real mail adapter: sends through SMTP (`SMTP_URL`, e.g. `smtps://user:pass@host:465`)
 * and keeps a copy in the outbox with its sent time.
 */
export function createSmtpMailer(
  url: string,
  from: string,
  db: Database,
  log: FastifyBaseLogger,
): Mailer {
  const transport = nodemailer.createTransport(url);
  const transmit = async (message: MailMessage) => {
    await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  };
  return {
    transport: 'smtp',
    transmit,
    async send(message) {
      await transmit(message);
      await db.insert(mailOutbox).values({ ...message, transport: 'smtp', sentAt: new Date() });
      log.info({ kind: message.kind, to: maskEmail(message.to) }, 'mail sent');
    },
  };
}
