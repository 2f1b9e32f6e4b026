import { IMAGE_UPLOAD_TYPES } from '@atelier/contracts';
import { FieldError } from '@atelier/ui-kit';
import { useState, type ChangeEvent } from 'react';

import { useActionFailure } from '@atelier/app-frame/forms';

import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';

export interface ImageFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  required?: boolean;
}

/**
 * An image address with an upload beside it: the chosen file goes through the API's media
 * pipeline (checked by content there) and its address fills the field; a preview shows it.
 */
export function ImageField({ name, label, value, onChange, required }: ImageFieldProps) {
  const c = useAreaLabels(CONTENT_LABELS);
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [upload] = contentApi.useUploadContentImageMutation();
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onChange((await act(() => upload(file).unwrap())).data.url);
    } catch (error) {
      await fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="atelier-auth-field console-image-field">
      <label className="atelier-auth-field__label" htmlFor={name}>
        {label}
      </label>
      <div className="console-image-field__row">
        {value ? <img src={value} alt="" className="console-image-field__preview" /> : null}
        <div className="console-image-field__inputs">
          <input
            id={name}
            name={name}
            className="atelier-auth-field__input"
            value={value}
            required={required}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-describedby={`${name}-hint`}
          />
          <label className="console-button console-upload">
            {busy ? c.uploading : c.chooseImage}
            <input
              type="file"
              accept={IMAGE_UPLOAD_TYPES.join(',')}
              className="console-upload__input"
              disabled={busy}
              onChange={(event) => void choose(event)}
              aria-label={`${label}: ${c.chooseImage}`}
            />
          </label>
        </div>
      </div>
      <p id={`${name}-hint`} className="atelier-auth-field__hint">
        {c.imageHint}
      </p>
      <FieldError name={name} value={value} />
    </div>
  );
}
