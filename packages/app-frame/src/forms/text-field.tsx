import { FieldError } from '@atelier/ui-kit';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/**
 * Props of {@link TextField}.
 *
 * @example
 * const props: TextFieldProps = { name: 'mb_id', label: '아이디', autoComplete: 'username' };
 */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  /** Field name sent to the API; also the input id the 422 field errors look for. */
  name: string;
  /** Input id when two forms on a page share a field name. Default `name`. */
  id?: string;
  label: ReactNode;
  /** Shown under the input and linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The input element (a form that reads what was typed before it hydrated). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with its hint and the ui-kit error slot under it; the field's errors
 * clear when its value changes, typed or set by code.
 *
 * @example
 * <TextField name="mb_email" type="email" label={t('이메일')} autoComplete="email" required />
 */
export function TextField({ name, id = name, label, hint, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['atelier-auth-field', className].filter(Boolean).join(' ')}>
      <label className="atelier-auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className="atelier-auth-field__input"
        aria-describedby={hintId}
      />
      {hint ? (
        <p id={hintId} className="atelier-auth-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError name={id} value={input.value} />
    </div>
  );
}
