import { ORDER_ATTRIBUTES, type Currency, type Lang, type OrderLineView } from '@atelier/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import {
  cartLines,
  productAddons,
  productOptionValues,
  products,
  productVariants,
  type CartLineAddon,
  type OrderLineAddon,
} from '../../db/schema/index.js';
import { fieldError, HttpError, notFound } from '../../http/errors.js';
import { findCartId, variantUnitPrice, type CartOwner } from '../cart/cart-view.js';
import { productImage } from '../media/image-urls.js';
import { firstImages, visibleProduct } from '../products/product-list-items.js';

/** One thing to order: a product's variant, how many, and add-ons with their quantities. */
export interface OrderChoice {
  itId: string;
  variantId: number;
  qty: number;
  addons: readonly CartLineAddon[];
}

/** A choice priced now, with what an order line keeps of it (names in both languages). */
export interface PricedLine {
  productId: number;
  variantId: number;
  itId: string;
  name: string;
  nameEn: string;
  option: string;
  optionEn: string;
  sku: string;
  unitPrice: number;
  qty: number;
  addons: OrderLineAddon[];
  lineTotal: number;
}

/**
 * The choices of the owner's cart lines `lineIds` (404 when one is not in their cart).
 */
export async function cartChoices(
  tx: Transaction,
  owner: CartOwner,
  lineIds: readonly number[],
): Promise<OrderChoice[]> {
  const cartId = await findCartId(tx, owner);
  if (cartId === undefined) throw notFound();
  const rows = await tx
    .select({
      id: cartLines.id,
      itId: products.itId,
      variantId: cartLines.variantId,
      qty: cartLines.qty,
      addons: cartLines.addons,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.id, [...lineIds])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(lineIds)].map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return { itId: row.itId, variantId: row.variantId, qty: row.qty, addons: row.addons };
  });
}

/**
 * Prices `choices` in `currency` at `now` with the one price rule of the cart
 * (`variantUnitPrice`), checking that each can be ordered as chosen: a product no longer sold
 * is a 409 `product_unavailable`, a sold-out variant or add-on a 409 `sold_out`, a quantity
 * over the stock a 422 `max_stock` naming the line (`items.N.qty`). Stock is only read here;
 * placing the order takes it.
 */
export async function priceChoices(
  tx: Transaction,
  choices: readonly OrderChoice[],
  currency: Currency,
  now: Date,
): Promise<PricedLine[]> {
  const variantIds = [...new Set(choices.map((c) => c.variantId))];
  const variants = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      itId: products.itId,
      name: products.name,
      nameEn: products.nameEn,
      listed: sql<boolean>`(${visibleProduct})`,
      sku: productVariants.sku,
      stock: productVariants.stock,
      soldOut: productVariants.isSoldOut,
      optionValueIds: productVariants.optionValueIds,
      unitPrice: variantUnitPrice(currency, now),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  const addonIds = [...new Set(choices.flatMap((c) => c.addons.map((a) => a.addon_id)))];
  const valueIds = [...new Set(variants.flatMap((v) => v.optionValueIds))];
  const [addons, values] = await Promise.all([
    addonIds.length === 0
      ? []
      : tx.select().from(productAddons).where(inArray(productAddons.id, addonIds)),
    valueIds.length === 0
      ? []
      : tx
          .select({
            id: productOptionValues.id,
            name: productOptionValues.name,
            nameEn: productOptionValues.nameEn,
          })
          .from(productOptionValues)
          .where(inArray(productOptionValues.id, valueIds)),
  ]);
  const addonOf = new Map(addons.map((a) => [a.id, a]));
  const valueOf = new Map(values.map((v) => [v.id, v]));

  // The same variant or add-on on two lines draws on one stock.
  const wanted = new Map<string, number>();
  return choices.map((choice, i): PricedLine => {
    const variant = variantOf.get(choice.variantId);
    if (!variant || variant.itId !== choice.itId)
      throw fieldError(`items.${i}.variant_id`, 'in', undefined, ORDER_ATTRIBUTES);
    if (!variant.listed) throw new HttpError(409, 'product_unavailable', { name: variant.name });
    if (variant.soldOut || variant.stock <= 0) throw new HttpError(409, 'sold_out');
    const taken = (wanted.get(`v${variant.id}`) ?? 0) + choice.qty;
    wanted.set(`v${variant.id}`, taken);
    if (taken > variant.stock)
      throw fieldError(`items.${i}.qty`, 'max_stock', { max: variant.stock }, ORDER_ATTRIBUTES);
    const lineAddons = choice.addons.map((chosen, j): OrderLineAddon => {
      const addon = addonOf.get(chosen.addon_id);
      if (!addon || addon.productId !== variant.productId)
        throw fieldError(`items.${i}.addons.${j}.addon_id`, 'in', undefined, ORDER_ATTRIBUTES);
      if (addon.isSoldOut || addon.stock <= 0) throw new HttpError(409, 'sold_out');
      const addonTaken = (wanted.get(`a${addon.id}`) ?? 0) + chosen.qty;
      wanted.set(`a${addon.id}`, addonTaken);
      if (addonTaken > addon.stock)
        throw fieldError(
          `items.${i}.addons.${j}.qty`,
          'max_stock',
          { max: addon.stock },
          ORDER_ATTRIBUTES,
        );
      return {
        addon_id: addon.id,
        name: addon.name,
        name_en: addon.nameEn,
        unit_price: currency === 'usd' ? addon.priceUsd : addon.priceKrw,
        qty: chosen.qty,
      };
    });
    const optionValues = variant.optionValueIds.flatMap((id) => valueOf.get(id) ?? []);
    const unitPrice = variant.unitPrice;
    return {
      productId: variant.productId,
      variantId: variant.id,
      itId: variant.itId,
      name: variant.name,
      nameEn: variant.nameEn,
      option: optionValues.map((v) => v.name).join(' / '),
      optionEn: optionValues.map((v) => v.nameEn).join(' / '),
      sku: variant.sku,
      unitPrice,
      qty: choice.qty,
      addons: lineAddons,
      lineTotal:
        unitPrice * choice.qty + lineAddons.reduce((sum, a) => sum + a.unit_price * a.qty, 0),
    };
  });
}

/** What a line shows in `lang`, from a priced line or an order line's snapshot. */
export function lineView(
  line: Pick<
    PricedLine,
    | 'itId'
    | 'name'
    | 'nameEn'
    | 'option'
    | 'optionEn'
    | 'unitPrice'
    | 'qty'
    | 'addons'
    | 'lineTotal'
  >,
  lang: Lang,
  thumbnail: OrderLineView['thumbnail'],
): OrderLineView {
  const en = lang === 'en';
  return {
    it_id: line.itId,
    name: en ? line.nameEn : line.name,
    option: en && line.optionEn ? line.optionEn : line.option,
    thumbnail,
    unit_price: line.unitPrice,
    qty: line.qty,
    addons: line.addons.map((a) => ({
      name: en ? a.name_en : a.name,
      unit_price: a.unit_price,
      qty: a.qty,
      total: a.unit_price * a.qty,
    })),
    total: line.lineTotal,
  };
}

/**
 * The first photo of each product in `lang`, for order lines (a deleted product has none).
 */
export async function lineThumbnails(
  tx: Database | Transaction,
  productIds: readonly (number | null)[],
  lang: Lang,
): Promise<(productId: number | null) => OrderLineView['thumbnail']> {
  const ids = [...new Set(productIds.filter((id): id is number => id !== null))];
  const thumbs = ids.length === 0 ? new Map() : await firstImages(tx, ids);
  return (productId) => {
    const thumb = productId === null ? undefined : thumbs.get(productId);
    return thumb ? productImage(thumb, lang) : null;
  };
}
