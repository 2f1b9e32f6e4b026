import { isApiError } from '@atelier/api-client';
import {
  formatMoney,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type Currency,
} from '@atelier/contracts';
import { Pager, PAGER_LABELS_EN } from '@atelier/ui-kit';
import { useEffect, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { href } from '../../shared/routing/route-table.js';
import { useConsoleLabels } from '../../shared/use-console-labels.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { paymentMethodLabel } from './order-labels.js';
import { orderListQuery, orderListSearch } from './order-list-params.js';
import { ordersApi } from './orders-api.js';

const FILTERS = ['status', 'payment_method', 'from', 'to', 'q'] as const;

/**
 * `/admin/orders`: the orders, newest first, filtered by status, payment method, period and a
 * search (order number, name, phone); every filter and the page live in the URL.
 */
export default function OrdersPage() {
  const { l, pick, locale } = useConsoleLabels();
  const [search, setSearch] = useSearchParams();
  const query = orderListQuery(search);
  const { data, error, isFetching } = ordersApi.useAdminOrdersQuery(query);
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(orderListSearch(formText(event.currentTarget, FILTERS)));
  }
  const pageHref = (page: number) =>
    `${href('Orders')}?${orderListSearch({ ...query, page }).toString()}`;

  return (
    <section className="console-page" aria-labelledby="orders-title" data-page="admin-orders">
      <h1 id="orders-title">{l.ordersTitle}</h1>
      <form
        role="search"
        aria-label={l.filters}
        className="console-filters"
        onSubmit={submit}
        key={search.toString()}
      >
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
        <label>
          {l.from}
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          {l.to}
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <label className="console-filters__search">
          {l.search}
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={l.searchHint} />
        </label>
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {l.apply}
          </button>
          <Link className="console-button" to={href('Orders')}>
            {l.reset}
          </Link>
        </div>
      </form>

      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="console-count" aria-live="polite" aria-busy={isFetching}>
            {l.totalCount.replace('{n}', data.total.toLocaleString(locale === 'en' ? 'en' : 'ko'))}
          </p>
          {data.data.length === 0 ? (
            <p>{l.noOrders}</p>
          ) : (
            <div className="console-table-wrap">
              <table className="console-table console-table--orders">
                <thead>
                  <tr>
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
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((order) => (
                    <tr key={order.od_id} data-order={order.od_id}>
                      <th scope="row" data-label={l.orderNo}>
                        <Link to={href('OrderDetail', { od_id: order.od_id })}>{order.od_id}</Link>
                      </th>
                      <td data-label={l.orderedAt}>{koreanDateTime(order.created_at)}</td>
                      <td data-label={l.status}>
                        <span className={`console-status console-status--${order.status}`}>
                          {pick(
                            ORDER_STATUS_LABELS[order.status].kr,
                            ORDER_STATUS_LABELS[order.status].en,
                          )}
                        </span>
                      </td>
                      <td data-label={l.paymentMethod}>
                        {paymentMethodLabel(l, order.payment_method)}
                      </td>
                      <td data-label={l.orderer}>{order.orderer_name}</td>
                      <td data-label={l.phone}>{order.orderer_phone}</td>
                      <td data-label={l.amount} className="console-num">
                        {formatMoney(order.total_amount, order.currency as Currency, {
                          lang: locale,
                        })}
                      </td>
                      <td data-label={l.shipment}>{order.tracking_no ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={data.current_page}
            lastPage={data.last_page}
            getHref={pageHref}
            onChange={(page) => setSearch(orderListSearch({ ...query, page }))}
            labels={locale === 'en' ? PAGER_LABELS_EN : undefined}
          />
        </>
      ) : !error ? (
        <p role="status">{l.loading}</p>
      ) : null}
    </section>
  );
}
