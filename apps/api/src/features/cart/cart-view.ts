import type {
  Cart,
  CartLine,
  CartLineAddonView,
  CartLineChange,
  Currency,
  Lang,
} from '@atelier/contracts';
import { desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import {
  cartLines,
  carts,
  type CartLeftOutRow,
  productAddons,
  productImages,
  productOptionValues,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { productImage } from '../media/image-urls.js';
import { effectivePrice, productName, type ThumbnailRow } from '../products/product-list-items.js';
import { shippingInfo } from '../shipping/shipping-rules.js';

/** Whose cart: a member's, or a visitor's by the session's cart key. */
export type CartOwner = { memberId: number } | { cartKey: string };

/**
 * The condition on `carts` that picks the owner's cart.
 */
export function ownedBy(owner: CartOwner): SQL {
  return 'memberId' in owner
    ? eq(carts.memberId, owner.memberId)
    : eq(carts.cartKey, owner.cartKey);
}

/**
 * The owner's cart id as a subquery, for statements that find the cart and act on it at once.
 */
export function ownerCartId(owner: CartOwner): SQL {
  return sql`(select ${carts.id} from ${carts} where ${ownedBy(owner)})`;
}

/**
 * The owner's cart id, or `undefined` when they have none yet.
 */
export async function findCartId(
  db: Database | Transaction,
  owner: CartOwner,
): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
  return row?.id;
}

/**
 * A variant's unit price in `currency` at `now`: the product's price (its sale price while the
 * sale runs) plus the variant's delta. The one price rule of the cart and, later, the order.
 */
export function variantUnitPrice(currency: Currency, now: Date) {
  const delta = currency === 'usd' ? productVariants.priceDeltaUsd : productVariants.priceDeltaKrw;
  return sql<number>`(${effectivePrice(currency, now)} + ${delta})::int`;
}

function addonPrice(addon: { priceKrw: number; priceUsd: number }, currency: Currency): number {
  return currency === 'usd' ? addon.priceUsd : addon.priceKrw;
}

/**
 * The owner's cart priced now in `lang` and `currency`, newest line first. Nothing about a
 * price is stored: each line is priced from the product, variant and add-ons as they are, and
 * says what changed since it was added (price, sold out, stock under its quantity, no longer
 * sold). The total counts orderable lines only.
 */
export async function loadCart(
  db: Database | Transaction,
  owner: CartOwner,
  lang: Lang,
  currency: Currency,
  now: Date,
): Promise<Cart> {
  // The lines with their product, variant, first photo and option names in one statement.
  const rows = await db
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      qty: cartLines.qty,
      addons: cartLines.addons,
      seenPrice: cartLines.seenPrice,
      seenCurrency: cartLines.seenCurrency,
      cappedFrom: cartLines.cappedFrom,
      leftOut: sql<
        CartLeftOutRow[]
      >`(select ${carts.leftOut} from ${carts} where ${carts.id} = ${cartLines.cartId})`,
      itId: products.itId,
      name: products.name,
      nameEn: products.nameEn,
      listed: sql<boolean>`(${products.isVisible} and ${isNull(products.deletedAt)})`,
      unitPrice: variantUnitPrice(currency, now),
      stock: productVariants.stock,
      variantSoldOut: productVariants.isSoldOut,
      thumbnail: sql<ThumbnailRow | null>`(
        select json_build_object('id', ${productImages.id}, 'storageKey', ${productImages.storageKey},
          'width', ${productImages.width}, 'height', ${productImages.height},
          'alt', ${productImages.alt}, 'altEn', ${productImages.altEn})
        from ${productImages} where ${productImages.productId} = ${cartLines.productId}
        order by ${productImages.sort}, ${productImages.id} limit 1)`,
      options: sql<Array<{ name: string; nameEn: string }>>`(
        select coalesce(json_agg(json_build_object('name', ${productOptionValues.name},
          'nameEn', ${productOptionValues.nameEn}) order by o.n), '[]'::json)
        from jsonb_array_elements_text(${productVariants.optionValueIds}) with ordinality as o(id, n)
        join ${productOptionValues} on ${productOptionValues.id} = o.id::int)`,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .where(eq(cartLines.cartId, ownerCartId(owner)))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  if (rows.length === 0) return emptyCart(db, currency);

  const addonIds = [...new Set(rows.flatMap((row) => row.addons.map((a) => a.addon_id)))];
  const addons =
    addonIds.length === 0
      ? []
      : await db.select().from(productAddons).where(inArray(productAddons.id, addonIds));
  const addonById = new Map(addons.map((a) => [a.id, a]));

  const lines = rows.map((row): CartLine => {
    const lineAddons = row.addons.flatMap((chosen): CartLineAddonView[] => {
      const addon = addonById.get(chosen.addon_id);
      if (!addon) return [];
      const unit = addonPrice(addon, currency);
      return [
        {
          addon_id: addon.id,
          name: productName(addon, lang),
          unit_price: unit,
          qty: chosen.qty,
          total: unit * chosen.qty,
          sold_out: addon.isSoldOut || addon.stock < chosen.qty,
        },
      ];
    });
    const changes: CartLineChange[] = [];
    const soldOut = row.variantSoldOut || row.stock <= 0;
    if (!row.listed) changes.push('unavailable');
    else if (soldOut || lineAddons.some((a) => a.sold_out)) changes.push('sold_out');
    else if (row.stock < row.qty) changes.push('over_stock');
    const priceChanged = row.seenCurrency === currency && row.seenPrice !== row.unitPrice;
    if (priceChanged) changes.push('price_changed');
    if (row.cappedFrom !== null) changes.push('qty_capped');
    return {
      id: row.id,
      it_id: row.itId,
      name: productName(row, lang),
      option: row.options.map((value) => productName(value, lang)).join(' / '),
      thumbnail: row.thumbnail ? productImage(row.thumbnail, lang) : null,
      variant_id: row.variantId,
      qty: row.qty,
      stock: Math.max(0, row.stock),
      unit_price: row.unitPrice,
      previous_price: priceChanged ? row.seenPrice : null,
      capped_from: row.cappedFrom,
      addons: lineAddons,
      total: row.unitPrice * row.qty + lineAddons.reduce((sum, a) => sum + a.total, 0),
      currency,
      orderable: changes.every((change) => change === 'price_changed' || change === 'qty_capped'),
      changes,
    };
  });
  return {
    lines,
    count: lines.length,
    total: lines.filter((line) => line.orderable).reduce((sum, line) => sum + line.total, 0),
    currency,
    shipping: await shippingInfo(db, currency),
    left_out: (rows[0]?.leftOut ?? []).map((left) => ({
      it_id: left.itId,
      variant_id: left.variantId,
      name: productName(left, lang),
      qty: left.qty,
    })),
  };
}

/**
 * A cart without lines in `currency` (a visitor without a session, a cart not made yet).
 */
export async function emptyCart(db: Database | Transaction, currency: Currency): Promise<Cart> {
  return {
    lines: [],
    count: 0,
    total: 0,
    currency,
    shipping: await shippingInfo(db, currency),
    left_out: [],
  };
}
