import { isPreviewableImage } from './image-types.js';

/**
 * Images of this many bytes or more are compressed before upload (spec §9: 4 MB).
 *
 * @example
 * file.size >= COMPRESSION_THRESHOLD_BYTES; // 4 * 1024 * 1024
 */
export const COMPRESSION_THRESHOLD_BYTES = 4 * 1024 * 1024;

/**
 * JPEG quality of compressed images (spec §9: 0.7).
 *
 * @example
 * imageCompression(file, { fileType: 'image/jpeg', initialQuality: COMPRESSION_QUALITY });
 */
export const COMPRESSION_QUALITY = 0.7;

/**
 * How `browser-image-compression` runs.
 *
 * @example
 * const options: CompressionOptions = { useWebWorker: true, libURL: '/build/browser-image-compression.js' };
 */
export interface CompressionOptions {
  /**
   * Compress in a web worker. Off by default: the worker loads the library from `libURL`,
   * which defaults to a third-party CDN; turn it on together with a self-hosted `libURL`.
   */
  useWebWorker?: boolean;
  /** Script URL the worker imports (only with `useWebWorker`). */
  libURL?: string;
  /** Also scale the longer side down to this many pixels. */
  maxWidthOrHeight?: number;
}

const toJpegName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
};

/**
 * Returns the file to upload: an image (jpeg/png/gif/bmp/webp by type and content) of
 * 4 MB or more is re-encoded as JPEG at quality 0.7 (named `*.jpg`); anything else, and
 * any smaller file, comes back unchanged. If the browser cannot compress (no canvas),
 * the original is kept and the server's own size limit decides.
 *
 * @example
 * const upload = await prepareUploadFile(file); // 5 MB PNG -> smaller 'photo.jpg'
 */
export async function prepareUploadFile(
  file: File,
  options: CompressionOptions = {},
): Promise<File> {
  if (file.size < COMPRESSION_THRESHOLD_BYTES) return file;
  if (!(await isPreviewableImage(file))) return file;
  // Loaded on first use: most shoppers never pick a 4 MB photo, so it stays out of the page bundle.
  const { default: imageCompression } = await import('browser-image-compression');
  try {
    const compressed = await imageCompression(file, {
      fileType: 'image/jpeg',
      initialQuality: COMPRESSION_QUALITY,
      useWebWorker: options.useWebWorker ?? false,
      ...(options.libURL ? { libURL: options.libURL } : {}),
      ...(options.maxWidthOrHeight ? { maxWidthOrHeight: options.maxWidthOrHeight } : {}),
    });
    return new File([compressed], toJpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch (error) {
    console.warn('[ui-kit] image compression failed; uploading the original', error);
    return file;
  }
}
