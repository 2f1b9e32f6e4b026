import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createMemoryObjectStore } from '../../ports/storage/memory-object-store.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { rendition } from './image-urls.js';
import { ImageRejectedError, ingestImage, sniffImageType } from './ingest-image.js';
import { testImage } from './test-images.js';

const MB = 1024 * 1024;

describe('ingestImage', () => {
  it('stores JPEG, PNG and WebP by content under a content-addressed key', async () => {
    const store = createMemoryObjectStore();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = await testImage(format);
      const image = await ingestImage(store, bytes, { prefix: 'products', maxBytes: 5 * MB });
      expect(image).toMatchObject({ width: 1000, height: 750 });
      expect(image.storageKey).toMatch(/^products\/[0-9a-f]{32}$/);
      const original = await store.get(`${image.storageKey}/original`);
      expect((await sharp(original).metadata()).format).toBe(format);
      // The same picture again is the same object.
      expect(await ingestImage(store, bytes, { prefix: 'products', maxBytes: 5 * MB })).toEqual(
        image,
      );
    }
    expect(store.keys()).toHaveLength(3);
  });

  it('keeps a GIF as a PNG of its first frame', async () => {
    const store = createMemoryObjectStore();
    const image = await ingestImage(store, await testImage('gif', 300, 200), {
      prefix: 'reviews',
      maxBytes: MB,
    });
    const original = await store.get(`${image.storageKey}/original`);
    expect(await sharp(original).metadata()).toMatchObject({ format: 'png', width: 300 });
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const store = createMemoryObjectStore();
    const sideways = await sharp(await testImage('jpeg', 400, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'camera serial 123' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const image = await ingestImage(store, sideways, { prefix: 'reviews', maxBytes: MB });
    expect(image).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(await store.get(`${image.storageKey}/original`)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  const refused: Array<[string, () => Promise<Buffer>, string]> = [
    [
      'an executable renamed .jpg',
      async () => Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(400)]),
      'image_type',
    ],
    ['a text file', async () => Buffer.from('<?php echo 1; ?>'), 'image_type'],
    [
      'a truncated JPEG',
      async () => {
        const whole = await testImage('jpeg');
        return whole.subarray(0, Math.floor(whole.length / 2));
      },
      'image_corrupt',
    ],
    [
      'a JPEG header on garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 1)]),
      'image_corrupt',
    ],
    [
      'a BMP',
      async () =>
        sharp(await testImage('png', 20, 20))
          .raw()
          .toBuffer()
          .then(bmp),
      'image_format',
    ],
    [
      'an oversize file',
      async () => Buffer.concat([await testImage('jpeg'), Buffer.alloc(MB)]),
      'image_size',
    ],
  ];
  it.each(refused)('refuses %s and stores nothing', async (_name, make, reason) => {
    const store = createMemoryObjectStore();
    const error = await ingestImage(store, await make(), { prefix: 'reviews', maxBytes: MB }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect((error as ImageRejectedError).reason).toBe(reason);
    expect(store.keys()).toEqual([]);
  });

  it('refuses an image wider than the longest side allowed, before decoding it', async () => {
    const wide = await sharp({
      create: { width: 12_000, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    await expect(
      ingestImage(createMemoryObjectStore(), wide, { prefix: 'p', maxBytes: 10 * MB }),
    ).rejects.toMatchObject({ reason: 'image_dimensions' });
  });

  it('sniffs the accepted types by their first bytes', () => {
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

/** A minimal 24-bit BMP of raw RGB pixels (20×20). */
function bmp(rgb: Buffer): Buffer {
  const width = 20;
  const row = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + row * 20, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(20, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, Buffer.alloc(row * 20), rgb.subarray(0, 0)]);
}

describe('GET /media/{storageKey}/{size}.{ext}', () => {
  let api: TestApi;
  let storageKey: string;
  beforeAll(async () => {
    api = await startTestApi();
    ({ storageKey } = await ingestImage(api.app.objectStore, await testImage('jpeg', 2000, 1500), {
      prefix: 'products',
      maxBytes: 10 * MB,
    }));
  });
  afterAll(() => api.close());

  it('renders each size in WebP and JPEG at the size image-urls promises, cached for good', async () => {
    for (const size of ['thumb', 'detail', 'zoom'] as const) {
      for (const format of ['webp', 'jpeg'] as const) {
        const expected = rendition({ storageKey, width: 2000, height: 1500 }, size, format);
        const res = await fetch(`${api.url}${expected.url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(
          format === 'webp' ? 'image/webp' : 'image/jpeg',
        );
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
        expect(res.headers.get('set-cookie')).toBeNull();
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format, width: expected.width, height: expected.height });
      }
    }
  });

  it('renders a rendition once and serves it from the store afterwards', async () => {
    const store = api.app.objectStore;
    const { storageKey: key } = await ingestImage(store, await testImage('png', 900, 900), {
      prefix: 'products',
      maxBytes: MB,
    });
    const put = vi.spyOn(store, 'put');
    try {
      const [a, b] = await Promise.all([
        fetch(`${api.url}/media/${key}/thumb.webp`),
        fetch(`${api.url}/media/${key}/thumb.webp`),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(put).toHaveBeenCalledTimes(1);
      expect(put).toHaveBeenCalledWith(`${key}/thumb.webp`, expect.any(Buffer), 'image/webp');
      const first = Buffer.from(await a.arrayBuffer());
      // With the original gone, the kept rendition still answers, byte for byte.
      await store.delete(`${key}/original`);
      const again = await fetch(`${api.url}/media/${key}/thumb.webp`);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
      expect(put).toHaveBeenCalledTimes(1);
      // Another size of it cannot be made any more.
      expect((await fetch(`${api.url}/media/${key}/detail.webp`)).status).toBe(404);
    } finally {
      put.mockRestore();
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `${api.url}/media/${storageKey}/thumb.jpg`;
    const etag = (await fetch(url)).headers.get('etag')!;
    const res = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
  });

  it.each([
    ['an unknown key', '/media/products/0000000000000000000000000000dead/thumb.webp'],
    ['an unknown size', `/media/{key}/huge.webp`],
    ['an unknown format', `/media/{key}/thumb.png`],
    ['the original itself', `/media/{key}/original`],
    ['no size at all', `/media/{key}`],
    ['a traversal', `/media/products/..%2F..%2Fpackage.json/thumb.webp`],
    ['an encoded traversal of the key', `/media/%2e%2e/%2e%2e/thumb.webp`],
    ['upper case', `/media/PRODUCTS/x/thumb.webp`],
  ])('answers 404 for %s', async (_name, path) => {
    const res = await fetch(`${api.url}${path.replace('{key}', storageKey)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
