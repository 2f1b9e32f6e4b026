import type { OrderClaimPhoto } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { lazy, Suspense, useState } from 'react';

import { ORDER_LABELS } from './order-labels.js';

// ui-kit's image preview modal loads on the first click on a photo, outside the first load.
const PhotoPreview = lazy(async () => ({
  default: (await import('../../shared/dialogs/photo-preview.js')).PhotoPreview,
}));

/**
 * Props of {@link OrderClaimPhotos}.
 */
export interface OrderClaimPhotosProps {
  /** The order's own photo URLs (served only to its owner). */
  photos: readonly OrderClaimPhoto[];
}

/**
 * The photos sent with a return or exchange request: small thumbnails (spec §9: 6rem tiles),
 * each opening the image preview with its zoom rendition. Nothing when there are none.
 */
export function OrderClaimPhotos({ photos }: OrderClaimPhotosProps) {
  const { t } = useT();
  const [shown, setShown] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = (index: number) => t(ORDER_LABELS.claimPhotoAlt, { index: index + 1 });
  const open = shown === null ? undefined : photos[shown];
  return (
    <div className="atelier-order-detail__claim-photos">
      <h3 id="order-claim-photos" className="atelier-order-detail__subheading">
        {t(ORDER_LABELS.claimPhotosTitle)}
      </h3>
      <ul aria-labelledby="order-claim-photos">
        {photos.map((photo, index) => (
          <li key={photo.thumb}>
            <button
              type="button"
              className="atelier-order-detail__claim-photo"
              aria-haspopup="dialog"
              aria-label={t(ORDER_LABELS.claimPhotoEnlarge, { index: index + 1 })}
              onClick={() => setShown(index)}
            >
              <img src={photo.thumb} alt={alt(index)} width={96} height={96} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PhotoPreview open src={open.zoom} alt={alt(shown!)} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </div>
  );
}
