import { sql } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orders, products } from '../../db/schema/index.js';

const WINDOW_DAYS = 30;
// Orders that count as sold: paid and not given back.
const SOLD = [
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'return_requested',
  'exchange_requested',
];

/**
 * Sets each product's `sales_30d` (the best-seller rank) to the units sold in paid orders of
 * the last 30 days, touching only products whose figure changed (so listing answers get a new
 * version only then). One statement; safe to run on several instances. Answers how many
 * products changed.
 */
export async function refreshSalesRanks(db: Database | Transaction, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const sold = sql.join(
    SOLD.map((status) => sql`${status}`),
    sql`, `,
  );
  const changed = await db.execute(sql`
    with sold as (
      select ${orderLines.productId} as product_id, sum(${orderLines.qty})::int as units
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orders.status} in (${sold}) and ${orders.paidAt} >= ${since.toISOString()}
        and ${orderLines.productId} is not null
      group by ${orderLines.productId}
    )
    update ${products} set sales_30d = coalesce(sold.units, 0), updated_at = ${now.toISOString()}
    from ${products} p left join sold on sold.product_id = p.id
    where ${products.id} = p.id and ${products.sales30d} <> coalesce(sold.units, 0)
    returning ${products.id}
  `);
  // node-postgres and PGlite both answer `{ rows }`.
  return (changed as unknown as { rows: unknown[] }).rows.length;
}
