import { formatMoney } from '@atelier/commerce-ui';
import { useT } from '@atelier/translation-ai';
import { useSearchParams, type LoaderFunction } from 'react-router';

import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { LoadFailed, UrlPager } from './member-list-parts.js';
import { ORDER_LABELS } from './order-labels.js';
import { pageParam } from '../../shared/listing/list-params.js';
import './orders.css';

/**
 * Prefetches the page of store purchases the URL asks for (members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const page = pageParam(new URL(request.url).searchParams);
    await ensureQuery(
      ctx,
      ctx.store.dispatch(orderApi.endpoints.getMyStoreOrders.initiate({ page })),
    );
    return null;
  };
}

/**
 * `/my-page/store-order` (members only): purchases in the offline store as the store recorded
 * them — date, store, receipt number, items and total — newest first, with the spec's pager.
 * Read-only.
 */
export default function MyPageStoreOrderPage() {
  const { t, locale } = useT();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const { data, isError, refetch } = orderApi.useGetMyStoreOrdersQuery({ page });
  const money = (amount: number, currency: 'krw' | 'usd') =>
    formatMoney(amount, currency, { lang: locale });

  return (
    <MemberPageFrame
      title={t('매장 주문내역')}
      intro={t(ORDER_LABELS.storeOrderIntro)}
      page="my-page-store-order"
    >
      {isError ? (
        <LoadFailed message={t(ORDER_LABELS.storeOrderLoadFailed)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          {data.data.length === 0 ? (
            <p className="atelier-member__empty">{t(ORDER_LABELS.storeOrderEmpty)}</p>
          ) : (
            <ul className="atelier-store-orders">
              {data.data.map((receipt) => (
                <li key={receipt.id} className="atelier-store-order">
                  <p className="atelier-store-order__head">
                    <time dateTime={receipt.purchased_at.replace(' ', 'T')}>
                      {receipt.purchased_at.slice(0, 10)}
                    </time>{' '}
                    <strong>{receipt.store}</strong>{' '}
                    <span>{t(ORDER_LABELS.storeReceipt, { receipt: receipt.receipt_no })}</span>
                  </p>
                  <ul className="atelier-store-order__items">
                    {receipt.items.map((item, index) => (
                      <li key={`${item.name}-${index}`}>
                        <span>
                          {item.name} × {item.qty}
                        </span>
                        <span>{money(item.amount, receipt.currency)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="atelier-store-order__total">
                    <span>{t(ORDER_LABELS.totalPaid)}</span>
                    <strong>{money(receipt.total, receipt.currency)}</strong>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <UrlPager page={data.current_page} lastPage={data.last_page} />
        </>
      ) : null}
    </MemberPageFrame>
  );
}
