import { useContext } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { valuesEqual } from '../internal/values-equal.js';
import { ToastContext } from '../toasts/toast-context.js';
import { radioFieldValue } from './radio-group.js';
import type { RadioOption, RadioValue } from './radio-group.js';

/**
 * The Korean error toast shown when a choice would exceed `maxSelection`; `{count}` is the
 * limit (spec §5: "the selectable options are {count}").
 *
 * @example
 * MULTI_SELECT_LIMIT_MESSAGE_KO; // '선택 가능한 옵션은 {count}개 입니다.'
 */
export const MULTI_SELECT_LIMIT_MESSAGE_KO = '선택 가능한 옵션은 {count}개 입니다.';

/**
 * The English of {@link MULTI_SELECT_LIMIT_MESSAGE_KO} (the seeded English phrase).
 *
 * @example
 * MULTI_SELECT_LIMIT_MESSAGE_EN; // 'You can select up to {count} options.'
 */
export const MULTI_SELECT_LIMIT_MESSAGE_EN = 'You can select up to {count} options.';

/**
 * Props of `CheckboxGroup` (controlled).
 *
 * @example
 * const props: CheckboxGroupProps<string> = { label: '향', value: scents, onChange: setScents,
 *   maxSelection: 2, options: [{ value: 'rose', label: '로즈' }] };
 */
export interface CheckboxGroupProps<V extends RadioValue = RadioValue> {
  options: readonly RadioOption<V>[];
  /** The chosen values, in the order they were chosen. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** How many options may be chosen; 0 (default) means no limit. */
  maxSelection?: number;
  /** Error toast text when the limit is hit; `{count}` is replaced. */
  limitMessage?: string;
  /** Called with `maxSelection` when a choice is refused (after the toast). */
  onLimitExceeded?: (maxSelection: number) => void;
  /** Visible group label (a legend). Without it pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /** Form field name: adds one hidden input per chosen value. */
  name?: string;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * A group of checkboxes drawn like `RadioGroup`'s round options (the spec's "multi-select
 * radio group"): several can be chosen, and assistive technology announces a multi-choice.
 * Choosing a chosen option again removes it. With `maxSelection`, a choice beyond the limit is refused with an error toast
 * '선택 가능한 옵션은 {count}개 입니다.' (needs a `ToastProvider`).
 *
 * @example
 * <CheckboxGroup label="향 선택" maxSelection={2} value={scents} onChange={setScents}
 *   options={[{ value: 'rose', label: '로즈' }, { value: 'musk', label: '머스크' }]} />
 */
export function CheckboxGroup<V extends RadioValue = RadioValue>({
  options,
  value,
  onChange,
  maxSelection = 0,
  limitMessage = MULTI_SELECT_LIMIT_MESSAGE_KO,
  onLimitExceeded,
  label,
  'aria-label': ariaLabel,
  name,
  disabled = false,
  orientation = 'horizontal',
  className,
}: CheckboxGroupProps<V>) {
  const toasts = useContext(ToastContext);
  const isChosen = (option: V): boolean => value.some((v) => valuesEqual(v, option));

  const toggle = (option: V): void => {
    if (isChosen(option)) {
      onChange(value.filter((v) => !valuesEqual(v, option)));
      return;
    }
    if (maxSelection > 0 && value.length >= maxSelection) {
      toasts?.error(fillTemplate(limitMessage, { count: maxSelection }));
      onLimitExceeded?.(maxSelection);
      return;
    }
    onChange([...value, option]);
  };

  return (
    <fieldset
      className={cx(
        'atelier-choice-group',
        'atelier-choice-group--multi',
        `atelier-choice-group--${orientation}`,
        className,
      )}
      aria-label={label ? undefined : ariaLabel}
      disabled={disabled}
    >
      {label ? <legend className="atelier-field-label">{label}</legend> : null}
      {options.map((option, index) => {
        const checked = isChosen(option.value);
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
              type="checkbox"
              className="atelier-choice__input"
              value={String(index)}
              checked={checked}
              disabled={option.disabled}
              onChange={() => toggle(option.value)}
            />
            <span className="atelier-choice__label">{option.label}</span>
          </label>
        );
      })}
      {name
        ? value.map((v, i) => (
            <input key={i} type="hidden" name={name} value={radioFieldValue(v)} />
          ))
        : null}
    </fieldset>
  );
}
