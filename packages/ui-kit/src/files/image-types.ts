/**
 * The image types that get a preview (spec §5): everything else is shown as a file icon.
 *
 * @example
 * const type: PreviewableImageType = 'image/webp';
 */
export type PreviewableImageType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/bmp' | 'image/webp';

/**
 * MIME types of the images that get a preview: jpeg, png, gif, bmp and webp.
 *
 * @example
 * PREVIEWABLE_IMAGE_TYPES.includes('image/png'); // true
 */
export const PREVIEWABLE_IMAGE_TYPES: readonly PreviewableImageType[] = Object.freeze([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
]);

// Spellings browsers and old servers still send for the same formats.
const ALIASES: Readonly<Record<string, PreviewableImageType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
};

/**
 * Reads a declared MIME type as one of the previewable image types, or `null`.
 *
 * @example
 * toPreviewableImageType('image/JPG'); // 'image/jpeg'
 * toPreviewableImageType('application/pdf'); // null
 */
export function toPreviewableImageType(
  mime: string | null | undefined,
): PreviewableImageType | null {
  if (!mime) return null;
  const type = mime.split(';')[0]!.trim().toLowerCase();
  if ((PREVIEWABLE_IMAGE_TYPES as readonly string[]).includes(type))
    return type as PreviewableImageType;
  return ALIASES[type] ?? null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * Which previewable image format the first bytes (magic number) of `blob` belong to, or
 * `null`. The declared MIME type is ignored: the server checks uploads by content too.
 *
 * @example
 * await sniffImageType(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]));
 * // 'image/png'
 */
export async function sniffImageType(blob: Blob): Promise<PreviewableImageType | null> {
  const bytes = new Uint8Array(await blob.slice(0, 12).arrayBuffer());
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // GIF87a / GIF89a
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  if (startsWith(bytes, [0x42, 0x4d])) return 'image/bmp';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Whether `file` is treated as an image: its declared MIME type is jpeg, png, gif, bmp or
 * webp AND its first bytes are one of those formats' signatures.
 *
 * @example
 * if (await isPreviewableImage(file)) img.src = URL.createObjectURL(file);
 */
export async function isPreviewableImage(file: Blob): Promise<boolean> {
  if (!toPreviewableImageType(file.type)) return false;
  return (await sniffImageType(file)) !== null;
}
