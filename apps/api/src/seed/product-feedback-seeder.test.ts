import { CookieBrowser } from '@atelier/test-utils/browser';
import { DEMO_MEMBER_PASSWORD, HONG } from '@atelier/test-utils/fixtures';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { productInquiries, productReviews, products, wishListItems } from '../db/schema/index.js';
import { startTestApi, type TestApi } from '../testing.js';
import { memberSeeder } from './member-seeder.js';
import { productSeeder } from './product-seeder.js';
import { productFeedbackSeeder } from './product-feedback-seeder.js';
import { DEMO_SEEDERS, seedDemoData } from './seed.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const db = () => api.app.database.db;
const rows = async () => ({
  reviews: (await db().select({ n: count() }).from(productReviews))[0]!.n,
  questions: (await db().select({ n: count() }).from(productInquiries))[0]!.n,
});

describe('productFeedbackSeeder', () => {
  it('skips a shop without products', async () => {
    await seedDemoData(db(), api.app.log, { seeders: [memberSeeder, productFeedbackSeeder] });
    // It reads products and members, so it runs after both.
    expect(DEMO_SEEDERS.indexOf(productFeedbackSeeder)).toBeGreaterThan(
      DEMO_SEEDERS.indexOf(productSeeder),
    );
    expect(await rows()).toEqual({ reviews: 0, questions: 0 });
  });

  it('gives the demo members reviews, questions and a wish list, with figures that match, once', async () => {
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await api.createProduct());
    await seedDemoData(db(), api.app.log, { seeders: [memberSeeder, productFeedbackSeeder] });
    const seeded = await rows();
    expect(seeded.reviews).toBeGreaterThan(6);
    expect(seeded.questions).toBe(5);

    for (const { id } of made) {
      const reviews = await db()
        .select({ rating: productReviews.rating })
        .from(productReviews)
        .where(eq(productReviews.productId, id));
      const [figures] = await db()
        .select({
          count: products.reviewCount,
          sum: products.ratingSum,
          stars: products.ratingCounts,
        })
        .from(products)
        .where(eq(products.id, id));
      expect(figures).toEqual({
        count: reviews.length,
        sum: reviews.reduce((s, r) => s + r.rating, 0),
        stars: [1, 2, 3, 4, 5].map((n) => reviews.filter((r) => r.rating === n).length),
      });
    }

    // hong can still review the first product, and sees his wish list rows.
    const hong = new CookieBrowser(api.url);
    await hong.login(HONG.mb_id, DEMO_MEMBER_PASSWORD);
    const written = await hong.post('/api/v1/product-review', {
      it_id: made[0]!.it_id,
      rating: 5,
      content: '데모로 직접 써 보는 후기입니다. 향이 좋아요.',
    });
    expect(written.status).toBe(201);
    expect((await db().select({ n: count() }).from(wishListItems))[0]!.n).toBe(3);

    // Secret questions stay secret to a visitor; some are answered.
    const visitor = new CookieBrowser(api.url);
    const list = (await visitor.get('/api/v1/product-inquiry?per_page=50')).body.data as {
      secret: boolean;
      visible: boolean;
      answered: boolean;
      content: string | null;
    }[];
    expect(list.filter((q) => q.secret).every((q) => !q.visible && q.content === null)).toBe(true);
    expect(list.some((q) => q.secret)).toBe(true);
    expect(list.some((q) => q.answered && !q.secret)).toBe(true);

    const before = await rows();
    await seedDemoData(db(), api.app.log, { seeders: [productFeedbackSeeder] });
    expect(await rows()).toEqual(before);
  });
});
