import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode, TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { useControllable } from '../internal/use-controllable.js';

/**
 * Minimum height of a `TextArea` (spec §9), applied inline so it holds without the stylesheet.
 *
 * @example
 * TEXT_AREA_MIN_HEIGHT; // '10rem'
 */
export const TEXT_AREA_MIN_HEIGHT = '10rem';

/**
 * The Korean note shown when input was cut at `maxLength`; `{max}` is the limit.
 * (Spec §5: "must be written under N characters".)
 *
 * @example
 * TEXT_AREA_MAX_LENGTH_NOTE_KO; // '{max}자 이내로 작성해야 합니다.'
 */
export const TEXT_AREA_MAX_LENGTH_NOTE_KO = '{max}자 이내로 작성해야 합니다.';

/**
 * The English of {@link TEXT_AREA_MAX_LENGTH_NOTE_KO} (the seeded English phrase).
 *
 * @example
 * TEXT_AREA_MAX_LENGTH_NOTE_EN; // 'Must be written within {max} characters.'
 */
export const TEXT_AREA_MAX_LENGTH_NOTE_EN = 'Must be written within {max} characters.';

/**
 * Props of `TextArea`: the native textarea props plus the ones below. `maxLength` is not
 * passed to the element, so longer input (a paste) is cut and explained instead of refused.
 *
 * @example
 * const props: TextAreaProps = { label: '문의 내용', maxLength: 500, showCounter: true };
 */
export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue'
> {
  /** Visible label. Without it pass `aria-label` or `aria-labelledby`. */
  label?: ReactNode;
  /** Controlled text. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the (possibly truncated) text on every change. */
  onValueChange?: (value: string) => void;
  /** Maximum length in characters (code points); longer input is truncated. */
  maxLength?: number;
  /** Show the `n/N` counter (just `n` without `maxLength`). */
  showCounter?: boolean;
  /** Note shown after truncation; `{max}` is replaced. Default `TEXT_AREA_MAX_LENGTH_NOTE_KO`. */
  maxLengthNote?: string;
}

const length = (text: string): number => Array.from(text).length;

/**
 * A multi-line text field at least 10rem high, with an optional character limit that
 * truncates input and says so ('{max}자 이내로 작성해야 합니다.') and an optional `n/N` counter.
 *
 * @example
 * <TextArea label="문의 내용" maxLength={500} showCounter value={text} onValueChange={setText} />
 */
export function TextArea({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  maxLength,
  showCounter = false,
  maxLengthNote = TEXT_AREA_MAX_LENGTH_NOTE_KO,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const noteId = `${inputId}-note`;
  const counterId = `${inputId}-counter`;
  const [text, setText] = useControllable(value, defaultValue, onValueChange);
  const [truncated, setTruncated] = useState(false);
  const limited = typeof maxLength === 'number' && maxLength >= 0;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>): void => {
    let next = event.target.value;
    const over = limited && length(next) > maxLength;
    if (over) {
      next = Array.from(next).slice(0, maxLength).join('');
      event.target.value = next;
    }
    setTruncated(over);
    setText(next);
    onChange?.(event);
  };

  return (
    <div className={cx('atelier-text-area', className)}>
      {label ? (
        <label className="atelier-field-label" htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      <textarea
        {...rest}
        id={inputId}
        className="atelier-text-area__input atelier-focusable"
        style={{ minHeight: TEXT_AREA_MIN_HEIGHT, ...style }}
        value={text}
        onChange={handleChange}
        aria-describedby={cx(describedBy, limited && noteId, showCounter && counterId) || undefined}
      />
      <div className="atelier-text-area__footer">
        <p id={noteId} className="atelier-text-area__note" aria-live="polite">
          {limited && truncated ? fillTemplate(maxLengthNote, { max: maxLength }) : null}
        </p>
        {showCounter ? (
          <span id={counterId} className="atelier-text-area__counter">
            {limited ? `${length(text)}/${maxLength}` : length(text)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
