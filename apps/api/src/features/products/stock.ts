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
 */
export async function adjustStock(
  tx: Transaction,
  variantId: number,
  delta: number,
): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`stock delta ${delta} is not an integer`);
  // The take and the product's touch in one statement: placing an order runs this per line.
  const result = await tx.execute(sql`
    with changed as (
      update ${productVariants} set stock = stock + ${delta}
      where id = ${variantId} and stock + ${delta} >= 0
      returning product_id, stock
    ), touched as (
      update ${products} set updated_at = ${new Date().toISOString()}
      where id = (select product_id from changed)
    )
    select stock from changed`);
  // node-postgres and PGlite both answer `{ rows }`.
  const [changed] = (result as unknown as { rows: Array<{ stock: number }> }).rows;
  if (!changed) {
    const [exists] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    if (!exists) throw notFound();
    throw new InsufficientStockError(variantId);
  }
  return changed.stock;
}

/**
 * The add-on counterpart of {@link adjustStock}: adds `delta` to an add-on's stock in one
 * conditional UPDATE that never goes below zero (409 {@link InsufficientStockError}).
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
