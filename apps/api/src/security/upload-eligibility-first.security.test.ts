// Issue 19, item 4: photos were read and decoded before the route checked that the caller may upload them.
import { CookieBrowser } from '@atelier/test-utils/browser';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productReviews } from '../db/schema/index.js';
import { testImage } from '../features/media/test-images.js';
import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const work = () => api.app.deps.imageWork;
const storedKeys = () => (api.app.objectStore as unknown as { keys(): string[] }).keys();
const reviewCount = async () =>
  (await api.app.database.db.select({ n: count() }).from(productReviews))[0]!.n;
const CONTENT = '사진으로 보니 색감이 더 예뻐요. 향도 좋아요.';

// Five files that are not images: the old order of work named them (422) before any right.
const notImages = () =>
  Array.from(
    { length: 5 },
    (_, i) => new File([`not an image ${i}`], `p${i}.jpg`, { type: 'image/jpeg' }),
  );

function form(fields: Record<string, string>, files: File[], filesFirst = false) {
  const body = new FormData();
  const addFiles = () => files.forEach((file) => body.append('files[]', file));
  if (filesFirst) addFiles();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (!filesFirst) addFiles();
  return body;
}

async function send(browser: CookieBrowser, path: string, body: FormData) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    body,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/**
 * Sends `fields` and the start of a photo, and holds the rest of the body back until the
 * answer has come: a route that read the photo first could not answer at all.
 */
async function sendHeldBack(browser: CookieBrowser, path: string, fields: Record<string, string>) {
  const boundary = 'held-back-boundary';
  const head =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  const photo = await testImage('jpeg', 600, 400);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(head));
      controller.enqueue(new Uint8Array(photo.subarray(0, 1024)));
      await released;
      controller.enqueue(new Uint8Array(photo.subarray(1024)));
      controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  try {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        cookie: browser.jar.cookieHeader() ?? '',
        'x-xsrf-token': browser.xsrf ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as { message: string } };
  } finally {
    release();
  }
}

describe('return and exchange requests', () => {
  it("refuses a claim on an unpaid order or someone else's before reading its photos", async () => {
    const { browser } = await api.loginMember();
    const order = await api.placeOrder(browser);
    expect(order.status).toBe('awaiting_payment');
    for (const kind of ['return', 'exchange']) {
      const res = await send(
        browser,
        `/api/v1/order/${order.od_id}/${kind}`,
        form({ reason: '상품이 파손되어 도착했습니다.' }, notImages()),
      );
      expect(res.status).toBe(409);
    }
    const held = await sendHeldBack(browser, `/api/v1/order/${order.od_id}/return`, {
      reason: '상품이 파손되어 도착했습니다.',
    });
    expect(held.status).toBe(409);
    // Nothing in this file has decoded an image yet.
    expect(work().started).toBe(0);
    expect(storedKeys().filter((key) => key.startsWith('claims/'))).toEqual([]);

    // Someone else's order: 404, before anything is read, as before.
    const { browser: stranger } = await api.loginMember();
    const strange = await sendHeldBack(stranger, `/api/v1/order/${order.od_id}/return`, {
      reason: '상품이 파손되어 도착했습니다.',
    });
    expect(strange.status).toBe(404);
  });
});

describe('reviews', () => {
  it('refuses a review by someone who never bought the product before reading its photos', async () => {
    const product = await api.createProduct();
    const { browser } = await api.loginMember();
    const fields = { it_id: product.it_id, rating: '5', content: CONTENT };
    const res = await send(browser, '/api/v1/product-review', form(fields, notImages()));
    expect(res.status).toBe(403);
    const held = await sendHeldBack(browser, '/api/v1/product-review', fields);
    expect(held.status).toBe(403);
    const unknown = await sendHeldBack(browser, '/api/v1/product-review', {
      ...fields,
      it_id: '9999999999',
    });
    expect(unknown.status).toBe(404);
    expect(work().started).toBe(0);
    expect(await reviewCount()).toBe(0);
  });

  it('refuses a form whose photos come before its fields, storing nothing', async () => {
    const product = await api.createProduct();
    const member = await api.createMember();
    await api.grantReviewLine(member.id, product.id);
    const browser = new CookieBrowser(api.url);
    await browser.login(member.mb_id, member.password);
    const photo = new File([new Uint8Array(await testImage('jpeg', 500, 400))], 'a.jpg', {
      type: 'image/jpeg',
    });
    const keys = storedKeys().length;
    const res = await send(
      browser,
      '/api/v1/product-review',
      form({ it_id: product.it_id, rating: '5', content: CONTENT }, [photo], true),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      '요청 형식이 올바르지 않습니다. 입력 항목을 사진보다 먼저 보내 주세요.',
    );
    expect(storedKeys()).toHaveLength(keys);
    expect(await reviewCount()).toBe(0);

    // The same form in the right order is taken.
    const ok = await send(
      browser,
      '/api/v1/product-review',
      form({ it_id: product.it_id, rating: '5', content: CONTENT }, [photo]),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.photos).toHaveLength(1);
  });
});
