import { eq, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import { productReviews, products } from '../../db/schema/index.js';

/**
 * Locks a product's row for the rest of the transaction, so review writes on one product run
 * one after another: the eligibility check and the figures each see the writes before them.
 */
export async function lockProductForReviews(tx: Transaction, productId: number): Promise<void> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
}

/**
 * Recounts a product's rating figures (`review_count`, `rating_sum`, `rating_counts`) from its
 * reviews that are not hidden. Call it inside the transaction that changed a review, after
 * {@link lockProductForReviews}, so concurrent writers cannot leave stale figures.
 */
export async function refreshRatingFigures(tx: Transaction, productId: number): Promise<void> {
  const star = (n: number) => sql`count(*) filter (where ${productReviews.rating} = ${n})::int`;
  const [figures] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${productReviews.rating}), 0)::int`,
      s1: star(1).mapWith(Number),
      s2: star(2).mapWith(Number),
      s3: star(3).mapWith(Number),
      s4: star(4).mapWith(Number),
      s5: star(5).mapWith(Number),
    })
    .from(productReviews)
    .where(sql`${productReviews.productId} = ${productId} and not ${productReviews.isHidden}`);
  const f = figures ?? { count: 0, sum: 0, s1: 0, s2: 0, s3: 0, s4: 0, s5: 0 };
  await tx
    .update(products)
    .set({
      reviewCount: Number(f.count),
      ratingSum: Number(f.sum),
      ratingCounts: [f.s1, f.s2, f.s3, f.s4, f.s5],
    })
    .where(eq(products.id, productId));
}
