import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { valuesEqual } from '../internal/values-equal.js';

/**
 * A value an option of `RadioGroup` or `CheckboxGroup` can hold (spec §3): string,
 * number, boolean or an array of those, compared element by element.
 *
 * @example
 * const values: RadioValue[] = ['kr', 12, true, [1, 2]];
 */
export type RadioValue = string | number | boolean | readonly (string | number | boolean)[];

/**
 * One choice of a radio group.
 *
 * @example
 * const option: RadioOption<boolean> = { value: true, label: '동의함' };
 */
export interface RadioOption<V extends RadioValue = RadioValue> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * Props of `RadioGroup` (controlled).
 *
 * @example
 * const props: RadioGroupProps<boolean> = { label: '수신 동의', value: agree, onChange: setAgree,
 *   options: [{ value: true, label: '동의' }, { value: false, label: '동의 안 함' }] };
 */
export interface RadioGroupProps<V extends RadioValue = RadioValue> {
  options: readonly RadioOption<V>[];
  /** The chosen value, `null` for none. */
  value: V | null;
  onChange: (value: V) => void;
  /** Visible group label (a legend). Without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Form field name: adds a hidden input carrying the value (arrays comma-joined). */
  name?: string;
  disabled?: boolean;
  /** Lay the options out in a row (default) or a column. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * A radio value as a form field string: arrays comma-joined, `null` empty.
 *
 * @example
 * radioFieldValue([1, 2]); // '1,2'
 * radioFieldValue(true);   // 'true'
 */
export function radioFieldValue(value: RadioValue | null): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * A controlled single-choice group of native radio buttons whose values may be strings,
 * numbers, booleans or arrays. Arrow keys move and choose, as with any radio group.
 *
 * @example
 * <RadioGroup label="결제 수단" value={method} onChange={setMethod}
 *   options={[{ value: 'card', label: '카드' }, { value: 'bank', label: '무통장입금' }]} />
 */
export function RadioGroup<V extends RadioValue = RadioValue>({
  options,
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  name,
  disabled = false,
  orientation = 'horizontal',
  className,
}: RadioGroupProps<V>) {
  const groupName = useId();
  return (
    <fieldset
      className={cx('atelier-choice-group', `atelier-choice-group--${orientation}`, className)}
      aria-label={label ? undefined : ariaLabel}
      disabled={disabled}
    >
      {label ? <legend className="atelier-field-label">{label}</legend> : null}
      {options.map((option, index) => {
        const checked = value !== null && valuesEqual(option.value, value);
        return (
          <label
            key={index}
            className={cx(
              'atelier-choice',
              checked && 'atelier-choice--checked',
              option.disabled && 'atelier-choice--disabled',
            )}
          >
            <input
              type="radio"
              className="atelier-choice__input"
              name={groupName}
              value={String(index)}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="atelier-choice__label">{option.label}</span>
          </label>
        );
      })}
      {name ? <input type="hidden" name={name} value={radioFieldValue(value)} /> : null}
    </fieldset>
  );
}
