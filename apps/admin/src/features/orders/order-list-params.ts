import {
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_WORK_QUEUES,
  PAYMENT_METHODS,
  type AdminOrderListQuery,
  type AdminOrderSort,
  type OrderWorkQueue,
  type OrderStatus,
  type PaymentMethod,
} from '@atelier/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The order list's query from the page's URL (`?status=&payment_method=&from=&to=&queue=&q=`,
 * `sort=&order=`, `page=`):
 * values the API would refuse are left out, so a hand-edited URL still lists.
 */
export function orderListQuery(search: URLSearchParams): AdminOrderListQuery {
  const query: AdminOrderListQuery = {};
  const status = search.get('status');
  if (status && (ORDER_STATUSES as readonly string[]).includes(status))
    query.status = status as OrderStatus;
  const method = search.get('payment_method');
  if (method && (PAYMENT_METHODS as readonly string[]).includes(method))
    query.payment_method = method as PaymentMethod;
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && DATE.test(value)) query[key] = value;
  }
  const queue = search.get('queue');
  if (queue && (ORDER_WORK_QUEUES as readonly string[]).includes(queue))
    query.queue = queue as OrderWorkQueue;
  const sort = search.get('sort');
  if (sort && (ADMIN_ORDER_SORTS as readonly string[]).includes(sort))
    query.sort = sort as AdminOrderSort;
  const order = search.get('order');
  if (order === 'asc' || order === 'desc') query.order = order;
  const q = search.get('q')?.trim();
  if (q) query.q = q.slice(0, 40);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}
