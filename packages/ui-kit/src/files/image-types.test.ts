import { describe, expect, it } from 'vitest';
import {
  isPreviewableImage,
  PREVIEWABLE_IMAGE_TYPES,
  sniffImageType,
  toPreviewableImageType,
} from '@atelier/ui-kit';
import { makeTestFile } from './make-test-file.js';

describe('sniffImageType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['bmp', 'image/bmp'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s by its first bytes', async (kind, type) => {
    // Declared as octet-stream: only the content decides here.
    expect(await sniffImageType(makeTestFile(kind, 'x', 'application/octet-stream'))).toBe(type);
  });

  it('returns null for other content', async () => {
    expect(await sniffImageType(makeTestFile('pdf', 'a.pdf', 'application/pdf'))).toBeNull();
    expect(await sniffImageType(makeTestFile('text', 'a.txt', 'text/plain'))).toBeNull();
    expect(await sniffImageType(new Blob([]))).toBeNull();
    // RIFF without WEBP is a WAV or AVI, not an image.
    const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x41, 0x56, 0x45]);
    expect(await sniffImageType(new Blob([wav]))).toBeNull();
  });
});

describe('isPreviewableImage', () => {
  it('needs both an image MIME type and image bytes', async () => {
    expect(await isPreviewableImage(makeTestFile('png', 'a.png', 'image/png'))).toBe(true);
    expect(await isPreviewableImage(makeTestFile('text', 'fake.png', 'image/png'))).toBe(false);
    expect(await isPreviewableImage(makeTestFile('png', 'a.bin', 'application/octet-stream'))).toBe(
      false,
    );
    // Only the five spec types: an SVG or TIFF gets the file icon.
    expect(await isPreviewableImage(makeTestFile('png', 'a.svg', 'image/svg+xml'))).toBe(false);
  });
});

describe('toPreviewableImageType', () => {
  it('accepts the five types and common aliases only', () => {
    expect(PREVIEWABLE_IMAGE_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/bmp',
      'image/webp',
    ]);
    expect(toPreviewableImageType('IMAGE/JPG')).toBe('image/jpeg');
    expect(toPreviewableImageType('image/webp; charset=binary')).toBe('image/webp');
    expect(toPreviewableImageType('image/tiff')).toBeNull();
    expect(toPreviewableImageType('')).toBeNull();
  });
});
