import {
  CART_ATTRIBUTES,
  CART_MAX_LINES,
  type cartAddSchema,
  type Currency,
} from '@atelier/contracts';
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type { Database, Transaction } from '../../db/database.js';
import {
  cartLines,
  carts,
  type CartLeftOutRow,
  type CartLineAddon,
  productAddons,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { visibleProduct } from '../products/product-list-items.js';
import { findCartId, ownerCartId, variantUnitPrice, type CartOwner } from './cart-view.js';

type CartAdd = z.output<typeof cartAddSchema>;

/** The add-on ids of a line, sorted: the same variant with the same add-ons is one line. */
function addonsKey(addons: ReadonlyArray<{ addon_id: number }>): string {
  return addons
    .map((a) => a.addon_id)
    .sort((a, b) => a - b)
    .join(',');
}

/** The line of the cart with the same variant and add-ons, if there is one. */
async function sameChoiceLine(tx: Transaction, cartId: number, variantId: number, key: string) {
  const [line] = await tx
    .select({ id: cartLines.id, qty: cartLines.qty, addons: cartLines.addons })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cartId, cartId),
        eq(cartLines.variantId, variantId),
        eq(cartLines.addonsKey, key),
      ),
    );
  return line;
}

/** `added`'s add-ons with the quantities of the same add-ons in `kept` added to them. */
function sumAddons(
  added: readonly CartLineAddon[],
  kept: readonly CartLineAddon[],
): CartLineAddon[] {
  return added.map((a) => ({
    addon_id: a.addon_id,
    qty: a.qty + (kept.find((k) => k.addon_id === a.addon_id)?.qty ?? 0),
  }));
}

/**
 * The owner's cart id, creating the cart when there is none, touched and locked for the rest
 * of the transaction in one statement (the upsert takes the row lock): two changes to one cart
 * at once (two tabs, a double click) run one after the other, so its line count and
 * quantities stay right.
 */
async function lockedCartId(tx: Transaction, owner: CartOwner, now: Date): Promise<number> {
  const byMember = 'memberId' in owner;
  const [row] = await tx
    .insert(carts)
    .values(
      byMember
        ? { memberId: owner.memberId, updatedAt: now }
        : { cartKey: owner.cartKey, updatedAt: now },
    )
    .onConflictDoUpdate({
      target: byMember ? carts.memberId : carts.cartKey,
      // The shopper acts on the cart: what the last login left out is no longer news.
      set: { updatedAt: now, leftOut: [] },
    })
    .returning({ id: carts.id });
  return row!.id;
}

/**
 * Adds a product's variant with add-ons to the owner's cart: onto the line with the same
 * variant and add-ons when there is one. Refuses an unlisted product (404), a variant or
 * add-on of another product (422), a sold-out variant or add-on (409 `sold_out`), more than
 * the stock in all (422 `max_stock` on `qty` or `addons.N.qty`), and a new line past
 * {@link CART_MAX_LINES} (409 `cart_full`). Four statements in the common case: the cart
 * (created, touched, locked), the product with its variant and the cart's line of the same
 * choice, the add-ons when chosen, and the line's write.
 */
export async function addToCart(
  tx: Transaction,
  owner: CartOwner,
  input: CartAdd,
  currency: Currency,
  now: Date,
): Promise<void> {
  const cartId = await lockedCartId(tx, owner, now);
  const key = addonsKey(input.addons);
  const [found] = await tx
    .select({
      productId: products.id,
      variantId: productVariants.id,
      stock: productVariants.stock,
      soldOut: productVariants.isSoldOut,
      unitPrice: variantUnitPrice(currency, now),
      lineId: cartLines.id,
      lineQty: cartLines.qty,
      lineAddons: cartLines.addons,
      lines: sql<number>`(select count(*) from ${cartLines} where ${cartLines.cartId} = ${cartId})::int`,
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), eq(productVariants.id, input.variant_id)),
    )
    .leftJoin(
      cartLines,
      and(
        eq(cartLines.cartId, cartId),
        eq(cartLines.variantId, productVariants.id),
        eq(cartLines.addonsKey, key),
      ),
    )
    .where(and(eq(products.itId, input.it_id), visibleProduct));
  if (!found) throw notFound();
  const { variantId, stock, soldOut, unitPrice } = found;
  if (variantId === null || stock === null)
    throw fieldError('variant_id', 'in', undefined, CART_ATTRIBUTES);
  if (soldOut || stock <= 0) throw new HttpError(409, 'sold_out');

  const addons =
    input.addons.length === 0
      ? []
      : await tx
          .select({
            id: productAddons.id,
            stock: productAddons.stock,
            soldOut: productAddons.isSoldOut,
          })
          .from(productAddons)
          .where(
            and(
              eq(productAddons.productId, found.productId),
              inArray(
                productAddons.id,
                input.addons.map((a) => a.addon_id),
              ),
            ),
          );
  const addonById = new Map(addons.map((a) => [a.id, a]));
  for (const [i, chosen] of input.addons.entries()) {
    const addon = addonById.get(chosen.addon_id);
    if (!addon) throw fieldError(`addons.${i}.addon_id`, 'in', undefined, CART_ATTRIBUTES);
    if (addon.soldOut || addon.stock <= 0) throw new HttpError(409, 'sold_out');
  }

  const qty = (found.lineQty ?? 0) + input.qty;
  if (qty > stock) throw fieldError('qty', 'max_stock', { max: stock }, CART_ATTRIBUTES);
  const chosen = sumAddons(input.addons, found.lineAddons ?? []);
  for (const [i, a] of chosen.entries()) {
    const addonStock = addonById.get(a.addon_id)!.stock;
    if (a.qty > addonStock)
      throw fieldError(`addons.${i}.qty`, 'max_stock', { max: addonStock }, CART_ATTRIBUTES);
  }

  if (found.lineId !== null) {
    await tx
      .update(cartLines)
      .set({ qty, addons: chosen, seenPrice: unitPrice, seenCurrency: currency, cappedFrom: null })
      .where(eq(cartLines.id, found.lineId));
    return;
  }
  if (found.lines >= CART_MAX_LINES) throw new HttpError(409, 'cart_full', { max: CART_MAX_LINES });
  await tx.insert(cartLines).values({
    cartId,
    productId: found.productId,
    variantId,
    addons: chosen,
    addonsKey: key,
    qty,
    seenPrice: unitPrice,
    seenCurrency: currency,
  });
}

/**
 * Sets a line's quantity (404 when the line is not in the owner's cart; 422 `max_stock` over
 * the stock). The shopper acted on the line as it is priced now: its seen price follows, and
 * a capped-at-login notice is cleared.
 */
export async function setLineQty(
  tx: Transaction,
  owner: CartOwner,
  lineId: number,
  qty: number,
  currency: Currency,
  now: Date,
): Promise<void> {
  const [line] = await tx
    .select({
      id: cartLines.id,
      stock: productVariants.stock,
      unitPrice: variantUnitPrice(currency, now),
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, ownerCartId(owner))))
    .for('update', { of: cartLines });
  if (!line) throw notFound();
  if (qty > line.stock)
    throw fieldError('qty', 'max_stock', { max: Math.max(0, line.stock) }, CART_ATTRIBUTES);
  await tx
    .update(cartLines)
    .set({ qty, seenPrice: line.unitPrice, seenCurrency: currency, cappedFrom: null })
    .where(eq(cartLines.id, lineId));
}

/**
 * Removes a line from the owner's cart (404 when it is not there). One statement, so it needs
 * no transaction of its own.
 */
export async function removeLine(
  db: Database | Transaction,
  owner: CartOwner,
  lineId: number,
): Promise<void> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, ownerCartId(owner))))
    .returning({ id: cartLines.id });
  if (removed.length === 0) throw notFound();
}

/**
 * At login: moves the visitor's cart (by the session's cart key) into the member's and
 * removes it. The same variant with the same add-ons becomes one line with the quantities
 * summed; a sum over the stock is lowered to it and the line remembers the quantity before
 * (`capped_from`), so the cart can say what changed. New choices move over, the visitor's
 * newest first, while the member's cart has fewer than {@link CART_MAX_LINES} lines; the rest
 * are named in the cart's `left_out` (the member's own lines are never pushed out). Runs in
 * the login's transaction.
 */
export async function mergeVisitorCart(
  tx: Transaction,
  cartKey: string,
  memberId: number,
): Promise<void> {
  const visitorCartId = await findCartId(tx, { cartKey });
  if (visitorCartId === undefined) return;
  const memberCartId = await lockedCartId(tx, { memberId }, new Date());
  const visitorLines = await tx
    .select({
      id: cartLines.id,
      variantId: cartLines.variantId,
      addonsKey: cartLines.addonsKey,
      addons: cartLines.addons,
      qty: cartLines.qty,
      stock: productVariants.stock,
      itId: products.itId,
      name: products.name,
      nameEn: products.nameEn,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.cartId, visitorCartId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const [held] = await tx
    .select({ lines: count() })
    .from(cartLines)
    .where(eq(cartLines.cartId, memberCartId));
  let lines = held?.lines ?? 0;
  const leftOut: CartLeftOutRow[] = [];
  for (const line of visitorLines) {
    const mine = await sameChoiceLine(tx, memberCartId, line.variantId, line.addonsKey);
    if (!mine) {
      if (lines >= CART_MAX_LINES) {
        const { itId, variantId, name, nameEn, qty } = line;
        leftOut.push({ itId, variantId, name, nameEn, qty });
        continue;
      }
      await tx.update(cartLines).set({ cartId: memberCartId }).where(eq(cartLines.id, line.id));
      lines += 1;
      continue;
    }
    const sum = mine.qty + line.qty;
    const capped = line.stock > 0 && sum > line.stock;
    await tx
      .update(cartLines)
      .set({
        qty: capped ? line.stock : sum,
        cappedFrom: capped ? sum : null,
        addons: sumAddons(mine.addons, line.addons),
      })
      .where(eq(cartLines.id, mine.id));
  }
  if (leftOut.length > 0) await tx.update(carts).set({ leftOut }).where(eq(carts.id, memberCartId));
  await tx.delete(carts).where(eq(carts.id, visitorCartId));
}

const ABANDONED_VISITOR_CART_DAYS = 30;

/**
 * Deletes visitors' carts untouched for 30 days (their cart key belonged to a session long
 * gone); members' carts are kept. Answers how many were removed.
 */
export async function purgeAbandonedCarts(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_VISITOR_CART_DAYS * 86_400_000);
  const removed = await db
    .delete(carts)
    .where(and(isNotNull(carts.cartKey), lt(carts.updatedAt, before)))
    .returning({ id: carts.id });
  return removed.length;
}
