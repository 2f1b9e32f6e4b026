import { createHash } from 'node:crypto';

import { IMAGE_MAX_SIDE } from '@atelier/contracts';
import sharp, { type Sharp } from 'sharp';

import { isObjectKey } from '../../ports/storage/object-key.js';
import type { ObjectStore } from '../../ports/storage/object-store.js';

/** A stored original: its content-addressed key (renditions hang below it) and its size. */
export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
}

/** Why {@link ingestImage} refused the bytes; each is a validation rule of its own. */
export type ImageRejection =
  'image_type' | 'image_format' | 'image_corrupt' | 'image_size' | 'image_dimensions';

/** Thrown by {@link ingestImage}; the upload reader turns it into a 422 naming the file. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejection,
    readonly values: Record<string, number> = {},
  ) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

type Accepted = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The image type by its first bytes: the accepted four, `bmp` (an image we refuse), or
 * `undefined` for anything else (an executable renamed `.jpg` included).
 */
export function sniffImageType(bytes: Buffer): Accepted | 'bmp' | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 2 && ascii(0, 2) === 'BM') return 'bmp';
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decoding stops at this many pixels (a decompression bomb is refused before it is unpacked). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The content type of an original as {@link ingestImage} stores it. */
export const ORIGINAL_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * Checks uploaded bytes by content and size, decodes them (refusing truncated or damaged
 * files), turns them upright by their EXIF orientation, drops every metadata block (GPS,
 * camera serials) and stores the result under a content-addressed key
 * `${prefix}/${first 32 hex of its SHA-256}` as `…/original`. JPEG stays JPEG, WebP stays
 * WebP; PNG and GIF (first frame) are kept as PNG. The same picture uploaded twice is one
 * object.
 *
 * @throws {ImageRejectedError} with the rule that names the problem.
 */
export async function ingestImage(
  store: ObjectStore,
  bytes: Buffer,
  options: { prefix: string; maxBytes: number },
): Promise<StoredImage> {
  return storePreparedImage(store, await prepareImage(bytes, options.maxBytes), options.prefix);
}

/** An image checked and re-encoded by {@link prepareImage}, not stored yet. */
export interface PreparedImage {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** First 32 hex digits of the SHA-256 of `data`. */
  hash: string;
}

/**
 * Stores what {@link prepareImage} made, as {@link ingestImage} does.
 */
export async function storePreparedImage(
  store: ObjectStore,
  prepared: PreparedImage,
  prefix: string,
): Promise<StoredImage> {
  if (!isObjectKey(prefix)) throw new Error(`invalid prefix ${prefix}`);
  const storageKey = `${prefix}/${prepared.hash}`;
  await store.put(`${storageKey}/original`, prepared.data, prepared.contentType);
  return { storageKey, width: prepared.width, height: prepared.height };
}

/**
 * Everything {@link ingestImage} does before storing: used by the upload reader to check
 * every file of a request before it stores any.
 */
export async function prepareImage(bytes: Buffer, maxBytes: number): Promise<PreparedImage> {
  if (bytes.length > maxBytes) {
    throw new ImageRejectedError('image_size', { max: megabytes(maxBytes) });
  }
  const type = sniffImageType(bytes);
  if (type === undefined) throw new ImageRejectedError('image_type');
  if (type === 'bmp') throw new ImageRejectedError('image_format');

  let pipeline: Sharp;
  try {
    const input = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await input.metadata();
    if (meta.format !== type) {
      throw new ImageRejectedError('image_corrupt');
    }
    if ((meta.width ?? 0) > IMAGE_MAX_SIDE || (meta.height ?? 0) > IMAGE_MAX_SIDE) {
      throw new ImageRejectedError('image_dimensions', { max: IMAGE_MAX_SIDE });
    }
    pipeline = input.rotate();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw pixelLimit(error) ?? new ImageRejectedError('image_corrupt');
  }
  const format = type === 'jpeg' || type === 'webp' ? type : 'png';
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: 90 })
      : format === 'webp'
        ? pipeline.webp({ quality: 90 })
        : pipeline.png();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return {
      data,
      contentType: ORIGINAL_TYPES[format],
      width: info.width,
      height: info.height,
      hash,
    };
  } catch (error) {
    throw pixelLimit(error) ?? new ImageRejectedError('image_corrupt');
  }
}

/**
 * A byte limit in megabytes as messages show it (`10`, `0.5`).
 */
export function megabytes(bytes: number): number {
  return Number((bytes / (1024 * 1024)).toFixed(1));
}

function pixelLimit(error: unknown): ImageRejectedError | undefined {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? new ImageRejectedError('image_dimensions', { max: IMAGE_MAX_SIDE })
    : undefined;
}
