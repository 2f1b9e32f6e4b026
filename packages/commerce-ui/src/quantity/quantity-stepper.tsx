import { fillPlaceholders } from '@atelier/translation-ai';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { cx } from '../internal/cx.js';

/**
 * Texts of {@link QuantityStepper}; `{max}` is replaced.
 *
 * @example
 * const en: QuantityStepperLabels = { quantity: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity', maxNote: 'Up to {max}' };
 */
export interface QuantityStepperLabels {
  /** Accessible name of the number field. */
  quantity: string;
  decrease: string;
  increase: string;
  /** Said when the stock caps the quantity. */
  maxNote: string;
}

/**
 * The Korean default {@link QuantityStepper} texts.
 *
 * @example
 * QUANTITY_STEPPER_LABELS_KO.increase; // '수량 늘리기'
 */
export const QUANTITY_STEPPER_LABELS_KO: Readonly<QuantityStepperLabels> = Object.freeze({
  quantity: '수량',
  decrease: '수량 줄이기',
  increase: '수량 늘리기',
  maxNote: '최대 {max}개까지 구매할 수 있습니다.',
});

/**
 * The English of {@link QUANTITY_STEPPER_LABELS_KO}, key by key (seeds the English phrase
 * package).
 *
 * @example
 * QUANTITY_STEPPER_LABELS_EN.quantity; // 'Quantity'
 */
export const QUANTITY_STEPPER_LABELS_EN: Readonly<QuantityStepperLabels> = Object.freeze({
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  maxNote: 'You can buy up to {max}.',
});

/**
 * Props of {@link QuantityStepper}.
 *
 * @example
 * const props: QuantityStepperProps = { value: qty, onChange: setQty, max: variant.stock };
 */
export interface QuantityStepperProps {
  value: number;
  /** Called with the new quantity, always within `min`..`max`. */
  onChange: (value: number) => void;
  /** Default 1. */
  min?: number;
  /** The stock (or a per-order limit); no upper limit when left out. */
  max?: number;
  disabled?: boolean;
  /** Form field name of the number input. */
  name?: string;
  /** Translated texts; Korean for anything left out. */
  labels?: Partial<QuantityStepperLabels>;
  className?: string;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

/**
 * The quantity of a product page or cart line: − and + buttons around a number field, from
 * `min` (1) to `max` (the stock). Typing is kept to digits; a number over the stock becomes the
 * stock at once, one under `min` becomes `min` on leaving the field or Enter. The field is a
 * spinbutton: ArrowUp/ArrowDown step, PageUp/PageDown step by 10, Home/End jump to the limits.
 * With `max` below `min` (nothing in stock) everything is disabled. A `value` outside the range
 * shows clamped without a call to `onChange`: reset the quantity when the variant changes.
 *
 * @example
 * <QuantityStepper value={qty} onChange={setQty} max={variant.stock} />
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  disabled = false,
  name,
  labels,
  className,
}: QuantityStepperProps) {
  const text = { ...QUANTITY_STEPPER_LABELS_KO, ...labels };
  const noteId = useId();
  const off = disabled || max < min;
  const current = off ? Math.max(0, Math.min(value, max)) : clamp(value, min, max);
  // What the field shows while the shopper types (it may be empty or under min for a moment).
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number): void => {
    setDraft(null);
    const clamped = clamp(next, min, max);
    if (clamped !== value) onChange(clamped);
  };

  const onType = (raw: string): void => {
    const digits = raw.replace(/\D/g, '').slice(0, 9);
    if (digits === '') {
      setDraft('');
      return;
    }
    const n = Number(digits);
    if (n > max) commit(max);
    else if (n >= min) {
      setDraft(null);
      if (n !== value) onChange(n);
    } else setDraft(digits);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const steps: Record<string, number> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      PageUp: current + 10,
      PageDown: current - 10,
      Home: min,
      End: max,
    };
    if (event.key === 'Enter') {
      if (draft !== null) commit(draft === '' ? current : Number(draft));
      return;
    }
    const target = steps[event.key];
    if (target === undefined || (event.key === 'End' && max === Number.MAX_SAFE_INTEGER)) return;
    event.preventDefault();
    commit(target);
  };

  const capped = max !== Number.MAX_SAFE_INTEGER && current >= max && !off;

  return (
    <div
      className={cx(
        'atelier-quantity-stepper',
        off && 'atelier-quantity-stepper--disabled',
        className,
      )}
    >
      <div className="atelier-quantity-stepper__controls">
        <button
          type="button"
          className="atelier-quantity-stepper__button atelier-focusable"
          aria-label={text.decrease}
          disabled={off || current <= min}
          onClick={() => commit(current - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="text"
          inputMode="numeric"
          role="spinbutton"
          className="atelier-quantity-stepper__input atelier-focusable"
          aria-label={text.quantity}
          aria-valuenow={current}
          aria-valuemin={min}
          aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : Math.max(min, max)}
          aria-describedby={capped ? noteId : undefined}
          name={name}
          value={draft ?? String(current)}
          disabled={off}
          autoComplete="off"
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            if (draft !== null) commit(draft === '' ? current : Number(draft));
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="atelier-quantity-stepper__button atelier-focusable"
          aria-label={text.increase}
          disabled={off || current >= max}
          onClick={() => commit(current + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Always present, so the note is announced when it appears. */}
      <p id={noteId} className="atelier-quantity-stepper__note" role="status">
        {capped ? fillPlaceholders(text.maxNote, { max }) : null}
      </p>
    </div>
  );
}
