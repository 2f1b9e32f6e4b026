import { CookieBrowser } from '@atelier/test-utils/browser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productReviewPhotos, productReviews, products } from '../../db/schema/index.js';
import { startTestApi, type TestApi } from '../../testing.js';
import { eligibleReviewLine } from './review-eligibility.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;

async function loggedIn(lang: 'kr' | 'en' = 'kr') {
  const member = await api.createMember();
  const browser = new CookieBrowser(api.url);
  await browser.login(member.mb_id, member.password);
  if (lang === 'en') await browser.post('/api/v1/language', { lang: 'en', currency: 'usd' });
  return { member, browser };
}

async function buyer(productId: number, lang: 'kr' | 'en' = 'kr') {
  const who = await loggedIn(lang);
  await api.grantReviewLine(who.member.id, productId);
  return who;
}

async function figures(productId: number) {
  const [row] = await db()
    .select({ count: products.reviewCount, sum: products.ratingSum, stars: products.ratingCounts })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

const reviewCount = async () => (await db().select({ n: count() }).from(productReviews))[0]!.n;

const text = (n: number) => '향이 은은하고 오래가요. '.repeat(n);

describe('eligibleReviewLine', () => {
  it('answers the oldest line not yet reviewed, then the next, then null', async () => {
    const product = await api.createProduct();
    const { member, browser } = await loggedIn();
    expect(await eligibleReviewLine(db(), member.id, product.id)).toBeNull();
    const newer = await api.grantReviewLine(
      member.id,
      product.id,
      new Date('2026-11-02T00:00:00Z'),
    );
    const older = await api.grantReviewLine(
      member.id,
      product.id,
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(await eligibleReviewLine(db(), member.id, product.id)).toBe(older);
    await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 5,
      content: text(1),
    });
    expect(await eligibleReviewLine(db(), member.id, product.id)).toBe(newer);
    await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 4,
      content: text(1),
    });
    expect(await eligibleReviewLine(db(), member.id, product.id)).toBeNull();
  });
});

describe('POST /api/v1/product-review', () => {
  it('answers visitors 401 and writes nothing', async () => {
    const product = await api.createProduct();
    const visitor = new CookieBrowser(api.url);
    await visitor.start();
    const before = await reviewCount();
    const res = await visitor.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 5,
      content: text(1),
    });
    expect(res.status).toBe(401);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses a member who has not received the product with a clear 403, in the session language', async () => {
    const product = await api.createProduct();
    const other = await api.createProduct();
    const kr = await loggedIn();
    // A line of another product does not count.
    await api.grantReviewLine(kr.member.id, other.id);
    const body = { it_id: product.it_id, rating: 5, content: text(1) };
    const res = await kr.browser.post('/api/v1/product-review', body);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('배송이 완료된 상품만');
    const en = await loggedIn('en');
    const english = await en.browser.post('/api/v1/product-review', body);
    expect(english.status).toBe(403);
    expect(english.body.message).toBe(
      'You can review a product once it has been delivered to you, once per purchase.',
    );
    expect(await figures(product.id)).toEqual({ count: 0, sum: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('writes one review per received line, answers it (201) and updates the rating figures', async () => {
    const product = await api.createProduct({
      name: '라벤더 소이 캔들',
      nameEn: 'Lavender soy candle',
    });
    const { member, browser } = await buyer(product.id);
    const res = await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: '4',
      content: `  ${text(2)}\n두 번째 줄  `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      it_id: product.it_id,
      product_name: '라벤더 소이 캔들',
      rating: 4,
      content: `${text(2)}\n두 번째 줄`,
      photos: [],
      author: `${member.mb_id.slice(0, 3)}***`,
      is_mine: true,
    });
    // Korea wall-clock time, as every date on the wire (lists show its first 10 characters).
    expect(res.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const written = Date.parse(`${res.body.created_at.replace(' ', 'T')}+09:00`);
    expect(Math.abs(written - Date.now())).toBeLessThan(60_000);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0] });

    const again = await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 1,
      content: text(1),
    });
    expect(again.status).toBe(403);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 4, stars: [0, 0, 0, 1, 0] });

    // A second purchase is a second line: one more review.
    await api.grantReviewLine(member.id, product.id);
    const second = await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 5,
      content: text(1),
    });
    expect(second.status).toBe(201);
    expect(await figures(product.id)).toEqual({ count: 2, sum: 9, stars: [0, 0, 0, 1, 1] });
  });

  it('writes one review when the same line is posted twice at once', async () => {
    const product = await api.createProduct();
    const { browser } = await buyer(product.id);
    const body = { it_id: product.it_id, rating: 5, content: text(1) };
    const statuses = (
      await Promise.all([
        browser.post('/api/v1/product-review', body),
        browser.post('/api/v1/product-review', body),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 403]);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 5, stars: [0, 0, 0, 0, 1] });
  });

  it('answers 404 for an unknown or hidden product', async () => {
    const hidden = await api.createProduct({ visible: false });
    const { browser } = await buyer(hidden.id);
    for (const itId of [hidden.it_id, 'NOPE123']) {
      const res = await browser.post('/api/v1/product-review', {
        it_id: itId,
        rating: 5,
        content: text(1),
      });
      expect(res.status).toBe(404);
    }
  });

  it('answers bad input with 422 and a field map in the session language, and writes nothing', async () => {
    const product = await api.createProduct();
    const kr = await buyer(product.id);
    const before = await reviewCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 6 }, 'rating', '별점 항목은 5 이하여야 합니다.'],
      [{ rating: 0 }, 'rating', '별점 항목은 1 이상이어야 합니다.'],
      [{ rating: 'five' }, 'rating', '별점 항목의 형식이 올바르지 않습니다.'],
      [{ content: '좋아요' }, 'content', '내용 항목은 최소 10자 이상이어야 합니다.'],
      [
        { content: '          좋아요           ' },
        'content',
        '내용 항목은 최소 10자 이상이어야 합니다.',
      ],
      [{ content: 'x'.repeat(2001) }, 'content', '내용 항목은 2000자 이하로 입력해 주세요.'],
      [
        { content: `${text(1)}\u0000` },
        'content',
        '내용 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
      ],
      [
        { content: `${text(1)}\u001b[31m` },
        'content',
        '내용 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
      ],
      [{ it_id: 'a/b' }, 'it_id', '상품 항목의 형식이 올바르지 않습니다.'],
    ];
    for (const [change, field, error] of cases) {
      const res = await kr.browser.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: text(1),
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(change)).toEqual([error]);
    }
    const en = await buyer(product.id, 'en');
    const res = await en.browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 9,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      rating: ['The rating field must not be greater than 5.'],
      content: ['The content field is required.'],
    });
    expect(await reviewCount()).toBe(before);
    expect(await figures(product.id)).toEqual({ count: 0, sum: 0, stars: [0, 0, 0, 0, 0] });
  });
});

describe('PUT and DELETE /api/v1/product-review/{id}', () => {
  it('lets the author change stars and text, and the figures follow every change', async () => {
    const product = await api.createProduct();
    const a = await buyer(product.id);
    const b = await buyer(product.id);
    // The product page reads them at once (its kept answers follow the figures).
    const summary = async () =>
      (await a.browser.get(`/api/v1/product/${product.it_id}`)).body.data.rating_summary;
    expect(await summary()).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    const first = (
      await a.browser.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: text(1),
      })
    ).body;
    await b.browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 3,
      content: text(1),
    });
    expect(await figures(product.id)).toEqual({ count: 2, sum: 8, stars: [0, 0, 1, 0, 1] });
    expect(await summary()).toEqual({ average: 4, count: 2, distribution: [0, 0, 1, 0, 1] });

    const changed = await a.browser.put(`/api/v1/product-review/${first.id}`, {
      rating: 2,
      content: '다시 써 보니 향이 금방 날아가요.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: first.id,
      rating: 2,
      content: '다시 써 보니 향이 금방 날아가요.',
      is_mine: true,
    });
    expect(await figures(product.id)).toEqual({ count: 2, sum: 5, stars: [0, 1, 1, 0, 0] });
    expect(await summary()).toEqual({ average: 2.5, count: 2, distribution: [0, 1, 1, 0, 0] });

    const deleted = await a.browser.request(
      'DELETE',
      `/api/v1/product-review/${first.id}`,
      undefined,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: '후기가 삭제되었습니다.' });
    expect(await figures(product.id)).toEqual({ count: 1, sum: 3, stars: [0, 0, 1, 0, 0] });
    expect(await summary()).toEqual({ average: 3, count: 1, distribution: [0, 0, 1, 0, 0] });
    // The line is free again, so the member may write it anew.
    expect(await eligibleReviewLine(db(), a.member.id, product.id)).not.toBeNull();
  });

  it("refuses someone else's review with 403, an unknown one with 404, visitors with 401, and changes nothing", async () => {
    const product = await api.createProduct();
    const author = await buyer(product.id);
    const review = (
      await author.browser.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: text(1),
      })
    ).body;
    const other = await buyer(product.id);
    const body = { rating: 1, content: '남의 후기를 바꿔 봅니다.' };
    const put = await other.browser.put(`/api/v1/product-review/${review.id}`, body);
    expect(put.status).toBe(403);
    expect(put.body.message).toBe('본인이 작성한 글만 수정하거나 삭제할 수 있습니다.');
    const del = await other.browser.request(
      'DELETE',
      `/api/v1/product-review/${review.id}`,
      undefined,
    );
    expect(del.status).toBe(403);
    expect((await other.browser.put('/api/v1/product-review/999999', body)).status).toBe(404);
    expect(
      (await other.browser.request('DELETE', '/api/v1/product-review/999999', undefined)).status,
    ).toBe(404);
    const visitor = new CookieBrowser(api.url);
    await visitor.start();
    expect((await visitor.put(`/api/v1/product-review/${review.id}`, body)).status).toBe(401);
    expect(
      (await visitor.request('DELETE', `/api/v1/product-review/${review.id}`, undefined)).status,
    ).toBe(401);
    const [row] = await db().select().from(productReviews).where(eq(productReviews.id, review.id));
    expect([row!.rating, row!.content]).toEqual([5, text(1).trim()]);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 5, stars: [0, 0, 0, 0, 1] });
  });

  it('answers a bad change with 422 and keeps the review', async () => {
    const product = await api.createProduct();
    const { browser } = await buyer(product.id);
    const review = (
      await browser.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: text(1),
      })
    ).body;
    const res = await browser.put(`/api/v1/product-review/${review.id}`, {
      rating: 7,
      content: '짧음',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['content', 'rating']);
    expect(await figures(product.id)).toEqual({ count: 1, sum: 5, stars: [0, 0, 0, 0, 1] });
  });

  it('keeps only the photos listed in keep_photo_ids', async () => {
    const product = await api.createProduct();
    const { browser } = await buyer(product.id);
    const review = (
      await browser.post('/api/v1/product-review', {
        it_id: product.it_id,
        rating: 5,
        content: text(1),
      })
    ).body;
    const photos = await db()
      .insert(productReviewPhotos)
      .values(
        [0, 1, 2].map((sort) => ({
          reviewId: review.id,
          sort,
          storageKey: `reviews/test${sort}`,
          width: 1200,
          height: 900,
        })),
      )
      .returning({ id: productReviewPhotos.id });
    const res = await browser.put(`/api/v1/product-review/${review.id}`, {
      rating: 5,
      content: text(1),
      keep_photo_ids: [photos[0]!.id, photos[2]!.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: number }) => p.id)).toEqual([
      photos[0]!.id,
      photos[2]!.id,
    ]);
    expect(res.body.photos[0].thumb).toEqual({
      url: '/media/reviews/test0/thumb.webp',
      width: 400,
      height: 300,
    });
    const [row] = await db().select().from(productReviews).where(eq(productReviews.id, review.id));
    expect(row!.photoCount).toBe(2);
  });
});

describe('GET /api/v1/product-review', () => {
  it('lists a product’s shown reviews with filters and sorts, masked authors and is_mine', async () => {
    const product = await api.createProduct();
    const a = await buyer(product.id);
    const b = await buyer(product.id);
    const c = await buyer(product.id);
    const post = (who: { browser: CookieBrowser }, rating: number) =>
      who.browser
        .post('/api/v1/product-review', { it_id: product.it_id, rating, content: text(1) })
        .then((r) => r.body as { id: number });
    const ra = await post(a, 5);
    const rb = await post(b, 2);
    const rc = await post(c, 4);
    await db()
      .insert(productReviewPhotos)
      .values({ reviewId: ra.id, storageKey: 'reviews/a', width: 800, height: 800 });
    await db().update(productReviews).set({ photoCount: 1 }).where(eq(productReviews.id, ra.id));

    const ids = async (query: string, who = b.browser) => {
      const res = await who.get(`/api/v1/product-review?it_id=${product.it_id}${query}`);
      expect(res.status).toBe(200);
      return res.body.data.map((r: { id: number }) => r.id);
    };
    expect(await ids('')).toEqual([ra.id, rc.id, rb.id]);
    expect(await ids('&sort=new')).toEqual([rc.id, rb.id, ra.id]);
    expect(await ids('&sort=rating_desc')).toEqual([ra.id, rc.id, rb.id]);
    expect(await ids('&sort=rating_asc')).toEqual([rb.id, rc.id, ra.id]);
    expect(await ids('&photo_only=1')).toEqual([ra.id]);
    expect(await ids('&rating=4')).toEqual([rc.id]);

    const page = await b.browser.get(`/api/v1/product-review?it_id=${product.it_id}&per_page=2`);
    expect(page.body).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: 3,
      last_page: 2,
      from: 1,
      to: 2,
    });
    const mineFlags = page.body.data.map((r: { is_mine: boolean; author: string }) => [
      r.is_mine,
      r.author,
    ]);
    expect(mineFlags).toEqual([
      [false, `${a.member.mb_id.slice(0, 3)}***`],
      [false, `${c.member.mb_id.slice(0, 3)}***`],
    ]);
    const visitor = new CookieBrowser(api.url);
    const asVisitor = await visitor.get(`/api/v1/product-review?it_id=${product.it_id}&sort=new`);
    expect(asVisitor.body.data.every((r: { is_mine: boolean }) => !r.is_mine)).toBe(true);
    expect(JSON.stringify(asVisitor.body)).not.toContain(a.member.mb_id);
  });

  it('leaves hidden reviews and reviews of hidden or deleted products out of public lists, not out of mine', async () => {
    const shown = await api.createProduct();
    const later = await api.createProduct();
    const gone = await api.createProduct();
    const browser = new CookieBrowser(api.url);
    const who = await loggedIn();
    for (const p of [shown, later, gone]) await api.grantReviewLine(who.member.id, p.id);
    const post = (itId: string) =>
      who.browser
        .post('/api/v1/product-review', { it_id: itId, rating: 5, content: text(1) })
        .then((r) => r.body as { id: number });
    const visible = await post(shown.it_id);
    const hidden = await post(later.it_id);
    const ofGone = await post(gone.it_id);
    await db()
      .update(productReviews)
      .set({ isHidden: true })
      .where(eq(productReviews.id, hidden.id));
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const all = (await browser.get('/api/v1/product-review?sort=new&per_page=50')).body.data.map(
      (r: { id: number }) => r.id,
    );
    expect(all).toContain(visible.id);
    expect(all).not.toContain(hidden.id);
    expect(all).not.toContain(ofGone.id);
    expect((await browser.get(`/api/v1/product-review?it_id=${gone.it_id}`)).body.total).toBe(0);

    await db().update(products).set({ isVisible: false }).where(eq(products.id, shown.id));
    expect((await browser.get(`/api/v1/product-review?it_id=${shown.it_id}`)).body.total).toBe(0);

    const mine = (await who.browser.get('/api/v1/product-review?mine=1&sort=new')).body.data.map(
      (r: { id: number }) => r.id,
    );
    expect(mine).toEqual([ofGone.id, hidden.id, visible.id]);
  });

  it('answers mine=1 to visitors with 401 and bad filters with 422', async () => {
    const visitor = new CookieBrowser(api.url);
    expect((await visitor.get('/api/v1/product-review?mine=1')).status).toBe(401);
    const res = await visitor.get('/api/v1/product-review?rating=6&sort=best');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['rating', 'sort']);
  });

  it('answers with an ETag and 304 when it has not changed', async () => {
    const product = await api.createProduct();
    const visitor = new CookieBrowser(api.url);
    const url = `/api/v1/product-review?it_id=${product.it_id}`;
    const first = await visitor.get(url);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect((await visitor.get(url, { 'if-none-match': etag! })).status).toBe(304);
    const { browser } = await buyer(product.id);
    await browser.post('/api/v1/product-review', {
      it_id: product.it_id,
      rating: 5,
      content: text(1),
    });
    expect((await visitor.get(url, { 'if-none-match': etag! })).status).toBe(200);
  });
});
