import { MAIL_STATUS_LABELS, type MailStatus } from '@atelier/contracts';

/** The outbox's word for a mail status in the operator's language. */
export function mailStatusLabel(locale: 'kr' | 'en', status: MailStatus): string {
  return MAIL_STATUS_LABELS[status][locale];
}
