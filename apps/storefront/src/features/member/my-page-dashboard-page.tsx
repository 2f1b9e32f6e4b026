import { formatMoney } from '@atelier/commerce-ui';
import { logout, selectCouponCount, selectNotificationCount, selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { LoaderFunction } from 'react-router';

import { orderApi } from '../../domain/orders/order-api.js';
import { OrderStatusBadge } from '../../domain/orders/order-status-badge.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { ROUTE_TABLE } from '../../shared/routing/route-table.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { MEMBER_LABELS } from './member-labels.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { MEMBER_SHORTCUTS } from './member-shortcuts.js';
import './member-pages.css';

/** How many of the latest orders the dashboard lists. */
const RECENT_ORDERS = 3;

/**
 * Loads the points balance and the latest orders before the page renders (members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async () => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    await Promise.all([
      ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyPoints.initiate({ page: 1 }))),
      ensureQuery(
        ctx,
        ctx.store.dispatch(
          orderApi.endpoints.getMyOrders.initiate({ page: 1, per_page: RECENT_ORDERS }),
        ),
      ),
    ]);
    return null;
  };
}

/**
 * `/my-page` (members only): greeting, unread notifications and coupons from the session,
 * the points balance and the latest orders, links to every member-area section, and logout
 * (then home, reloaded).
 */
export default function MyPageDashboardPage() {
  const { t, locale } = useT();
  const dispatch = useDispatch<AppDispatch>();
  const { data: points } = orderApi.useGetMyPointsQuery({ page: 1 });
  const { data: orders } = orderApi.useGetMyOrdersQuery({ page: 1, per_page: RECENT_ORDERS });
  const user = useSelector(selectUser);
  const notifications = useSelector(selectNotificationCount);
  const coupons = useSelector(selectCouponCount);
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    setBusy(true);
    // Success loads the home page; a failure leaves the member here to try again.
    const result = await dispatch(logout());
    if (logout.rejected.match(result)) setBusy(false);
  }

  return (
    <MemberPageFrame
      title={t(MEMBER_LABELS.greeting, { name: user?.mb_name ?? '' })}
      intro={t(MEMBER_LABELS.dashboardIntro)}
      page="my-page"
      actions={
        <button
          type="button"
          className="atelier-button atelier-button--secondary"
          onClick={() => void onLogout()}
          disabled={busy}
        >
          {t(MEMBER_LABELS.logout)}
        </button>
      }
    >
      <ul className="atelier-member__stats">
        <li>
          <AppLink to="MyPageNotification" className="atelier-member__stat">
            <span className="atelier-member__stat-label">{t(MEMBER_LABELS.notifications)}</span>
            <strong className="atelier-member__stat-value" data-testid="notification-count">
              {t(MEMBER_LABELS.countUnit, { count: notifications })}
            </strong>
          </AppLink>
        </li>
        <li>
          <AppLink to="MyPageCoupon" className="atelier-member__stat">
            <span className="atelier-member__stat-label">{t(MEMBER_LABELS.coupons)}</span>
            <strong className="atelier-member__stat-value" data-testid="coupon-count">
              {t(MEMBER_LABELS.couponUnit, { count: coupons })}
            </strong>
          </AppLink>
        </li>
        <li>
          <AppLink to="MyPagePoint" className="atelier-member__stat">
            <span className="atelier-member__stat-label">{t(MEMBER_LABELS.points)}</span>
            <strong className="atelier-member__stat-value" data-testid="point-balance">
              {points ? formatMoney(points.balance, 'krw', { lang: locale }) : '–'}
            </strong>
          </AppLink>
        </li>
      </ul>
      <section aria-labelledby="my-page-recent-orders" className="atelier-member__recent">
        <div className="atelier-member__recent-head">
          <h2 id="my-page-recent-orders" className="atelier-member__subtitle">
            {t(MEMBER_LABELS.recentOrders)}
          </h2>
          <AppLink to="MyPageOrder">{t(MEMBER_LABELS.allOrders)}</AppLink>
        </div>
        {orders && orders.data.length > 0 ? (
          <ul className="atelier-member__recent-list">
            {orders.data.map((order) => (
              <li key={order.od_id}>
                <AppLink
                  to="MyPageOrderShow"
                  params={{ orderId: order.od_id }}
                  className="atelier-member__recent-order"
                >
                  <span className="atelier-member__recent-date">
                    {order.created_at.slice(0, 10)}
                  </span>
                  <span className="atelier-member__recent-title">{order.title}</span>
                  <span className="atelier-member__recent-total">
                    {formatMoney(order.total, order.currency, { lang: locale })}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </AppLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="atelier-member__recent-empty">{t(MEMBER_LABELS.noRecentOrders)}</p>
        )}
      </section>
      <nav aria-labelledby="my-page-shortcuts">
        <h2 id="my-page-shortcuts" className="atelier-member__subtitle">
          {t(MEMBER_LABELS.shortcuts)}
        </h2>
        <ul className="atelier-member__shortcuts">
          {MEMBER_SHORTCUTS.map((name) => (
            <li key={name}>
              <AppLink to={name} className="atelier-member__shortcut">
                {t(ROUTE_TABLE[name].meta.title)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </MemberPageFrame>
  );
}
