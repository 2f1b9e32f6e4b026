import {
  normalisePhone,
  ORDER_STATUSES,
  type AdminOrderSort,
  type OrderWorkQueue,
  type PaymentMethod,
  type OrderStatus,
} from '@atelier/contracts';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';

import { orders } from '../../db/schema/index.js';
import { koreaPeriod } from '../../shared/korea-period.js';

/** The filters the operators' list and its export share (already validated). */
export interface OrderFilter {
  status?: OrderStatus | undefined;
  payment_method?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
  queue?: OrderWorkQueue | undefined;
  q?: string | undefined;
}

/**
 * The orders of each work queue: the dashboard counts them and the list filters by them, so a
 * count and the list it links to always agree.
 */
export const WORK_QUEUE_WHERE: Readonly<Record<OrderWorkQueue, SQL>> = {
  transfers: and(eq(orders.status, 'awaiting_deposit'), eq(orders.paymentMethod, 'bank_transfer'))!,
  to_ship: inArray(orders.status, ['paid', 'preparing']),
  claims: inArray(orders.status, ['return_requested', 'exchange_requested']),
  refund_failed: eq(orders.refundState, 'failed'),
};

/** What `q` searches: an order number, a phone number, or a name (orderer or recipient). */
function searchOf(q: string): SQL | undefined {
  if (/^\d{16}$/.test(q)) return eq(orders.odId, q);
  const phone = /^[\d\s+-]{8,}$/.test(q) ? normalisePhone(q) : null;
  if (phone) return or(eq(orders.ordererPhone, phone), eq(orders.recipientPhone, phone));
  return or(eq(orders.ordererName, q), eq(orders.recipientName, q));
}

/** The `where` of the operators' order list and export. */
export function adminOrderWhere(filter: OrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment_method ? eq(orders.paymentMethod, filter.payment_method) : undefined,
    koreaPeriod(orders.createdAt, filter.from, filter.to),
    filter.queue ? WORK_QUEUE_WHERE[filter.queue] : undefined,
    filter.q ? searchOf(filter.q) : undefined,
  );
}

// The lifecycle's order, not the alphabet's.
const statusRank = sql`array_position(array[${sql.join(
  ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::varchar[], ${orders.status})`;

/**
 * The `order by` of a sort: the chosen column, then the newest first (and the id) so that
 * pages never overlap.
 */
export function adminOrderSort(sort: AdminOrderSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  const tail = [desc(orders.createdAt), desc(orders.id)];
  if (sort === 'created_at') return [dir(orders.createdAt), dir(orders.id)];
  if (sort === 'total_amount') return [dir(orders.totalAmount), ...tail];
  return [order === 'asc' ? sql`${statusRank} asc` : sql`${statusRank} desc`, ...tail];
}
