import { z } from 'zod';

import type { Currency } from './locale.js';
import type { ProductImage, ShippingInfo } from './product.js';
import type { AttributeLabels } from './validation-messages.js';
import { wholeNumber } from './whole-number.js';

/**
 * Most of one thing a line may hold (a variant, an add-on).
 *
 * @example
 * cartLineUpdateSchema.parse({ qty: CART_MAX_QTY }); // ok; one more is a 422
 */
export const CART_MAX_QTY = 999;

/**
 * Most lines a cart holds; adding one more is refused with `cart_full`.
 *
 * @example
 * if (cart.lines.length >= CART_MAX_LINES) showFullNotice();
 */
export const CART_MAX_LINES = 50;

/**
 * Most add-ons chosen with one line.
 *
 * @example
 * cartAddSchema.shape.addons; // at most CART_MAX_ADDONS entries
 */
export const CART_MAX_ADDONS = 10;

/**
 * Field labels of the cart's inputs, for their 422 messages.
 *
 * @example
 * parseInput(cartAddSchema, request.body, request, CART_ATTRIBUTES);
 */
export const CART_ATTRIBUTES: AttributeLabels = {
  it_id: { kr: '상품', en: 'product' },
  variant_id: { kr: '옵션', en: 'option' },
  addons: { kr: '추가 상품', en: 'add-ons' },
  addon_id: { kr: '추가 상품', en: 'add-on' },
  qty: { kr: '수량', en: 'quantity' },
  line_id: { kr: '장바구니 상품', en: 'cart item' },
};

const id = wholeNumber(1, 2_147_483_647);
const qty = wholeNumber(1, CART_MAX_QTY);

/**
 * Body of `POST /api/v1/cart`: a product's variant, how many, and add-ons with their own
 * quantities. The same variant with the same add-ons again adds to that line.
 *
 * @example
 * cartAddSchema.parse({ it_id: '171011001', variant_id: 12, qty: 2, addons: [{ addon_id: 3, qty: 1 }] });
 */
export const cartAddSchema = z.object({
  it_id: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
  variant_id: id,
  qty,
  addons: z
    .array(z.object({ addon_id: id, qty }))
    .max(CART_MAX_ADDONS)
    .refine((list) => new Set(list.map((a) => a.addon_id)).size === list.length, {
      params: { rule: 'in' },
    })
    .default([]),
});
/** A cart addition as a client sends it. */
export type CartAddInput = z.input<typeof cartAddSchema>;

/**
 * Body of `PUT /api/v1/cart/{line_id}`: the line's new quantity.
 *
 * @example
 * cartLineUpdateSchema.parse({ qty: 3 }); // { qty: 3 }
 */
export const cartLineUpdateSchema = z.object({ qty });

/**
 * `{line_id}` route parameter of the cart's line calls.
 *
 * @example
 * cartLineParamSchema.parse({ line_id: '7' }); // { line_id: 7 }
 */
export const cartLineParamSchema = z.object({ line_id: id });

/**
 * What changed about a line since it was added: its unit price (`previous_price` holds the
 * old one), it sold out (the variant or one of its add-ons), there is less stock than its
 * quantity, the shop no longer sells it (hidden or deleted product), or a merge at login
 * lowered its quantity to the stock (`capped_from` holds the quantity before). Lines that are
 * sold out, over the stock or unavailable are not orderable.
 */
export type CartLineChange =
  'price_changed' | 'sold_out' | 'over_stock' | 'unavailable' | 'qty_capped';

/**
 * An add-on of a line, priced now.
 *
 * @example
 * const addon: CartLineAddonView = { addon_id: 3, name: '선물 포장', unit_price: 2500, qty: 1, total: 2500, sold_out: false };
 */
export interface CartLineAddonView {
  addon_id: number;
  name: string;
  unit_price: number;
  qty: number;
  total: number;
  sold_out: boolean;
}

/**
 * A cart line as every answer prices it: in the session's language and currency, minor units.
 * `option` is the variant's values joined with ' / ' ('' for a product without options);
 * `total` is the variant's price times `qty` plus the add-ons'.
 *
 * @example
 * const line: CartLine = { id: 7, it_id: '171011001', name: '시그니처 소이 캔들', option: '라벤더 / 200g', thumbnail: null, variant_id: 12, qty: 2, stock: 40, unit_price: 28000, previous_price: null, capped_from: null, addons: [], total: 56000, currency: 'krw', orderable: true, changes: [] };
 */
export interface CartLine {
  id: number;
  it_id: string;
  name: string;
  option: string;
  thumbnail: ProductImage | null;
  variant_id: number;
  qty: number;
  stock: number;
  unit_price: number;
  /** The unit price when the line was added, when it differs (same currency). */
  previous_price: number | null;
  /** The quantity before a merge at login lowered it to the stock. */
  capped_from: number | null;
  addons: CartLineAddonView[];
  total: number;
  currency: Currency;
  /** Can be ordered as it is: listed, not sold out, enough stock. */
  orderable: boolean;
  changes: CartLineChange[];
}

/**
 * A line of the visitor's cart that did not move into the member's cart at login, because the
 * member's cart had no room left ({@link CART_MAX_LINES}): named in the session's language.
 *
 * @example
 * const left: CartLeftOut = { it_id: '171011001', variant_id: 12, name: '시그니처 소이 캔들', qty: 2 };
 */
export interface CartLeftOut {
  it_id: string;
  variant_id: number;
  name: string;
  qty: number;
}

/**
 * `GET /api/v1/cart` and the answer of every cart change: the lines, newest first, how many,
 * the total of the orderable ones (before shipping and discounts), and the shop's shipping
 * rule in the session's currency for the page's preview (the order computes the real fee).
 * `left_out` lists what the last login could not bring over from the visitor's cart (the
 * cart was full), until the shopper next adds something.
 *
 * @example
 * const cart: Cart = { lines: [], count: 0, total: 0, currency: 'krw', shipping: { fee: 3000, free_over: 50000 }, left_out: [] };
 */
export interface Cart {
  lines: CartLine[];
  count: number;
  total: number;
  currency: Currency;
  shipping: ShippingInfo;
  left_out: CartLeftOut[];
}
