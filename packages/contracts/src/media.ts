/**
 * Image types the API takes as uploads, recognised by their content (not by name or the
 * browser's type). BMP previews in the file input but is refused: it is uncompressed, and the
 * client compresses large images to JPEG anyway. Use it as the file input's `accept`.
 *
 * @example
 * <input type="file" accept={IMAGE_UPLOAD_TYPES.join(',')} />
 */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Longest side of an uploaded image, in pixels. */
export const IMAGE_MAX_SIDE = 10_000;
