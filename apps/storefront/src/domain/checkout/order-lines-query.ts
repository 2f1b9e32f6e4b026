/**
 * One item bought now from the product page (no cart line): the chosen variant, its
 * quantity and the add-ons that go with it.
 */
export interface BuyNowItem {
  it_id: string;
  variant_id: number;
  qty: number;
  addons: { addon_id: number; qty: number }[];
}

/**
 * What the order form orders: cart lines by id (the cart's buttons) or items (buy now).
 */
export type OrderLinesChoice = { cart_line_ids: number[] } | { items: BuyNowItem[] };

/**
 * The order form's query for what it orders: `lines=1,2` for cart lines, `items=<JSON>` for
 * buy now (the product page's choice, kept in the URL so a reload or the back button keeps it
 * and nothing is written to the cart).
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
