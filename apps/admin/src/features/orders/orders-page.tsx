import {
  formatMoney,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type Currency,
} from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { ConsoleListPage, PeriodFields } from '../../domain/listing/console-list-page.js';
import { href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { paymentMethodLabel } from './order-labels.js';
import { orderListQuery, orderListSearch } from './order-list-params.js';
import { ordersApi } from './orders-api.js';
import { StoreOrdersLink } from './order-money-panel.js';

const FILTERS = ['status', 'payment_method', 'from', 'to', 'q'] as const;

/**
 * `/admin/orders`: the orders, newest first, filtered by status, payment method, period and a
 * search (order number, name, phone); every filter and the page live in the URL.
 */
export default function OrdersPage() {
  const { l, pick, locale } = useConsoleLabels();
  const [search, setSearch] = useSearchParams();
  const query = orderListQuery(search);
  const result = ordersApi.useAdminOrdersQuery(query);

  return (
    <>
      <StoreOrdersLink />
      <ConsoleListPage
        pageId="admin-orders"
        title={l.ordersTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) => setSearch(orderListSearch(formText(form, FILTERS)))}
        resetTo={href('Orders')}
        result={result}
        empty={l.noOrders}
        tableClassName="console-table--orders"
        pageHref={(page) => `${href('Orders')}?${orderListSearch({ ...query, page }).toString()}`}
        onPage={(page) => setSearch(orderListSearch({ ...query, page }))}
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
            <label className="console-filters__search">
              {l.search}
              <input
                type="search"
                name="q"
                defaultValue={query.q ?? ''}
                placeholder={l.searchHint}
              />
            </label>
          </>
        }
        head={
          <>
            <th scope="col">{l.orderNo}</th>
            <th scope="col">{l.orderedAt}</th>
            <th scope="col">{l.status}</th>
            <th scope="col">{l.paymentMethod}</th>
            <th scope="col">{l.orderer}</th>
            <th scope="col">{l.phone}</th>
            <th scope="col" className="console-num">
              {l.amount}
            </th>
            <th scope="col">{l.shipment}</th>
          </>
        }
        row={(order) => (
          <tr key={order.od_id} data-order={order.od_id}>
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
    </>
  );
}
