import {
  formatMoney,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type Currency,
} from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import {
  SelectColumnHead,
  SelectRowCell,
  useListSelection,
} from '../../domain/listing/bulk-selection.js';
import { ConsoleListPage, PeriodFields } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { firstRenderQuery } from '../../domain/operator/operator-first-render.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { paymentMethodLabel } from './order-labels.js';
import { OrderBulkBar, OrderExportButtons } from './order-bulk-bar.js';
import { ORDER_BULK_LABELS } from './order-bulk-labels.js';
import { orderListQuery } from './order-list-params.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { OrderSortField, SortHeader, WorkQueueField } from './order-list-sort.js';
import { withSort } from '../../domain/listing/list-sort.js';
import { ordersApi } from './orders-api.js';

/** The server renders the list's first page for the URL's filters. */
export const createLoader = firstRenderQuery((ctx, url) =>
  ctx.store.dispatch(ordersApi.endpoints.adminOrders.initiate(orderListQuery(url.searchParams))),
);

const FILTERS = ['status', 'payment_method', 'from', 'to', 'queue', 'q', 'sort'] as const;

/**
 * `/admin/orders`: the orders, newest first or sorted by date, amount or status, filtered by
 * status, payment method, period, work queue and a search (order number, name, phone); every
 * filter, the sort and the page live in the URL. Selected rows take bulk actions; the filtered
 * list downloads as XLSX.
 */
export default function OrdersPage() {
  const { l, pick, locale } = useConsoleLabels();
  const [search, setSearch] = useSearchParams();
  const query = orderListQuery(search);
  const result = ordersApi.useAdminOrdersQuery(query);
  const b = useAreaLabels(ORDER_BULK_LABELS);
  const { can } = useOperator();
  const canEdit = can('orders', 'edit');
  const searchKey = search.toString();
  const selection = useListSelection(
    searchKey,
    result.data?.data.map((order) => order.od_id) ?? [],
  );
  const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...filter } = query;

  return (
    <ConsoleListPage
      pageId="admin-orders"
      title={l.ordersTitle}
      filtersLabel={l.filters}
      searchKey={searchKey}
      onFilter={(form) => {
        setSearch(listSearch(withSort(formText(form, FILTERS))));
      }}
      resetTo={href('Orders')}
      result={result}
      empty={l.noOrders}
      tableClassName="console-table--orders"
      pageHref={(page) => `${href('Orders')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
          <label>
            {l.status}
            <select name="status" defaultValue={query.status ?? ''}>
              <option value="">{l.all}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {pick(ORDER_STATUS_LABELS[status].kr, ORDER_STATUS_LABELS[status].en)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {l.paymentMethod}
            <select name="payment_method" defaultValue={query.payment_method ?? ''}>
              <option value="">{l.all}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabel(l, method)}
                </option>
              ))}
            </select>
          </label>
          <PeriodFields from={query.from} to={query.to} />
          <WorkQueueField value={query.queue} />
          <OrderSortField sort={query.sort} order={query.order} />
          <label className="console-filters__search">
            {l.search}
            <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={l.searchHint} />
          </label>
        </>
      }
      toolbar={
        <div className="list-toolbar">
          <p className="console-page-links">
            <Link to={href('StoreOrders')}>{b.storeOrdersLink} →</Link>
          </p>
          <div className="console-actions">
            <OrderExportButtons filter={filter} />
            {canEdit ? (
              <Link className="console-button" to={href('OrderShipments')}>
                {b.shipmentsLink}
              </Link>
            ) : null}
          </div>
          {canEdit ? <OrderBulkBar selection={selection} /> : null}
        </div>
      }
      head={
        <>
          {canEdit ? <SelectColumnHead /> : null}
          <th scope="col">{l.orderNo}</th>
          <SortHeader query={query} sort="created_at" label={l.orderedAt} />
          <SortHeader query={query} sort="status" label={l.status} />
          <th scope="col">{l.paymentMethod}</th>
          <th scope="col">{l.orderer}</th>
          <th scope="col">{l.phone}</th>
          <SortHeader query={query} sort="total_amount" label={l.amount} numeric />
          <th scope="col">{l.shipment}</th>
        </>
      }
      row={(order) => (
        <tr key={order.od_id} data-order={order.od_id}>
          {canEdit ? (
            <SelectRowCell selection={selection} rowKey={order.od_id} name={order.od_id} />
          ) : null}
          <th scope="row" data-label={l.orderNo}>
            <Link to={href('OrderDetail', { od_id: order.od_id })}>{order.od_id}</Link>
          </th>
          <td data-label={l.orderedAt}>{koreanDateTime(order.created_at)}</td>
          <td data-label={l.status}>
            <span className={`console-status console-status--${order.status}`}>
              {pick(ORDER_STATUS_LABELS[order.status].kr, ORDER_STATUS_LABELS[order.status].en)}
            </span>
          </td>
          <td data-label={l.paymentMethod}>{paymentMethodLabel(l, order.payment_method)}</td>
          <td data-label={l.orderer}>{order.orderer_name}</td>
          <td data-label={l.phone}>{order.orderer_phone}</td>
          <td data-label={l.amount} className="console-num">
            {formatMoney(order.total_amount, order.currency as Currency, { lang: locale })}
          </td>
          <td data-label={l.shipment}>{order.tracking_no ?? ''}</td>
        </tr>
      )}
    />
  );
}
