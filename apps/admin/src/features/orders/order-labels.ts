import type { PaymentMethod } from '@atelier/contracts';

import type { ConsoleLabels } from '../../shared/console-labels.js';

/**
 * The console's word for a payment method.
 */
export function paymentMethodLabel(l: ConsoleLabels, method: PaymentMethod): string {
  return { card: l.methodCard, bank_transfer: l.methodBank, virtual_account: l.methodVirtual }[
    method
  ];
}
