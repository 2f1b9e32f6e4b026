import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productReviewPhotos, productReviews, products } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { testImage } from '../media/test-images.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const stored = () =>
  (api.app.objectStore as unknown as { keys(): string[] })
    .keys()
    .filter((k) => k.startsWith('reviews/'));
const reviewCount = async () => (await db().select({ n: count() }).from(productReviews))[0]!.n;
async function buyer(productId: number, lang: 'kr' | 'en' = 'kr') {
  const member = await api.createMember();
  await api.grantReviewLine(member.id, productId);
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  if (lang === 'en') await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  return browser;
}

/** A multipart form sent with the browser's cookies and XSRF header, as the api-client does. */
async function send(browser: CookieBrowser, path: string, form: FormData) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  // Tests read arbitrary fields of JSON answers.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const photo = async (name: string, width = 1200, height = 900) =>
  new File([new Uint8Array(await testImage('jpeg', width, height))], name, { type: 'image/jpeg' });

function reviewForm(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files[]', file);
  return form;
}

const CONTENT = '사진으로 보니 색감이 더 예뻐요. 향도 좋아요.';

describe('review photos', () => {
  it('stores up to five photos with a multipart review and answers their renditions', async () => {
    const product = await api.createProduct();
    const browser = await buyer(product.id);
    const files = [await photo('candle.jpg'), await photo('jar.jpg', 800, 800)];
    const res = await send(
      browser,
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: CONTENT }, files),
    );
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(2);
    expect(res.body.photos[0].thumb).toEqual({
      url: expect.stringMatching(/^\/media\/reviews\/[0-9a-f]{32}\/thumb\.webp$/),
      width: 400,
      height: 300,
    });
    expect(res.body.photos[1].zoom).toMatchObject({ width: 800, height: 800 });
    const [row] = await db()
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, res.body.id));
    expect(row!.photoCount).toBe(2);
    const keys = stored();
    for (const p of res.body.photos) {
      const key = /^\/media\/(.+)\/thumb\.webp$/.exec(p.thumb.url)![1];
      expect(keys).toContain(`${key}/original`);
    }
    const photoOnly = await browser.get(
      `/api/v1/product-review?it_id=${product.it_id}&photo_only=1`,
    );
    expect(photoOnly.body.data.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  it('refuses a sixth photo or a renamed executable with 422 naming the file, storing nothing', async () => {
    const product = await api.createProduct();
    const browser = await buyer(product.id);
    const before = { keys: stored(), reviews: await reviewCount() };
    const six = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => photo(`photo-${n}.jpg`, 300 + n, 300)),
    );
    const tooMany = await send(
      browser,
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: CONTENT }, six),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors['files.5']).toEqual([
      "'photo-6.jpg' 파일은 올리지 못했습니다. 파일은 최대 5개까지 올릴 수 있습니다.",
    ]);

    // An ELF executable renamed as a photo, sent as image/jpeg.
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(512),
    ]);
    const executable = new File([new Uint8Array(elf)], 'candle.jpg', { type: 'image/jpeg' });
    const en = await buyer(product.id, 'en');
    const renamed = await send(
      en,
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: CONTENT }, [
        await photo('fine.jpg'),
        executable,
      ]),
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({
      'files.1': ["'candle.jpg' is not an image. Please upload a JPG, PNG, WebP or GIF image."],
    });
    expect(stored()).toEqual(before.keys);
    expect(await reviewCount()).toBe(before.reviews);
  });

  it('changes a review by multipart POST with _method=PUT: kept photos stay, new ones follow, at most five', async () => {
    const product = await api.createProduct();
    const browser = await buyer(product.id);
    const created = await send(
      browser,
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: CONTENT }, [
        await photo('a.jpg', 500, 400),
        await photo('b.jpg', 600, 400),
      ]),
    );
    const [a, b] = created.body.photos as { id: number }[];
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('rating', '3');
    form.append('content', '다시 보니 그을음이 조금 있어요. 별 셋입니다.');
    form.append('keep_photo_ids[]', String(b!.id));
    form.append('files[]', await photo('c.jpg', 700, 400));
    const changed = await send(browser, `/api/v1/product-review/${created.body.id}`, form);
    expect(changed.status).toBe(200);
    expect(changed.body.rating).toBe(3);
    const ids = changed.body.photos.map((p: { id: number }) => p.id);
    expect(ids[0]).toBe(b!.id);
    expect(ids).not.toContain(a!.id);
    expect(changed.body.photos[1].zoom.width).toBe(700);
    const [figures] = await db()
      .select({ sum: products.ratingSum })
      .from(products)
      .where(eq(products.id, product.id));
    expect(figures!.sum).toBe(3);

    // Two kept and four new make six: refused, the review as it was.
    const over = new FormData();
    over.append('_method', 'PUT');
    over.append('rating', '1');
    over.append('content', CONTENT);
    for (const id of ids) over.append('keep_photo_ids[]', String(id));
    for (const n of [1, 2, 3, 4])
      over.append('files[]', await photo(`more-${n}.jpg`, 400 + n, 300));
    const keysBefore = stored();
    const refused = await send(browser, `/api/v1/product-review/${created.body.id}`, over);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['files.3']);
    expect(stored()).toEqual(keysBefore);
    const rows = await db()
      .select()
      .from(productReviewPhotos)
      .where(eq(productReviewPhotos.reviewId, created.body.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const [row] = await db()
      .select()
      .from(productReviews)
      .where(eq(productReviews.id, created.body.id));
    expect([row!.rating, row!.photoCount]).toEqual([3, 2]);
  });

  it('stores no photo of a refused review: a member who did not buy it (403), a field error (422)', async () => {
    const product = await api.createProduct();
    const member = await api.createMember();
    const notBuyer = new CookieBrowser(api.url);
    await notBuyer.login(member.mb_id, member.password);
    const before = { keys: stored(), reviews: await reviewCount() };
    const refused = await send(
      notBuyer,
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: CONTENT }, [
        await photo('not-bought.jpg', 444, 333),
      ]),
    );
    expect(refused.status).toBe(403);
    const short = await send(
      await buyer(product.id),
      '/api/v1/product-review',
      reviewForm({ it_id: product.it_id, rating: '5', content: '짧아요' }, [
        await photo('short.jpg', 445, 333),
      ]),
    );
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['content']);
    expect(stored()).toEqual(before.keys);
    expect(await reviewCount()).toBe(before.reviews);
  });

  it("stores nothing for someone else's review, and refuses a POST without _method=PUT", async () => {
    const product = await api.createProduct();
    const author = await buyer(product.id);
    const review = (
      await author.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: CONTENT,
      })
    ).body;
    const other = await buyer(product.id);
    const before = stored();
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('rating', '1');
    form.append('content', CONTENT);
    form.append('files[]', await photo('intruder.jpg', 333, 333));
    expect((await send(other, `/api/v1/product-review/${review.id}`, form)).status).toBe(403);
    expect(stored()).toEqual(before);
    const plain = new FormData();
    plain.append('rating', '1');
    plain.append('content', CONTENT);
    expect((await send(author, `/api/v1/product-review/${review.id}`, plain)).status).toBe(405);
  });
});
