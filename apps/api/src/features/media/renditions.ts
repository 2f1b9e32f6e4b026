import sharp from 'sharp';

import type { ImageWork } from '../../ports/app-deps.js';
import type { ObjectStore } from '../../ports/storage/object-store.js';
import { MAX_INPUT_PIXELS } from './ingest-image.js';
import { RENDITION_SIZES, type RenditionFormat, type RenditionSize } from './image-urls.js';

const QUALITY = 80;

/** Content type of each rendition format. */
export const RENDITION_TYPES: Record<RenditionFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Renders renditions of stored originals on first request and keeps them in the store beside
 * the original (`{storageKey}/{size}.{webp|jpg}`); later requests, from any instance, read the
 * stored bytes. Two requests for the same missing rendition in this process render it once.
 */
export class Renditions {
  private readonly rendering = new Map<string, Promise<Buffer | undefined>>();

  constructor(
    private readonly store: ObjectStore,
    private readonly work: ImageWork,
  ) {}

  /** The rendition's bytes, or `undefined` when no original has that key. */
  async get(
    storageKey: string,
    size: RenditionSize,
    format: RenditionFormat,
  ): Promise<Buffer | undefined> {
    const key = `${storageKey}/${size}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
    const stored = await this.store.get(key);
    if (stored) return stored;
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(storageKey, key, size, format).finally(() =>
        this.rendering.delete(key),
      );
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(
    storageKey: string,
    key: string,
    size: RenditionSize,
    format: RenditionFormat,
  ): Promise<Buffer | undefined> {
    const original = await this.store.get(`${storageKey}/original`);
    if (!original) return undefined;
    const edge = RENDITION_SIZES[size];
    const bytes = await this.work.run(() => {
      const resized = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).resize({
        width: edge,
        height: edge,
        fit: 'inside',
        withoutEnlargement: true,
      });
      return format === 'webp'
        ? resized.webp({ quality: QUALITY }).toBuffer()
        : resized
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: QUALITY, mozjpeg: true })
            .toBuffer();
    });
    await this.store.put(key, bytes, RENDITION_TYPES[format]);
    return bytes;
  }
}
