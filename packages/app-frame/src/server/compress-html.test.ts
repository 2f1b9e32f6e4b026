import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compressHtml } from '@atelier/app-frame/server';

const html = `<!doctype html><html lang="ko"><body>${'<p>아틀리에 캔들</p>'.repeat(200)}</body></html>`;

describe('compressHtml', () => {
  it('prefers brotli when the browser accepts it', async () => {
    const { body, encoding } = await compressHtml(html, 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body as Buffer).toString('utf8')).toBe(html);
    expect((body as Buffer).length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('falls back to gzip', async () => {
    const { body, encoding } = await compressHtml(html, 'gzip');
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body as Buffer).toString('utf8')).toBe(html);
  });

  it('skips codings refused with q=0 and sends plain text without a match', async () => {
    expect((await compressHtml(html, 'br;q=0, gzip')).encoding).toBe('gzip');
    expect(await compressHtml(html, 'identity')).toEqual({ body: html, encoding: null });
    expect(await compressHtml(html, undefined)).toEqual({ body: html, encoding: null });
  });
});
