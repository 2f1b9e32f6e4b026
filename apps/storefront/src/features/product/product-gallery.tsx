import type { ProductImage } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { afterHydration } from '@atelier/ui-kit';
import { useState } from 'react';

import { PRODUCT_LABELS } from './product-labels.js';

// Shown only when the large photo is clicked: its code comes right after hydration, outside
// the first-load JS.
const PhotoPreview = afterHydration(() =>
  import('../../shared/dialogs/photo-preview.js').then((module) => module.PhotoPreview),
);

/**
 * Props of {@link ProductGallery}.
 */
export interface ProductGalleryProps {
  images: readonly ProductImage[];
  /** The product name: alt text of images without their own. */
  name: string;
}

/**
 * The product photos: the chosen one large (WebP with a JPEG fallback, sized so nothing
 * shifts while it loads) and a row of thumbnails that choose it; the large photo opens
 * ui-kit's image preview modal with the zoom rendition.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const image = images[Math.min(index, images.length - 1)];
  if (!image) return <div className="atelier-product-gallery atelier-product-gallery--empty" />;
  const alt = image.alt || name;
  return (
    <section className="atelier-product-gallery" aria-label={t(PRODUCT_LABELS.gallery)}>
      <button
        type="button"
        className="atelier-product-gallery__main"
        aria-haspopup="dialog"
        aria-label={`${t(PRODUCT_LABELS.enlarge)}: ${alt}`}
        onClick={() => setOpen(true)}
      >
        <picture>
          <source type="image/webp" srcSet={image.detail.webp.url} />
          <img
            src={image.detail.jpeg.url}
            alt={alt}
            width={image.detail.jpeg.width}
            height={image.detail.jpeg.height}
            fetchPriority={index === 0 ? 'high' : undefined}
          />
        </picture>
      </button>
      {images.length > 1 && (
        <ul className="atelier-product-gallery__thumbs" aria-label={t(PRODUCT_LABELS.thumbnails)}>
          {images.map((thumb, i) => (
            <li key={thumb.id}>
              <button
                type="button"
                className="atelier-product-gallery__thumb"
                aria-pressed={i === index}
                aria-label={t(PRODUCT_LABELS.showImage, { index: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <picture>
                  <source type="image/webp" srcSet={thumb.thumb.webp.url} />
                  <img
                    src={thumb.thumb.jpeg.url}
                    alt=""
                    width={thumb.thumb.jpeg.width}
                    height={thumb.thumb.jpeg.height}
                    loading="lazy"
                  />
                </picture>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoPreview
        open={open}
        src={image.zoom.jpeg.url}
        alt={alt}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
