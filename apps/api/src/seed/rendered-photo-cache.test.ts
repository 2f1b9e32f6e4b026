import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { prepareImage, type PreparedImage } from '../features/media/ingest-image.js';
import { testImage } from '../features/media/test-images.js';
import { cachedRenderedPhoto } from './rendered-photo-cache.js';

let dir: string;
let image: PreparedImage;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'photo-cache-test-'));
  image = await prepareImage(await testImage('jpeg', 64, 48), 1024 * 1024);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('cachedRenderedPhoto', () => {
  it('renders once, then answers the same image from disk (another process would too)', async () => {
    const render = vi.fn(async () => image);
    const first = await cachedRenderedPhoto('<svg id="a"/>', render, dir);
    const second = await cachedRenderedPhoto('<svg id="a"/>', render, dir);
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second.data.equals(image.data)).toBe(true);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('renders again for another SVG', async () => {
    const render = vi.fn(async () => image);
    await cachedRenderedPhoto('<svg id="a"/>', render, dir);
    await cachedRenderedPhoto('<svg id="b"/>', render, dir);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again when the kept file is damaged', async () => {
    const render = vi.fn(async () => image);
    await cachedRenderedPhoto('<svg id="a"/>', render, dir);
    const [file] = await readdir(dir);
    const entry = JSON.parse(await readFile(path.join(dir, file!), 'utf8'));
    await writeFile(path.join(dir, file!), JSON.stringify({ ...entry, data: 'AAAA' }));
    const again = await cachedRenderedPhoto('<svg id="a"/>', render, dir);
    expect(render).toHaveBeenCalledTimes(2);
    expect(again.data.equals(image.data)).toBe(true);
  });
});
