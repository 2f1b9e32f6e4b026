/** One mail the shop sends. */
export interface MailMessage {
  /** What it is for, e.g. `password_reset`; kept in the outbox for operators. */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * The mail port. Adapters: {@link createOutboxMailer} (development and tests: the
 * outbox table plus a log line) and {@link createSmtpMailer} (SMTP when `SMTP_URL` is set).
 */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers a mail already written to the outbox by a transaction (`transport: 'queued'`):
   * SMTP sends it; the outbox adapter has nothing more to do.
   */
  transmit(message: MailMessage): Promise<void>;
}
