import { eq, sql } from 'drizzle-orm';

import type { Transaction } from '../../db/database.js';
import { productAddons, products, productVariants } from '../../db/schema/index.js';
import { InsufficientStockError, notFound } from '../../http/errors.js';

/**
 * The one way stock changes: adds `delta` (negative to take) to a variant's stock inside the
 * caller's transaction and answers the new stock. The change is one conditional UPDATE, so
 * concurrent takes of the last units cannot oversell: a take that would go below zero changes
 * nothing and throws {@link InsufficientStockError} (409); an unknown variant is a 404. The
 * product's `updated_at` is touched so listing answers (sold-out badges, `in_stock`) get a new
 * version.
 *
 * @example
 * await db.transaction((tx) => adjustStock(tx, variantId, -2));
 */
export async function adjustStock(
  tx: Transaction,
  variantId: number,
  delta: number,
): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`stock delta ${delta} is not an integer`);
  const [changed] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${delta}` })
    .where(sql`${productVariants.id} = ${variantId} and ${productVariants.stock} + ${delta} >= 0`)
    .returning({ productId: productVariants.productId, stock: productVariants.stock });
  if (!changed) {
    const [exists] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    if (!exists) throw notFound();
    throw new InsufficientStockError(variantId);
  }
  await tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(eq(products.id, changed.productId));
  return changed.stock;
}

/**
 * The add-on counterpart of {@link adjustStock}: adds `delta` to an add-on's stock in one
 * conditional UPDATE that never goes below zero (409 {@link InsufficientStockError}).
 *
 * @example
 * await adjustAddonStock(tx, addonId, -1);
 */
export async function adjustAddonStock(
  tx: Transaction,
  addonId: number,
  delta: number,
): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`stock delta ${delta} is not an integer`);
  const [changed] = await tx
    .update(productAddons)
    .set({ stock: sql`${productAddons.stock} + ${delta}` })
    .where(sql`${productAddons.id} = ${addonId} and ${productAddons.stock} + ${delta} >= 0`)
    .returning({ stock: productAddons.stock });
  if (!changed) {
    const [exists] = await tx
      .select({ id: productAddons.id })
      .from(productAddons)
      .where(eq(productAddons.id, addonId));
    if (!exists) throw notFound();
    throw new InsufficientStockError(addonId);
  }
  return changed.stock;
}
