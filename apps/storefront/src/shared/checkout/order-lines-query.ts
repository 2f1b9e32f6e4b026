// Contracts' ORDER_MAX_LINES: its module builds zod schemas at load, which no page's first
// load may import (decision 0011).
const ORDER_MAX_LINES = 50;

/**
 * One item bought now from the product page (no cart line): the chosen variant, its
 * quantity and the add-ons that go with it.
 *
 * @example
 * const item: BuyNowItem = { it_id: '1700000001', variant_id: 9, qty: 1, addons: [{ addon_id: 2, qty: 1 }] };
 */
export interface BuyNowItem {
  it_id: string;
  variant_id: number;
  qty: number;
  addons: { addon_id: number; qty: number }[];
}

/**
 * What the order form orders: cart lines by id (the cart's buttons) or items (buy now).
 *
 * @example
 * const lines: OrderLinesChoice = { cart_line_ids: [7, 8] };
 */
export type OrderLinesChoice = { cart_line_ids: number[] } | { items: BuyNowItem[] };

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2_147_483_648;

/**
 * The order form's query for what it orders: `lines=1,2` for cart lines, `items=<JSON>` for
 * buy now (the product page's choice, kept in the URL so a reload or the back button keeps it
 * and nothing is written to the cart).
 *
 * @example
 * orderLinesQuery({ cart_line_ids: [1, 2] }); // 'lines=1%2C2'
 */
export function orderLinesQuery(choice: OrderLinesChoice): string {
  const query = new URLSearchParams();
  if ('cart_line_ids' in choice) query.set('lines', choice.cart_line_ids.join(','));
  else
    query.set(
      'items',
      JSON.stringify(
        choice.items.map((item) => [
          item.it_id,
          item.variant_id,
          item.qty,
          item.addons.map((a) => [a.addon_id, a.qty]),
        ]),
      ),
    );
  return query.toString();
}

/**
 * Reads {@link orderLinesQuery} back; `null` when the query names nothing orderable (missing,
 * malformed, or more lines than an order holds).
 *
 * @example
 * parseOrderLinesQuery(new URLSearchParams('lines=1,2')); // { cart_line_ids: [1, 2] }
 */
export function parseOrderLinesQuery(query: URLSearchParams): OrderLinesChoice | null {
  const lines = query.get('lines');
  if (lines !== null) {
    const ids = lines.split(',').map((part) => Number(part.trim()));
    if (ids.length === 0 || ids.length > ORDER_MAX_LINES || !ids.every(positive)) return null;
    return { cart_line_ids: [...new Set(ids)] };
  }
  const items = query.get('items');
  if (items === null || items.length > 4_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(items);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > ORDER_MAX_LINES) return null;
  const out: BuyNowItem[] = [];
  for (const entry of parsed) {
    if (!Array.isArray(entry) || entry.length !== 4) return null;
    const [itId, variantId, qty, addons] = entry as unknown[];
    if (typeof itId !== 'string' || !/^[\w-]{1,40}$/.test(itId)) return null;
    if (!positive(variantId) || !positive(qty) || !Array.isArray(addons)) return null;
    const pairs: { addon_id: number; qty: number }[] = [];
    for (const pair of addons) {
      if (!Array.isArray(pair) || !positive(pair[0]) || !positive(pair[1])) return null;
      pairs.push({ addon_id: pair[0], qty: pair[1] });
    }
    out.push({ it_id: itId, variant_id: variantId, qty, addons: pairs });
  }
  return { items: out };
}
