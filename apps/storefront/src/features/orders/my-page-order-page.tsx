import { formatMoney, ProductPicture } from '@atelier/commerce-ui';
import { ORDER_STATUS_LABELS, type OrderSummary } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { Select } from '@atelier/ui-kit';
import { Link, useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { OrderStatusBadge } from '../../domain/orders/order-status-badge.js';
import { withParam } from '../../shared/listing/list-params.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { LoadFailed, UrlPager } from './member-list-parts.js';
import { ORDER_LABELS } from './order-labels.js';
import { ORDER_FILTER_STATUSES, ORDER_PERIODS, orderListQuery } from './order-list-query.js';
import './orders.css';

/**
 * Prefetches the page of orders the URL asks for (the route is guarded: members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const query = orderListQuery(new URL(request.url).searchParams);
    await ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyOrders.initiate(query)));
    return null;
  };
}

/**
 * One order in the list: photo, title ('X 외 N건'), date, number, amount and status; the
 * whole row opens the order.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t, locale } = useT();
  return (
    <li className="atelier-order-row" data-od-id={order.od_id}>
      <AppLink
        to="MyPageOrderShow"
        params={{ orderId: order.od_id }}
        className="atelier-order-row__link"
      >
        <span className="atelier-order-row__picture" aria-hidden="true">
          {order.thumbnail && <ProductPicture image={order.thumbnail} sizes="72px" alt="" />}
        </span>
        <span className="atelier-order-row__body">
          <span className="atelier-order-row__meta">
            <time dateTime={order.created_at.replace(' ', 'T')}>
              {order.created_at.slice(0, 10)}
            </time>
            <span>
              {t(ORDER_LABELS.orderNumber)} {order.od_id}
            </span>
          </span>
          <strong className="atelier-order-row__title">{order.title}</strong>
          <span className="atelier-order-row__amount">
            {formatMoney(order.total, order.currency, { lang: locale })}
          </span>
        </span>
        <OrderStatusBadge status={order.status} />
      </AppLink>
    </li>
  );
}

/**
 * `/my-page/order` (members only, named route MyPageOrder): the member's orders, newest first,
 * filtered by period (1/3/6/12 months, all) and status from the URL, 10 a page with the
 * spec's pager (5 pages visible); each row opens `/my-page/order/{orderId}`.
 */
export default function MyPageOrderPage() {
  const { t, pick } = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = orderListQuery(search);
  const { data, isError, isFetching, refetch } = orderApi.useGetMyOrdersQuery(query);

  const go = (name: string, value: string) => {
    const next = withParam(search, name, value);
    void navigate(next ? `?${next}` : '.', { preventScrollReset: name !== 'page' });
  };
  const periodHref = (period: number) => {
    const next = withParam(search, 'period', period === 0 ? '' : String(period));
    return next ? `?${next}` : '?';
  };

  return (
    <MemberPageFrame title={t('주문내역')} intro={t(ORDER_LABELS.listIntro)} page="my-page-order">
      <div className="atelier-orders__filters">
        <nav aria-label={t(ORDER_LABELS.period)} className="atelier-orders__periods">
          <ul>
            {ORDER_PERIODS.map((period) => (
              <li key={period}>
                <Link
                  to={periodHref(period)}
                  preventScrollReset
                  className="atelier-orders__period"
                  aria-current={query.period === period ? 'true' : undefined}
                >
                  {period === 0
                    ? t(ORDER_LABELS.periodAll)
                    : t(ORDER_LABELS.periodMonths, { count: period })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Select
          className="atelier-orders__status"
          label={t(ORDER_LABELS.status)}
          id="order-status-filter"
          value={query.status ?? ''}
          options={[
            { value: '', label: t(ORDER_LABELS.statusAll) },
            ...ORDER_FILTER_STATUSES.map((status) => ({
              value: status as string,
              label: pick(ORDER_STATUS_LABELS[status].kr, ORDER_STATUS_LABELS[status].en),
            })),
          ]}
          onChange={(value) => go('status', value)}
        />
      </div>
      {isError ? (
        <LoadFailed message={t(ORDER_LABELS.loadFailed)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <p className="atelier-member__count" role="status">
            {t(ORDER_LABELS.total, { count: data.total })}
          </p>
          {data.data.length === 0 ? (
            <div className="atelier-member__empty atelier-orders__empty">
              <p>{t(ORDER_LABELS.empty)}</p>
              <p>{t(ORDER_LABELS.emptyHint)}</p>
              <AppLink to="Home" className="atelier-button atelier-button--secondary">
                {t(ORDER_LABELS.keepShopping)}
              </AppLink>
            </div>
          ) : (
            <ul className="atelier-orders__list" aria-busy={isFetching}>
              {data.data.map((order) => (
                <OrderRow key={order.od_id} order={order} />
              ))}
            </ul>
          )}
          <UrlPager page={data.current_page} lastPage={data.last_page} />
        </>
      ) : null}
    </MemberPageFrame>
  );
}
