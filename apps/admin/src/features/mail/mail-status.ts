import type { MailStatus } from '@atelier/contracts';

import type { MAIL_LABELS } from './mail-labels.js';

/** The outbox's word for a mail status. */
export function mailStatusLabel(
  m: Readonly<Record<keyof (typeof MAIL_LABELS)['kr'], string>>,
  status: MailStatus,
): string {
  return m[status];
}
