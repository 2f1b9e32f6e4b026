import { useT } from '@atelier/translation-ai';
import { IMAGE_PREVIEW_LABELS_KO, ImagePreviewModal } from '@atelier/ui-kit';

import { translateLabels } from '../../shared/i18n/translate-labels.js';

/**
 * Props of {@link ProductPhotoPreview}.
 *
 * @example
 * const props: ProductPhotoPreviewProps = { open, src: image.zoom.jpeg.url, alt, onClose };
 */
export interface ProductPhotoPreviewProps {
  open: boolean;
  src: string;
  alt: string;
  onClose(): void;
}

/**
 * The gallery's enlarged photo: ui-kit's image preview modal in the visitor's language.
 *
 * @example
 * <ProductPhotoPreview open={open} src={image.zoom.jpeg.url} alt={alt} onClose={close} />
 */
export function ProductPhotoPreview({ open, src, alt, onClose }: ProductPhotoPreviewProps) {
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
