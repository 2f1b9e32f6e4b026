import type { BuyNowItem, OrderLinesChoice } from './order-lines-query.js';

// Contracts' ORDER_MAX_LINES: its module builds zod schemas at load, which no page's first
// load may import (decision 0011).
const ORDER_MAX_LINES = 50;

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2_147_483_648;

/**
 * Reads `orderLinesQuery`'s query back; `null` when the query names nothing orderable (missing,
 * malformed, or more lines than an order holds).
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
