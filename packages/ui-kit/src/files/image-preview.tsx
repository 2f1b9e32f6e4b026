import { useState } from 'react';
import { cx } from '../internal/cx.js';
import { ImagePreviewModal } from './image-preview-modal.js';
import type { ImagePreviewLabels } from './image-preview-modal.js';

/**
 * Props of `ImagePreview`.
 *
 * @example
 * const props: ImagePreviewProps = { src: '/t/1.jpg', fullSrc: '/p/1.jpg', alt: '캔들' };
 */
export interface ImagePreviewProps {
  /** The thumbnail image. */
  src: string;
  /** The large image shown in the modal; defaults to `src`. */
  fullSrc?: string;
  /** Alt text of both images; also the thumbnail button's name. */
  alt: string;
  /** Thumbnail edge length (CSS length); defaults to 6rem, the file input's tile size. */
  size?: string;
  labels?: Partial<ImagePreviewLabels>;
  className?: string;
}

/**
 * A thumbnail button that opens the image large in an `ImagePreviewModal`; focus returns
 * to it when the modal has faded out.
 *
 * @example
 * <ImagePreview src={review.thumb} fullSrc={review.image} alt="리뷰 사진 1" />
 */
export function ImagePreview({
  src,
  fullSrc,
  alt,
  size = '6rem',
  labels,
  className,
}: ImagePreviewProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cx('atelier-image-preview', className)}
        aria-haspopup="dialog"
        style={{ width: size, height: size }}
        onClick={() => setOpen(true)}
      >
        <img className="atelier-image-preview__image" src={src} alt={alt} />
      </button>
      <ImagePreviewModal
        open={open}
        src={fullSrc ?? src}
        alt={alt}
        labels={labels}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
