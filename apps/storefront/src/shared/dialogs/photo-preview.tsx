import { translateLabels } from '@atelier/app-frame';

import { useT } from '@atelier/translation-ai';
import { IMAGE_PREVIEW_LABELS_KO, ImagePreviewModal } from '@atelier/ui-kit';

/**
 * Props of {@link PhotoPreview}.
 */
export interface PhotoPreviewProps {
  open: boolean;
  src: string;
  alt: string;
  onClose(): void;
}

/**
 * An enlarged photo (the product gallery's, a return or exchange photo): ui-kit's image preview
 * modal in the visitor's language. Load it on demand: it is no part of a page's first load.
 */
export function PhotoPreview({ open, src, alt, onClose }: PhotoPreviewProps) {
  const { t } = useT();
  return (
    <ImagePreviewModal
      open={open}
      src={src}
      alt={alt}
      labels={translateLabels(IMAGE_PREVIEW_LABELS_KO, t)}
      onClose={onClose}
    />
  );
}
