import {
  ORDER_WORK_QUEUES,
  type AdminOrderListQuery,
  type AdminOrderSort,
  type OrderWorkQueue,
} from '@atelier/contracts';
import { Link } from 'react-router';

import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { ORDER_BULK_LABELS } from './order-bulk-labels.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { SortField, type ListSort } from '../../domain/listing/list-sort.js';

type SortValue = `${AdminOrderSort}:${'asc' | 'desc'}`;

const SORTS: readonly { value: SortValue; label: keyof typeof ORDER_BULK_LABELS.kr }[] = [
  { value: 'created_at:desc', label: 'sortNewest' },
  { value: 'created_at:asc', label: 'sortOldest' },
  { value: 'total_amount:desc', label: 'sortAmountDesc' },
  { value: 'total_amount:asc', label: 'sortAmountAsc' },
  { value: 'status:asc', label: 'sortStatus' },
];

const QUEUE_LABELS: Record<OrderWorkQueue, keyof typeof ORDER_BULK_LABELS.kr> = {
  transfers: 'queueTransfers',
  to_ship: 'queueToShip',
  claims: 'queueClaims',
  refund_failed: 'queueRefundFailed',
};

/** The order list's sort as one select of the filter form. */
export function OrderSortField({ sort, order }: ListSort<AdminOrderSort>) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const choices = SORTS.map((option) => ({ value: option.value, label: b[option.label] }));
  return <SortField choices={choices} current={{ sort, order }} />;
}

/** The work queue filter (the dashboard's counts link to it). */
export function WorkQueueField({ value }: { value?: OrderWorkQueue }) {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const { l } = useConsoleLabels();
  return (
    <label>
      {b.queue}
      <select name="queue" defaultValue={value ?? ''}>
        <option value="">{l.all}</option>
        {ORDER_WORK_QUEUES.map((queue) => (
          <option key={queue} value={queue}>
            {b[QUEUE_LABELS[queue]]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The words of a work queue, for the dashboard. */
export function useQueueLabel(): (queue: OrderWorkQueue) => string {
  const b = useAreaLabels(ORDER_BULK_LABELS);
  return (queue) => b[QUEUE_LABELS[queue]];
}

/**
 * A column header that sorts the list by its column: a link (the sort lives in the URL) and
 * `aria-sort` on the sorted column; a second click turns the order.
 */
export function SortHeader({
  query,
  sort,
  label,
  numeric = false,
}: {
  query: AdminOrderListQuery;
  sort: AdminOrderSort;
  label: string;
  numeric?: boolean;
}) {
  const active = (query.sort ?? 'created_at') === sort;
  const order = query.order ?? 'desc';
  const next = active ? (order === 'desc' ? 'asc' : 'desc') : sort === 'status' ? 'asc' : 'desc';
  const to = `${href('Orders')}?${listSearch({ ...query, sort, order: next, page: 1 }).toString()}`;
  return (
    <th
      scope="col"
      className={numeric ? 'console-num' : undefined}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link to={to} className="order-sort">
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </Link>
    </th>
  );
}
