import { CASH_RECEIPT_LABELS, CASH_RECEIPT_TYPES, type CashReceiptType } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { FieldError, RadioGroup } from '@atelier/ui-kit';
import type { Dispatch, SetStateAction } from 'react';

import { TextField } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { ORDER_FORM_PART_LABELS as LABELS } from './order-form-part-labels.js';
import type { CashReceipt } from './order-form-page.js';

/**
 * Props of {@link CashReceiptFields}: the form's request and its setter.
 */
export interface CashReceiptFieldsProps {
  receipt: CashReceipt;
  onReceipt: Dispatch<SetStateAction<CashReceipt>>;
}

/**
 * A transfer's 현금영수증 request: 신청 안함, 소득공제용 (a mobile number) or 지출증빙용 (a
 * business registration number). The payment methods load it when a transfer is chosen.
 */
export function CashReceiptFields({ receipt, onReceipt }: CashReceiptFieldsProps) {
  const { t } = useT();
  const type = receipt.cash_receipt_type ?? 'none';
  const business = type === 'expense';
  return (
    <fieldset className="atelier-checkout__receipt">
      <legend>{t(LABELS.receiptTitle)}</legend>
      <div id="cash_receipt_type" tabIndex={-1}>
        <RadioGroup<CashReceiptType>
          aria-label={t(LABELS.receiptTitle)}
          name="cash_receipt_type"
          className="atelier-checkout__methods"
          value={type}
          onChange={(next) =>
            onReceipt(
              next === 'none'
                ? {}
                : {
                    cash_receipt_type: next,
                    cash_receipt_number: receipt.cash_receipt_number ?? '',
                  },
            )
          }
          options={CASH_RECEIPT_TYPES.map((value) => ({
            value,
            label: t(CASH_RECEIPT_LABELS[value].kr),
          }))}
        />
        <FieldError name="cash_receipt_type" />
      </div>
      {type !== 'none' && (
        <div className="atelier-checkout__fields">
          <TextField
            name="cash_receipt_number"
            type={business ? 'text' : 'tel'}
            inputMode={business ? 'numeric' : 'tel'}
            autoComplete={business ? 'off' : 'tel'}
            label={t(business ? LABELS.receiptBusiness : LABELS.receiptPhone)}
            hint={t(business ? LABELS.receiptBusinessHint : LABELS.receiptPhoneHint)}
            maxLength={20}
            required
            value={receipt.cash_receipt_number ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onReceipt((now) => ({ ...now, cash_receipt_number: value }));
            }}
          />
        </div>
      )}
      <p className="atelier-checkout__note">{t(LABELS.receiptNote)}</p>
    </fieldset>
  );
}
