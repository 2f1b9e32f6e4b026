import { and, eq } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { products } from '../../db/schema/index.js';
import { visibleProduct } from '../products/product-list-items.js';

/** A product the shop shows, as the feedback routes need it. */
export interface ListedProduct {
  id: number;
  itId: string;
}

/**
 * A product the shop shows (visible, not deleted) by its `it_id`, or `null` (unknown, hidden or deleted).
 */
export async function findListedProduct(
  db: Database | Transaction,
  itId: string,
): Promise<ListedProduct | null> {
  const [row] = await db
    .select({ id: products.id, itId: products.itId })
    .from(products)
    .where(and(eq(products.itId, itId), visibleProduct))
    .limit(1);
  return row ?? null;
}
