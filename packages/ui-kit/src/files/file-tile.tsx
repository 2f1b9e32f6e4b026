import { useEffect, useId, useState } from 'react';
import { FileIcon } from './file-icon.js';
import { isPreviewableImage } from './image-types.js';
import { ImagePreview } from './image-preview.js';
import type { ImagePreviewLabels } from './image-preview-modal.js';
import { VISUALLY_HIDDEN } from './visually-hidden.js';

/** Edge length of a preview tile (spec §9: 6rem). */
export const TILE_SIZE = '6rem';

interface TileProps {
  name: string;
  /** Object or remote URL of a previewable image; `null` shows the file icon. */
  imageUrl: string | null;
  removeLabel: string;
  onRemove?: () => void;
  previewLabels?: Partial<ImagePreviewLabels>;
  pending?: boolean;
}

/** One preview tile: image thumbnail (opens the preview modal) or file icon with name. */
export function FileTile({
  name,
  imageUrl,
  removeLabel,
  onRemove,
  previewLabels,
  pending,
}: TileProps) {
  const nameId = useId();
  const isImage = imageUrl !== null;
  return (
    <li
      className="atelier-file-input__tile"
      data-kind={pending ? 'pending' : isImage ? 'image' : 'file'}
      style={{ width: TILE_SIZE, height: TILE_SIZE }}
    >
      {isImage ? (
        <>
          <ImagePreview src={imageUrl} alt={name} size="100%" labels={previewLabels} />
          <span id={nameId} style={VISUALLY_HIDDEN}>
            {name}
          </span>
        </>
      ) : (
        <div className="atelier-file-input__file">
          <FileIcon />
          <span id={nameId} className="atelier-file-input__name" title={name}>
            {name}
          </span>
        </div>
      )}
      {onRemove && (
        <button
          type="button"
          className="atelier-file-input__remove"
          aria-label={removeLabel}
          aria-describedby={nameId}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );
}

/**
 * Tile of a newly chosen `File`: its preview is an object URL, made only once the file
 * is known to be an image by type and content, and revoked when the tile unmounts
 * (file removed or input gone).
 */
export function NewFileTile({
  file,
  ...rest
}: Omit<TileProps, 'name' | 'imageUrl' | 'pending'> & { file: File }) {
  const [preview, setPreview] = useState<{ file: File; url: string | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    isPreviewableImage(file).then(
      (image) => {
        if (cancelled) return;
        url = image ? URL.createObjectURL(file) : null;
        setPreview({ file, url });
      },
      () => {
        if (!cancelled) setPreview({ file, url: null });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  const current = preview?.file === file ? preview : null;
  return <FileTile name={file.name} imageUrl={current?.url ?? null} pending={!current} {...rest} />;
}
