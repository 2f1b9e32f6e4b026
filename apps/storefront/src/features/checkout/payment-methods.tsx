import type { PaymentMethod } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { FieldError, RadioGroup } from '@atelier/ui-kit';
import { lazy, Suspense, type Dispatch, type SetStateAction } from 'react';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { CHECKOUT_LABELS } from './checkout-labels.js';
import type { CashReceipt } from './order-form-page.js';

// Only when a transfer is chosen.
const CashReceiptFields = lazy(async () => ({
  default: (await import('./cash-receipt-fields.js')).CashReceiptFields,
}));

/**
 * Props of {@link PaymentMethods}: the form's state values and setters (stable between renders,
 * as a part loaded after hydration needs).
 */
export interface PaymentMethodsProps {
  method: PaymentMethod;
  onMethod: Dispatch<SetStateAction<PaymentMethod>>;
  /** The depositor's name, asked for a bank transfer. */
  depositor: string;
  onDepositor: Dispatch<SetStateAction<string>>;
  /** The 현금영수증 request, asked for a bank transfer or a virtual account. */
  receipt: CashReceipt;
  onReceipt: Dispatch<SetStateAction<CashReceipt>>;
}

/**
 * The order form's payment methods (card, bank transfer, virtual account), for a bank
 * transfer the depositor's name, and for a transfer (bank or virtual account) the 현금영수증
 * request. The order form loads it after hydration; the receipt fields load when a transfer
 * is chosen.
 */
export function PaymentMethods({
  method,
  onMethod,
  depositor,
  onDepositor,
  receipt,
  onReceipt,
}: PaymentMethodsProps) {
  const { t } = useT();
  return (
    <section className="atelier-checkout__section" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title">{t(CHECKOUT_LABELS.paymentTitle)}</h2>
      <div id="payment_method" tabIndex={-1}>
        <RadioGroup<PaymentMethod>
          aria-label={t(CHECKOUT_LABELS.paymentTitle)}
          name="payment_method"
          className="atelier-checkout__methods"
          value={method}
          onChange={onMethod}
          options={[
            { value: 'card', label: t(CHECKOUT_LABELS.payCard) },
            { value: 'bank_transfer', label: t(CHECKOUT_LABELS.payBank) },
            { value: 'virtual_account', label: t(CHECKOUT_LABELS.payVirtual) },
          ]}
        />
        <FieldError name="payment_method" />
      </div>
      {method === 'bank_transfer' && (
        <div className="atelier-checkout__fields">
          <TextField
            name="depositor_name"
            label={t(CHECKOUT_LABELS.depositorName)}
            hint={t(CHECKOUT_LABELS.bankHint)}
            required
            value={depositor}
            onChange={(e) => onDepositor(e.currentTarget.value)}
          />
        </div>
      )}
      {method !== 'card' && (
        <Suspense fallback={null}>
          <CashReceiptFields receipt={receipt} onReceipt={onReceipt} />
        </Suspense>
      )}
    </section>
  );
}
