import { useT } from '@atelier/translation-ai';
import { FieldError, Select, TextArea } from '@atelier/ui-kit';
import { useState } from 'react';

import { CHECKOUT_LABELS } from './checkout-labels.js';

const MEMO_PRESETS = [
  CHECKOUT_LABELS.memoDoor,
  CHECKOUT_LABELS.memoGuard,
  CHECKOUT_LABELS.memoCall,
] as const;
const MEMO_CUSTOM = 'custom';
const MEMO_MAX = 100;

/**
 * The order form's delivery memo: a preset (sent in the shopper's language) or typed text
 * (`memo`, at most 100 characters). The order form loads it after hydration.
 *
 * @example
 * <DeliveryMemo onMemo={setMemo} />
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
          onMemo(value === MEMO_CUSTOM ? text : t(value));
        }}
        options={[
          ...MEMO_PRESETS.map((preset) => ({ value: preset as string, label: t(preset) })),
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
