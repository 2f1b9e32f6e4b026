import { translateLabels } from '@atelier/app-frame';

import { useT } from '@atelier/translation-ai';
import {
  type ExistingFile,
  FieldError,
  FILE_INPUT_LABELS_KO,
  FileInput,
  IMAGE_PREVIEW_LABELS_KO,
} from '@atelier/ui-kit';
import type { ReactNode } from 'react';

import '@atelier/app-frame/forms.css';

/** The image types the API's content check accepts and ui-kit previews (spec §5). */
const PHOTO_TYPES = 'image/jpeg,image/png,image/gif,image/bmp,image/webp';

/**
 * Props of {@link PhotoField}.
 */
export interface PhotoFieldProps {
  /** Id of the file input; its 422 errors (`files`) show under it. */
  id: string;
  /** The field's visible name, already translated (it names the group). */
  label: ReactNode;
  /** Most photos in total, kept ones included. */
  max: number;
  /** New photos (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Photos already uploaded (editing), shown first. */
  kept?: readonly ExistingFile[];
  /** Called with the kept photos left after one is removed. */
  onKeptChange?: (kept: ExistingFile[]) => void;
  className?: string;
}

/**
 * The photo attachments of a shop form (reviews, return and exchange requests): ui-kit's file
 * input with previews, the limit alert and compression of 4 MB+ images, its texts in the
 * page's language, and the error slot under it. Photos go out as `files[]` with the form.
 */
export function PhotoField({
  id,
  label,
  max,
  files,
  onChange,
  kept = [],
  onKeptChange,
  className,
}: PhotoFieldProps) {
  const { t } = useT();
  return (
    <div
      className={['atelier-photo-field', className].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <p className="atelier-photo-field__label" id={`${id}-label`}>
        {label}
      </p>
      <FileInput
        id={id}
        max={max}
        accept={PHOTO_TYPES}
        value={kept}
        onValueChange={onKeptChange}
        files={files}
        onChange={onChange}
        labels={translateLabels(FILE_INPUT_LABELS_KO, t)}
        previewLabels={translateLabels(IMAGE_PREVIEW_LABELS_KO, t)}
      />
      <FieldError name={id} />
    </div>
  );
}
