import type { ProductImage } from '@atelier/contracts';

import { cx } from '../internal/cx.js';

/**
 * A rendition size of a {@link ProductImage}: `thumb` 400 px, `detail` 800 px, `zoom` 1600 px.
 *
 * @example
 * const sizes: ProductImageSize[] = ['detail', 'zoom'];
 */
export type ProductImageSize = 'thumb' | 'detail' | 'zoom';

/**
 * Props of {@link ProductPicture}.
 *
 * @example
 * const props: ProductPictureProps = { image, sizes: '(min-width: 1024px) 480px, 100vw' };
 */
export interface ProductPictureProps {
  image: ProductImage;
  /** Renditions offered to the browser, smallest first; default thumb and detail. */
  renditions?: readonly ProductImageSize[];
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes: string;
  /** Above the fold: loads eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  /** Default the image's own `alt`; pass `''` where the text next to it already says it. */
  alt?: string;
  className?: string;
}

const srcSet = (image: ProductImage, sizes: readonly ProductImageSize[], format: 'webp' | 'jpeg') =>
  sizes.map((size) => `${image[size][format].url} ${image[size][format].width}w`).join(', ');

/**
 * A product image as `<picture>`: a WebP source and a JPEG fallback, each with a `srcset` of
 * the chosen renditions, and the first rendition's width and height so the browser reserves
 * the space before the file arrives. Lazy unless `priority`.
 *
 * @example
 * <ProductPicture image={detail.images[0]} renditions={['detail', 'zoom']} sizes="(min-width: 1024px) 560px, 100vw" priority />
 */
export function ProductPicture({
  image,
  renditions = ['thumb', 'detail'],
  sizes,
  priority = false,
  alt,
  className,
}: ProductPictureProps) {
  const first = image[renditions[0] ?? 'thumb'].jpeg;
  return (
    <picture className={cx('atelier-product-picture', className)}>
      <source type="image/webp" srcSet={srcSet(image, renditions, 'webp')} sizes={sizes} />
      <img
        src={first.url}
        srcSet={srcSet(image, renditions, 'jpeg')}
        sizes={sizes}
        width={first.width}
        height={first.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
