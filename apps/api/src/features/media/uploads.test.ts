import { CookieBrowser } from '@atelier/test-utils/browser';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppDeps } from '../../ports/app-deps.js';
import type { ObjectStore } from '../../ports/storage/object-store.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { testImage } from './test-images.js';
import { acceptUploads, storeUploadedImages, updateRoute } from './uploads.js';

const MAX_BYTES = 300 * 1024;

// Routes the way a feature uses the helpers: one create, one update (PUT or POST + _method).
async function uploadRoutes(app: FastifyInstance, deps: AppDeps) {
  const readUploads = await acceptUploads(app, deps);
  const read = async (request: Parameters<typeof readUploads>[0]) => {
    const { fields, images } = await readUploads(request, { max: 2, maxBytes: MAX_BYTES });
    const stored = await storeUploadedImages(deps.objectStore, images, 'tests');
    return {
      fields,
      images: stored.map((image, i) => ({ ...image, fileName: images[i]!.fileName })),
    };
  };
  app.post('/api/v1/test-upload', async (request) => read(request));
  updateRoute(app, '/api/v1/test-upload/:id', async (request) => ({
    method: request.method,
    ...(await read(request)),
  }));
}

let api: TestApi;
let store: ObjectStore & { keys?: () => string[] };
beforeAll(async () => {
  api = await startTestApi({ routes: uploadRoutes });
  store = api.app.objectStore;
});
afterAll(() => api.close());

const keys = () => (store as { keys(): string[] }).keys().filter((k) => k.startsWith('tests/'));

async function browser(lang: 'kr' | 'en' = 'kr') {
  const b = new CookieBrowser(api.url);
  await b.start();
  if (lang === 'en') {
    expect((await b.post('/api/v1/language', { lang: 'en', currency: 'usd' })).status).toBe(200);
  }
  return b;
}

/** Sends a multipart form with the browser's cookies and XSRF header, as the api-client does. */
async function send(b: CookieBrowser, path: string, form: FormData, method = 'POST') {
  const res = await fetch(`${api.url}${path}`, {
    method,
    body: form,
    headers: { cookie: b.jar.cookieHeader() ?? '', 'x-xsrf-token': b.xsrf ?? '' },
  });
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const file = (bytes: Buffer, name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('readImageUploads', () => {
  it('reads plain fields (bracket names nested) and stores each image', async () => {
    const b = await browser();
    const form = new FormData();
    form.append('content', '향이 은은하고 좋아요');
    form.append('meta[rating]', '5');
    form.append('keep_photo_ids[]', '3');
    form.append('keep_photo_ids[]', '4');
    form.append('files[]', file(await testImage('jpeg', 1200, 900), 'candle.jpg'));
    form.append('files[]', file(await testImage('png', 500, 500), 'jar.png', 'image/png'));
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual({
      content: '향이 은은하고 좋아요',
      meta: { rating: '5' },
      keep_photo_ids: ['3', '4'],
    });
    expect(res.body.images).toEqual([
      {
        storageKey: expect.stringMatching(/^tests\/[0-9a-f]{32}$/),
        width: 1200,
        height: 900,
        fileName: 'candle.jpg',
      },
      {
        storageKey: expect.stringMatching(/^tests\/[0-9a-f]{32}$/),
        width: 500,
        height: 500,
        fileName: 'jar.png',
      },
    ]);
    for (const image of res.body.images as Array<{ storageKey: string }>) {
      expect(await store.get(`${image.storageKey}/original`)).toBeDefined();
      expect((await fetch(`${api.url}/media/${image.storageKey}/thumb.webp`)).status).toBe(200);
    }
  });

  it('accepts a JSON body as fields without files', async () => {
    const b = await browser();
    const res = await b.post('/api/v1/test-upload', { content: 'text only', rating: 4 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: { content: 'text only', rating: 4 }, images: [] });
  });

  it('skips the empty part a file input sends when nothing was chosen', async () => {
    const b = await browser();
    const form = new FormData();
    form.append('content', 'x');
    form.append('files[]', new File([], '', { type: 'application/octet-stream' }));
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([]);
  });

  it('refuses a renamed executable by content, naming the file in Korean, and stores nothing', async () => {
    const before = keys();
    const b = await browser();
    const form = new FormData();
    form.append('files[]', file(await testImage('jpeg', 300, 300), 'ok.jpg'));
    form.append(
      'files[]',
      file(Buffer.from('MZ\x90\x00 this program cannot be run', 'latin1'), 'a.exe'),
    );
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'files.1': [
        "'a.exe' 파일은 이미지가 아닙니다. JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.",
      ],
    });
    expect(keys()).toEqual(before);
  });

  it('names an oversize file, in English for an English session, and stores nothing', async () => {
    const before = keys();
    const b = await browser('en');
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const form = new FormData();
    form.append('files[]', file(await testImage('webp', 300, 300), 'small.webp', 'image/webp'));
    form.append('files[]', file(big, 'huge.png', 'image/png'));
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'files.1': ["'huge.png' is too large. Images must be 0.3 MB or smaller."],
    });
    expect(keys()).toEqual(before);
  });

  it('names the first file over the count, and stores none of them', async () => {
    const before = keys();
    const b = await browser();
    const form = new FormData();
    for (const name of ['1.jpg', '2.jpg', '3.jpg']) {
      form.append('files[]', file(await testImage('jpeg', 200 + Number(name[0]), 200), name));
    }
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'files.2': ["'3.jpg' 파일은 올리지 못했습니다. 파일은 최대 2개까지 올릴 수 있습니다."],
    });
    expect(keys()).toEqual(before);
  });

  it('names a damaged image', async () => {
    const b = await browser();
    const whole = await testImage('jpeg', 600, 600);
    const form = new FormData();
    form.append('files[]', file(whole.subarray(0, whole.length >> 1), 'broken.jpg'));
    const res = await send(b, '/api/v1/test-upload', form);
    expect(res.status).toBe(422);
    expect(res.body.errors['files.0'][0]).toContain(
      "'broken.jpg' 파일을 이미지로 읽을 수 없습니다.",
    );
  });

  it('takes the generic helper update: POST with _method=PUT first, or a plain PUT', async () => {
    const b = await browser();
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('content', 'edited');
    form.append('files[]', file(await testImage('jpeg', 320, 240), 'new.jpg'));
    const res = await send(b, '/api/v1/test-upload/7', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      method: 'POST',
      fields: { content: 'edited' },
      images: [{ width: 320, height: 240, fileName: 'new.jpg' }],
    });
    const put = new FormData();
    put.append('content', 'put');
    expect((await send(b, '/api/v1/test-upload/7', put, 'PUT')).body).toMatchObject({
      method: 'PUT',
      fields: { content: 'put' },
    });
    expect(
      (await b.post('/api/v1/test-upload/7', { _method: 'PUT', content: 'json' })).body,
    ).toEqual({
      method: 'POST',
      fields: { content: 'json' },
      images: [],
    });
  });

  it('refuses a POST to an update without the override first, storing nothing', async () => {
    const before = keys();
    const b = await browser();
    const form = new FormData();
    form.append('content', 'x');
    form.append('_method', 'PUT');
    form.append('files[]', file(await testImage('jpeg', 330, 240), 'n.jpg'));
    expect((await send(b, '/api/v1/test-upload/7', form)).status).toBe(405);
    expect((await b.post('/api/v1/test-upload/7', { content: 'json' })).status).toBe(405);
    expect(keys()).toEqual(before);
  });

  it('refuses files under another name, nameless-bracket abuse and prototype keys', async () => {
    const b = await browser();
    const other = new FormData();
    other.append('avatar', file(await testImage('jpeg', 100, 100), 'a.jpg'));
    expect((await send(b, '/api/v1/test-upload', other)).status).toBe(400);
    const proto = new FormData();
    proto.append('__proto__[admin]', '1');
    expect((await send(b, '/api/v1/test-upload', proto)).status).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('needs the XSRF header like every unsafe request', async () => {
    const b = await browser();
    const form = new FormData();
    form.append('files[]', file(await testImage('jpeg', 100, 100), 'a.jpg'));
    const res = await fetch(`${api.url}/api/v1/test-upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: b.jar.cookieHeader() ?? '' },
    });
    expect(res.status).toBe(419);
  });

  it('leaves multipart refused (415) on routes that do not accept uploads', async () => {
    const b = await browser();
    const form = new FormData();
    form.append('lang', 'en');
    form.append('currency', 'usd');
    expect((await send(b, '/api/v1/language', form)).status).toBe(415);
  });
});
