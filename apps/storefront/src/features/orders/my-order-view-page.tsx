import { selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useDialog } from '@atelier/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { redirect, useSearchParams, type LoaderFunction } from 'react-router';

import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import { href } from '../../shared/routing/route-table.js';
import type { RouteContext } from '@atelier/app-frame';
import { ORDER_LABELS } from './order-labels.js';
import { isOrderNumber } from './order-list-query.js';
import { OrderDetailView } from './order-detail-view.js';
import './orders.css';
// The lookup form's field styles, in the server's stylesheet links although its code loads apart.
import '@atelier/app-frame/forms.css';

// Only a guest without the order shown needs the lookup form: its code loads when it renders
// (on a client navigation, with the page's data).
const loadLookupForm = () => import('./order-lookup-form.js');
const OrderLookupForm = lazy(() =>
  loadLookupForm().then((module) => ({ default: module.OrderLookupForm })),
);

/**
 * Members: their order of `?od_id=` (another's is the not-found page), or their order list
 * without one. Guests: the order, when this session placed it or looked it up; otherwise the
 * page shows the lookup form (a 404 is not an error here).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    const odId = new URL(request.url).searchParams.get('od_id');
    const member = !!ctx.store.getState().session.user?.mb_id;
    if (member && !isOrderNumber(odId)) return redirect(href('MyPageOrder'));
    const order = isOrderNumber(odId)
      ? await ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyOrder.initiate(odId)), {
          notFound: member ? 'page' : 'ignore',
        })
      : undefined;
    if (!member && !order) await loadLookupForm();
    return null;
  };
}

/**
 * `/shop/my_order_view?od_id=…` (spec §2): the order detail read from the query. A member
 * sees their order (the same view as `/my-page/order/{orderId}`); a guest sees the order
 * their session placed or looked up before, or the guest order lookup (order number with the
 * order password or mobile number), then the order found, which the session may now cancel or
 * claim as the placing one can. An `errorMessage` in the query (a payment return that failed)
 * is shown in a dialog first.
 */
export default function MyOrderViewPage() {
  const { t } = useT();
  const dialogs = useDialog();
  const [search] = useSearchParams();
  const member = !!useSelector(selectUser)?.mb_id;
  const odId = search.get('od_id');
  const errorMessage = search.get('errorMessage');
  // The order looked up here; `lookingUp` shows the form again over any order.
  const [foundId, setFoundId] = useState<string | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const shownId = foundId ?? (isOrderNumber(odId) ? odId : null);
  const { data } = orderApi.useGetMyOrderQuery(shownId ?? skipToken);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!errorMessage || shown.current === errorMessage) return;
    shown.current = errorMessage;
    void dialogs.alert(errorMessage.slice(0, 300), { title: t(ORDER_LABELS.notice) });
  }, [errorMessage, dialogs, t]);

  // The lookup caches its answer as this query's, and a cancel or claim replaces it.
  const order = lookingUp ? undefined : data;
  return (
    <MemberPageFrame
      title={order || member ? t('주문 상세') : t(ORDER_LABELS.lookupTitle)}
      intro={order || member ? t(ORDER_LABELS.detailIntro) : t(ORDER_LABELS.lookupIntro)}
      page="my-order-view"
      actions={
        member ? (
          <AppLink to="MyPageOrder" className="atelier-button atelier-button--secondary">
            {t(ORDER_LABELS.backToList)}
          </AppLink>
        ) : order && foundId ? (
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={() => {
              setFoundId(null);
              setLookingUp(true);
            }}
          >
            {t(ORDER_LABELS.lookupAgain)}
          </button>
        ) : null
      }
    >
      {order ? (
        <OrderDetailView order={order} member={member} />
      ) : member ? null : (
        <Suspense fallback={null}>
          <OrderLookupForm
            initialOdId={isOrderNumber(odId) ? odId : ''}
            onFound={(id) => {
              setFoundId(id);
              setLookingUp(false);
            }}
          />
        </Suspense>
      )}
    </MemberPageFrame>
  );
}
