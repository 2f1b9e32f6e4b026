import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { cx } from '../internal/cx.js';
import { fillTemplate } from '../internal/fill-template.js';
import { useAlert } from '../forms/use-alert.js';
import { FileTile, NewFileTile } from './file-tile.js';
import { toPreviewableImageType } from './image-types.js';
import type { ImagePreviewLabels } from './image-preview-modal.js';
import { prepareUploadFile } from './prepare-upload-file.js';
import type { CompressionOptions } from './prepare-upload-file.js';
import { VISUALLY_HIDDEN } from './visually-hidden.js';

/**
 * An already uploaded file shown next to the new ones (e.g. the photos of a review being
 * edited). `type` is its MIME type; without it the extension of `name` decides.
 *
 * @example
 * const photo: ExistingFile = { id: 7, url: '/uploads/7.jpg', name: 'candle.jpg', type: 'image/jpeg' };
 */
export interface ExistingFile {
  id: string | number;
  url: string;
  name: string;
  type?: string;
}

/**
 * Texts of the file input; `{max}` is replaced by the limit.
 *
 * @example
 * const en: FileInputLabels = { choose: 'Choose files', hint: 'Or drop them here (up to {max})',
 *   limitExceeded: 'Only up to {max} files can be uploaded.', remove: 'Remove',
 *   processing: 'Preparing images…' };
 */
export interface FileInputLabels {
  /** The visible label of the picker button. */
  choose: string;
  /** Help text under the button. */
  hint: string;
  /** Alert shown when a pick or drop would exceed `max` (spec §5). */
  limitExceeded: string;
  /** Accessible name of each tile's remove button; the file name is its description. */
  remove: string;
  /** Status while big images are being compressed. */
  processing: string;
}

/**
 * Korean defaults of `FileInputLabels`.
 *
 * @example
 * FILE_INPUT_LABELS_KO.limitExceeded; // '최대 {max}개의 파일만 업로드할 수 있습니다.'
 */
export const FILE_INPUT_LABELS_KO: Readonly<FileInputLabels> = Object.freeze({
  choose: '파일 선택',
  hint: '파일을 이곳에 끌어다 놓을 수도 있습니다. (최대 {max}개)',
  limitExceeded: '최대 {max}개의 파일만 업로드할 수 있습니다.',
  remove: '삭제',
  processing: '이미지를 준비하는 중입니다…',
});

/**
 * The English of {@link FILE_INPUT_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * FILE_INPUT_LABELS_EN.choose; // 'Choose files'
 */
export const FILE_INPUT_LABELS_EN: Readonly<FileInputLabels> = Object.freeze({
  choose: 'Choose files',
  hint: 'You can also drop files here (up to {max}).',
  limitExceeded: 'Only up to {max} files can be uploaded.',
  remove: 'Delete',
  processing: 'Preparing the image…',
});

/**
 * Props of `FileInput`.
 *
 * @example
 * const props: FileInputProps = { id: 'files', max: 5, files, onChange: setFiles };
 */
export interface FileInputProps {
  /** Id of the native input (use the field name so 422 errors find it). */
  id?: string;
  /** Most files in total: existing previews plus new files (spec §9 default 1). */
  max?: number;
  /** `accept` of the native picker, e.g. `image/*`. */
  accept?: string;
  disabled?: boolean;
  /** Already uploaded files, shown first. */
  value?: readonly ExistingFile[];
  /** Called with the remaining existing files when one is removed; no remove button without it. */
  onValueChange?: (value: ExistingFile[]) => void;
  /** New files (controlled). Leave out to let the input keep them itself. */
  files?: readonly File[];
  /** Called with the full list of new files after a pick, drop or removal. */
  onChange?: (files: File[]) => void;
  /** Called instead of the dialog when the limit would be exceeded. */
  onLimitExceeded?: (message: string, max: number) => void;
  /** How 4 MB+ images are compressed. */
  compression?: CompressionOptions;
  labels?: Partial<FileInputLabels>;
  previewLabels?: Partial<ImagePreviewLabels>;
  className?: string;
}

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp)$/i;
const isImageEntry = (file: ExistingFile): boolean =>
  file.type ? toPreviewableImageType(file.type) !== null : IMAGE_EXTENSION.test(file.name);

let nextKey = 1;
const fileKeys = new WeakMap<File, number>();
const keyOf = (file: File): number => {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextKey++;
    fileKeys.set(file, key);
  }
  return key;
};

/**
 * File picker with drag-and-drop and previews (spec §5, §9).
 *
 * - At most `max` files (default 1) in total: existing previews (`value`) + new files
 *   (`files`) + the incoming ones. A pick or drop that would exceed it shows the alert
 *   '최대 {max}개의 파일만 업로드할 수 있습니다.' (through the `DialogProvider`, or
 *   `onLimitExceeded`) and adds nothing.
 * - jpeg, png, gif, bmp and webp files whose first bytes match get an image preview (an
 *   object URL, revoked when removed or unmounted) that opens `ImagePreviewModal`; other
 *   files show a file icon and their name.
 * - Images of 4 MB or more are compressed to JPEG at quality 0.7 before `onChange`.
 * - While files are dragged over it the zone has the class `atelier-file-input--dragover`
 *   and `data-dragover="true"`.
 * - The native input is visually hidden but keeps keyboard focus; its label is the button.
 *
 * @example
 * const [files, setFiles] = useState<File[]>([]);
 * <FileInput id="files" max={5} accept="image/*" value={review.photos} files={files} onChange={setFiles} />
 */
export function FileInput({
  id,
  max = 1,
  accept,
  disabled = false,
  value = [],
  onValueChange,
  files: filesProp,
  onChange,
  onLimitExceeded,
  compression,
  labels,
  previewLabels,
  className,
}: FileInputProps) {
  const text = { ...FILE_INPUT_LABELS_KO, ...labels };
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const alert = useAlert();
  const [ownFiles, setOwnFiles] = useState<readonly File[]>([]);
  const files = filesProp ?? ownFiles;
  const [dragOver, setDragOver] = useState(false);
  const [busy, setBusy] = useState(false);

  // Async compression finishes after renders: these refs hold what the next change builds on.
  const filesRef = useRef(files);
  const pendingRef = useRef(0);
  const mountedRef = useRef(false);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const commit = useCallback(
    (next: File[]) => {
      filesRef.current = next;
      if (filesProp === undefined) setOwnFiles(next);
      onChange?.(next);
    },
    [filesProp, onChange],
  );

  const add = async (incoming: File[]): Promise<void> => {
    if (disabled || incoming.length === 0) return;
    const total = value.length + filesRef.current.length + pendingRef.current + incoming.length;
    if (total > max) {
      const message = fillTemplate(text.limitExceeded, { max });
      if (onLimitExceeded) onLimitExceeded(message, max);
      else void alert(message);
      return;
    }
    pendingRef.current += incoming.length;
    setBusy(true);
    try {
      const prepared = await Promise.all(
        incoming.map((file) => prepareUploadFile(file, compression)),
      );
      if (mountedRef.current) commit([...filesRef.current, ...prepared]);
    } finally {
      pendingRef.current -= incoming.length;
      if (mountedRef.current && pendingRef.current === 0) setBusy(false);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again fires another change.
    event.currentTarget.value = '';
    void add(picked);
  };

  const acceptsDrag = (event: DragEvent<HTMLDivElement>): boolean =>
    !disabled && Array.from(event.dataTransfer?.types ?? []).includes('Files');

  // dragenter/dragleave also fire for every child crossed, and Safari leaves relatedTarget
  // null, so a depth count is what tells "still over the zone" from "left it".
  const dragDepth = useRef(0);
  const onDragEnter = (event: DragEvent<HTMLDivElement>): void => {
    if (!acceptsDrag(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragOver(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>): void => {
    if (!acceptsDrag(event)) return;
    // Without preventDefault here the browser refuses the drop.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };
  const onDragLeave = (): void => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragOver(false);
    if (disabled) return;
    void add(Array.from(event.dataTransfer?.files ?? []));
  };

  const removeFile = (file: File): void => commit(filesRef.current.filter((f) => f !== file));
  const removeExisting = (entry: ExistingFile): void =>
    onValueChange?.(value.filter((v) => v !== entry));

  const classes = cx(
    'atelier-file-input',
    dragOver && 'atelier-file-input--dragover',
    disabled && 'atelier-file-input--disabled',
    className,
  );

  return (
    <div
      className={classes}
      data-dragover={dragOver ? 'true' : undefined}
      aria-busy={busy || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        type="file"
        className="atelier-file-input__input"
        style={VISUALLY_HIDDEN}
        multiple={max > 1}
        accept={accept}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={onPick}
      />
      <label htmlFor={inputId} className="atelier-file-input__button">
        {text.choose}
      </label>
      <p id={hintId} className="atelier-file-input__hint">
        {fillTemplate(text.hint, { max })}
      </p>
      {value.length + files.length > 0 && (
        <ul className="atelier-file-input__list">
          {value.map((entry) => (
            <FileTile
              key={`existing-${entry.id}`}
              name={entry.name}
              imageUrl={isImageEntry(entry) ? entry.url : null}
              removeLabel={text.remove}
              onRemove={onValueChange && !disabled ? () => removeExisting(entry) : undefined}
              previewLabels={previewLabels}
            />
          ))}
          {files.map((file) => (
            <NewFileTile
              key={`new-${keyOf(file)}`}
              file={file}
              removeLabel={text.remove}
              onRemove={disabled ? undefined : () => removeFile(file)}
              previewLabels={previewLabels}
            />
          ))}
        </ul>
      )}
      {/* Always rendered: a live region only announces changes once it is in the page. */}
      <p role="status" className="atelier-file-input__status">
        {busy ? text.processing : ''}
      </p>
    </div>
  );
}
