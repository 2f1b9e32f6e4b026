import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../dialogs/use-focus-trap.js';
import { cx } from '../internal/cx.js';

/**
 * How long, in milliseconds, the image preview fades out before it closes (spec §9: 500).
 *
 * @example
 * vi.advanceTimersByTime(IMAGE_PREVIEW_FADE_MS); // the modal is gone
 */
export const IMAGE_PREVIEW_FADE_MS = 500;

/**
 * Texts of the image preview; the defaults are Korean.
 *
 * @example
 * const en: ImagePreviewLabels = { title: 'Image preview', close: 'Close' };
 */
export interface ImagePreviewLabels {
  /** Accessible name of the dialog when the image has no alt text. */
  title: string;
  /** The close button. */
  close: string;
}

/**
 * Korean defaults of `ImagePreviewLabels`.
 *
 * @example
 * IMAGE_PREVIEW_LABELS_KO.close; // '닫기'
 */
export const IMAGE_PREVIEW_LABELS_KO: Readonly<ImagePreviewLabels> = Object.freeze({
  title: '이미지 미리보기',
  close: '닫기',
});

/**
 * The English of {@link IMAGE_PREVIEW_LABELS_KO}, key by key: the English phrase package is seeded
 * from it, and an English page may pass it as `labels`.
 *
 * @example
 * IMAGE_PREVIEW_LABELS_EN.title; // 'Image preview'
 */
export const IMAGE_PREVIEW_LABELS_EN: Readonly<ImagePreviewLabels> = Object.freeze({
  title: 'Image preview',
  close: 'Close',
});

/**
 * Props of `ImagePreviewModal`.
 *
 * @example
 * const props: ImagePreviewModalProps = { open: true, src: '/p/1.jpg', alt: '캔들', onClose };
 */
export interface ImagePreviewModalProps {
  /** Shows the modal. The parent sets it back to `false` from `onClose`. */
  open: boolean;
  /** The large image. */
  src: string;
  /** Alt text of the image; also names the dialog. */
  alt: string;
  /** Called once the 500 ms fade-out after an overlay click, the close button or Escape ends. */
  onClose: () => void;
  labels?: Partial<ImagePreviewLabels>;
  className?: string;
}

// The 500 ms fade is a spec value, so it lives here rather than in the stylesheet.
const fadeStyle = (closing: boolean): CSSProperties => ({
  opacity: closing ? 0 : 1,
  transition: `opacity ${IMAGE_PREVIEW_FADE_MS}ms ease`,
});

/**
 * A large view of one image in a modal dialog. Clicking the dark overlay, the close button
 * or pressing Escape fades it out over `IMAGE_PREVIEW_FADE_MS` (500 ms), then calls
 * `onClose`. Focus moves to the close button on open, stays inside while open, and returns
 * to the element that had it (the thumbnail) after closing. Renders into `document.body`.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <ImagePreviewModal open={open} src={url} alt="라벤더 캔들" onClose={() => setOpen(false)} />
 */
export function ImagePreviewModal({
  open,
  src,
  alt,
  onClose,
  labels,
  className,
}: ImagePreviewModalProps) {
  const text = { ...IMAGE_PREVIEW_LABELS_KO, ...labels };
  const [closing, setClosing] = useState(false);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const requestClose = useCallback(() => {
    if (timerRef.current !== undefined) return;
    setClosing(true);
    timerRef.current = setTimeout(() => {
      timerRef.current = undefined;
      setClosing(false);
      onCloseRef.current();
    }, IMAGE_PREVIEW_FADE_MS);
  }, []);

  // Captured before the focus trap (a passive effect) moves focus into the dialog.
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return undefined;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The trap sees Escape only inside the dialog; after a click on the overlay focus is on <body>.
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (timerRef.current !== undefined) clearTimeout(timerRef.current);
      timerRef.current = undefined;
      setClosing(false);
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, requestClose]);
  useFocusTrap(dialogRef, { active: open, initialFocus: closeButtonRef, onEscape: requestClose });

  if (!open || typeof document === 'undefined') return null;

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target === event.currentTarget) requestClose();
  };

  return createPortal(
    // The overlay click is a pointer shortcut; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={cx('atelier-image-preview-modal', className)}
      data-state={closing ? 'closing' : 'open'}
      style={fadeStyle(closing)}
      onClick={onOverlayClick}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={alt || text.title}
        ref={dialogRef}
        className="atelier-image-preview-modal__panel"
      >
        <img className="atelier-image-preview-modal__image" src={src} alt={alt} />
        <button
          ref={closeButtonRef}
          type="button"
          className="atelier-image-preview-modal__close"
          onClick={requestClose}
        >
          {text.close}
        </button>
      </div>
    </div>,
    document.body,
  );
}
