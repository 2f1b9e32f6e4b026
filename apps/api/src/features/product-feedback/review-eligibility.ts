import { and, asc, eq, notExists } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { productReviews, reviewEligibilities } from '../../db/schema/index.js';

/**
 * The purchased line a member may review a product for next: the oldest of their
 * `review_eligibilities` rows for that product that no review uses yet, or `null` when every
 * line is reviewed (or there is none: not a buyer). The checkout issue fills the rows from
 * received order lines; callers only ever ask this function.
 */
export async function eligibleReviewLine(
  db: Database | Transaction,
  memberId: number,
  productId: number,
): Promise<string | null> {
  const [line] = await db
    .select({ lineRef: reviewEligibilities.lineRef })
    .from(reviewEligibilities)
    .where(
      and(
        eq(reviewEligibilities.memberId, memberId),
        eq(reviewEligibilities.productId, productId),
        notExists(
          db
            .select({ id: productReviews.id })
            .from(productReviews)
            .where(eq(productReviews.lineRef, reviewEligibilities.lineRef)),
        ),
      ),
    )
    .orderBy(asc(reviewEligibilities.receivedAt), asc(reviewEligibilities.lineRef))
    .limit(1);
  return line?.lineRef ?? null;
}
