// Issue 19, item 9: a /media path of 309 characters or more answered 500 instead of 404.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApi, type TestApi } from '../testing.js';

// On disk, as `npm start` keeps media, where a segment too long for a file name is an error.
let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-media-path-'));
  api = await startTestApi({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('long /media paths', () => {
  it('answers 404 for every length around the object-key limit and beyond', async () => {
    for (let length = 290; length <= 420; length += 1) {
      const file = length % 2 === 0 ? 'thumb.webp' : 'zoom.jpg';
      const key = `reviews/${'a'.repeat(length - '/media/reviews/'.length - file.length - 1)}`;
      const path = `/media/${key}/${file}`;
      expect(path).toHaveLength(length);
      const res = await api.app.inject({ method: 'GET', url: path });
      expect({ length, status: res.statusCode }).toEqual({ length, status: 404 });
    }
  });

  it('answers 404 for a segment longer than a file name may be', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: `/media/reviews/${'b'.repeat(280)}/thumb.webp`,
    });
    expect(res.statusCode).toBe(404);
  });
});
