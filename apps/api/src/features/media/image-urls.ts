import type { ImageRendition, ProductImage } from '@atelier/contracts';

/** Longest edge of each rendition, in pixels; an original smaller than that is not enlarged. */
export const RENDITION_SIZES = { thumb: 400, detail: 800, zoom: 1600 } as const;
/** A rendition size name. */
export type RenditionSize = keyof typeof RENDITION_SIZES;
/** Rendition formats: WebP for every browser we support, JPEG as the `<picture>` fallback. */
export type RenditionFormat = 'webp' | 'jpeg';

/** Public path prefix of every stored image's renditions (served by the media routes). */
export const MEDIA_PREFIX = '/media/';

/**
 * Storage prefix of return and exchange photos: never served on {@link MEDIA_PREFIX}, only to
 * their order's owner by the orders routes.
 */
export const CLAIM_PHOTOS_PREFIX = 'claims';

/**
 * The URL and size of one rendition of a stored original: `/media/{storage_key}/{size}.{ext}`.
 * The storage key is content-addressed, so the URL may be cached for good.
 */
export function rendition(
  original: { storageKey: string; width: number; height: number },
  size: RenditionSize,
  format: RenditionFormat,
): ImageRendition {
  const scale = Math.min(1, RENDITION_SIZES[size] / Math.max(original.width, original.height, 1));
  return {
    url: `${MEDIA_PREFIX}${original.storageKey}/${size}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/**
 * A product image row as the wire shows it, with every rendition, alt text in `lang`.
 */
export function productImage(
  row: {
    id: number;
    storageKey: string;
    width: number;
    height: number;
    alt: string;
    altEn: string;
  },
  lang: 'kr' | 'en',
): ProductImage {
  const both = (size: RenditionSize) => ({
    webp: rendition(row, size, 'webp'),
    jpeg: rendition(row, size, 'jpeg'),
  });
  return {
    id: row.id,
    alt: lang === 'en' ? row.altEn || row.alt : row.alt,
    width: row.width,
    height: row.height,
    thumb: both('thumb'),
    detail: both('detail'),
    zoom: both('zoom'),
  };
}
