// Issue 19, item 4: uploads were not throttled; one member or address could send photo after photo to decode.
import { CookieBrowser } from '@atelier/test-utils/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testImage } from '../features/media/test-images.js';
import { startTestApi, type TestApi } from '../testing.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { UPLOAD_MAX_PER_MEMBER: '2', UPLOAD_MAX_PER_IP: '3', UPLOAD_THROTTLE_MINUTES: '30' },
  });
});
afterAll(() => api.close());

const CONTENT = '사진으로 보니 색감이 더 예뻐요. 향도 좋아요.';

/** A member with a review of a new product, logged in (every browser here is 127.0.0.1). */
async function reviewer(lang: 'kr' | 'en' = 'kr') {
  const product = await api.createProduct();
  const member = await api.createMember();
  await api.grantReviewLine(member.id, product.id);
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  if (lang === 'en') await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  const created = await browser.post('/api/v1/product-review', {
    it_id: product.it_id,
    rating: 5,
    content: CONTENT,
  });
  expect(created.status).toBe(201);
  return { browser, reviewId: created.body.id as number };
}

let n = 0;
/** Changes the review with one new photo (multipart POST with `_method=PUT`). */
async function changeWithPhoto({ browser, reviewId }: Awaited<ReturnType<typeof reviewer>>) {
  n += 1;
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('rating', '4');
  form.append('content', CONTENT);
  const photo = await testImage('jpeg', 300 + n, 200);
  form.append('files[]', new File([new Uint8Array(photo)], `p${n}.jpg`, { type: 'image/jpeg' }));
  const res = await fetch(`${api.url}/api/v1/product-review/${reviewId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message?: string },
  };
}

describe('upload throttle', () => {
  it('refuses photos past the limit per member and per address, before decoding them', async () => {
    const a = await reviewer();
    const b = await reviewer('en');
    expect((await changeWithPhoto(a)).status).toBe(200);
    expect((await changeWithPhoto(a)).status).toBe(200);
    expect((await changeWithPhoto(b)).status).toBe(200);

    // A's third: over the member's limit.
    const overMember = await changeWithPhoto(a);
    expect(overMember).toEqual({
      status: 429,
      retryAfter: '1800',
      body: { message: '사진 올리기 요청이 너무 많습니다. 30분 후 다시 시도해 주세요.' },
    });
    // B's second: B is under the member limit, but the address is over its own.
    const overAddress = await changeWithPhoto(b);
    expect(overAddress).toEqual({
      status: 429,
      retryAfter: '1800',
      body: { message: 'Too many photo uploads. Please try again in 30 minutes.' },
    });
    // Three photos were decoded, one task each; the refused two were never read.
    expect(api.app.deps.imageWork.started).toBe(3);

    // Changes without photos are not uploads.
    const text = await a.browser.put(`/api/v1/product-review/${a.reviewId}`, {
      rating: 3,
      content: CONTENT,
    });
    expect(text.status).toBe(200);
  });
});
