import { useT } from '@atelier/translation-ai';
import { FieldError, Select, TextArea } from '@atelier/ui-kit';
import { useState } from 'react';

import { DELIVERY_MEMO_PRESETS } from '../../domain/orders/delivery-memo-presets.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
const MEMO_CUSTOM = 'custom';
const MEMO_MAX = 100;

/**
 * The order form's delivery memo: a preset (shown in the shopper's language, sent as its Korean
 * phrase so every page can show it in its reader's language) or typed text (`memo`, at most 100
 * characters, sent as typed). The order form loads it after hydration.
 */
export function DeliveryMemo({
  onMemo,
}: {
  /** The memo to send, on every change ('' for none). A state setter: stable between renders. */
  onMemo: (memo: string) => void;
}) {
  const { t } = useT();
  const [choice, setChoice] = useState<string | null>(null);
  const [text, setText] = useState('');

  return (
    <div className="atelier-checkout__memo">
      <Select<string>
        label={t(CHECKOUT_LABELS.memo)}
        placeholder={t(CHECKOUT_LABELS.memoChoose)}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          onMemo(value === MEMO_CUSTOM ? text : value);
        }}
        options={[
          ...DELIVERY_MEMO_PRESETS.map((preset) => ({ value: preset as string, label: t(preset) })),
          { value: MEMO_CUSTOM, label: t(CHECKOUT_LABELS.memoCustom) },
        ]}
      />
      {choice === MEMO_CUSTOM && (
        <TextArea
          id="memo"
          name="memo"
          label={t(CHECKOUT_LABELS.memoCustomLabel)}
          maxLength={MEMO_MAX}
          showCounter
          value={text}
          onValueChange={(value) => {
            setText(value);
            onMemo(value);
          }}
        />
      )}
      <FieldError name="memo" />
    </div>
  );
}
