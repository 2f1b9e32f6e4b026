import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import type { PreparedImage } from '../features/media/ingest-image.js';

/**
 * Where rendered demo photos are kept between processes. Every test process seeds its own
 * database, and rendering the 101 demo photos (SVG → JPEG → checked and re-encoded) was most
 * of a seed's time; entries are keyed by the SVG text and the image library's version, so a
 * changed artwork or encoder renders again.
 */
export const RENDERED_PHOTO_CACHE_DIR = path.join(os.tmpdir(), 'atelier-rendered-photos-v1');

interface CachedEntry extends Omit<PreparedImage, 'data'> {
  data: string;
}

function hashOf(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

async function read(file: string): Promise<PreparedImage | undefined> {
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as CachedEntry;
    const data = Buffer.from(entry.data, 'base64');
    // A damaged or foreign file renders again rather than seeding a wrong picture.
    return hashOf(data) === entry.hash ? { ...entry, data } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The prepared image of `svg`, from the on-disk cache when an earlier process rendered it,
 * else from `render` (then kept for the next). Writes go through a temporary file and a
 * rename, so processes seeding at once never read half a file.
 */
export async function cachedRenderedPhoto(
  svg: string,
  render: () => Promise<PreparedImage>,
  dir: string = RENDERED_PHOTO_CACHE_DIR,
): Promise<PreparedImage> {
  const key = createHash('sha256')
    .update(sharp.versions.vips ?? '')
    .update('\0')
    .update(svg)
    .digest('hex');
  const file = path.join(dir, `${key}.json`);
  const cached = await read(file);
  if (cached) return cached;
  const image = await render();
  try {
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    const entry: CachedEntry = { ...image, data: image.data.toString('base64') };
    await writeFile(temp, JSON.stringify(entry));
    await rename(temp, file);
  } catch {
    // A read-only or full temporary folder only costs the next process a render.
  }
  return image;
}
