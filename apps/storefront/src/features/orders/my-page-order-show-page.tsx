import { useT } from '@atelier/translation-ai';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams, type LoaderFunction } from 'react-router';

import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery, notFoundPage } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { ORDER_LABELS } from './order-labels.js';
import { isOrderNumber } from './order-list-query.js';
import { OrderDetailView } from './order-detail-view.js';
import './orders.css';

/**
 * Loads the order before the page renders; an order number that is not one, or an order
 * that is not the member's (the API answers 404), is the not-found page (spec §8).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ params }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    if (!isOrderNumber(params.orderId)) return notFoundPage(ctx);
    await ensureQuery(
      ctx,
      ctx.store.dispatch(orderApi.endpoints.getMyOrder.initiate(params.orderId)),
    );
    return null;
  };
}

/**
 * `/my-page/order/{orderId}` (members only): the whole order (lines, amounts, payment,
 * delivery, history) with the cancel button while the API allows it.
 */
export default function MyPageOrderShowPage() {
  const { t } = useT();
  const { orderId } = useParams();
  const {
    data: order,
    isError,
    refetch,
  } = orderApi.useGetMyOrderQuery(isOrderNumber(orderId) ? orderId : skipToken);
  return (
    <MemberPageFrame
      title={t('주문 상세')}
      intro={t(ORDER_LABELS.detailIntro)}
      page="my-page-order-show"
      actions={
        <AppLink to="MyPageOrder" className="atelier-button atelier-button--secondary">
          {t(ORDER_LABELS.backToList)}
        </AppLink>
      }
    >
      {order ? (
        <OrderDetailView order={order} member />
      ) : isError ? (
        <p role="alert" className="atelier-member__empty">
          {t(ORDER_LABELS.loadFailed)}{' '}
          <button
            type="button"
            className="atelier-member__link-button"
            onClick={() => void refetch()}
          >
            {t(ORDER_LABELS.retry)}
          </button>
        </p>
      ) : null}
    </MemberPageFrame>
  );
}
