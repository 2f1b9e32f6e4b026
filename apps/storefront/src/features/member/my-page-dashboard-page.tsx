import { logout, selectCouponCount, selectNotificationCount, selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { AppLink } from '../../shared/routing/app-link.js';
import { ROUTE_TABLE } from '../../shared/routing/route-table.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { MEMBER_LABELS } from './member-labels.js';
import { MemberPageFrame } from '../../shared/member/member-page-frame.js';
import { MEMBER_SHORTCUTS } from './member-shortcuts.js';
import './member-pages.css';

/**
 * `/my-page` (members only): greeting, unread notifications and coupons from the session,
 * links to every member-area section, and logout (then home, reloaded).
 *
 * @example
 * { path: '/my-page', Component: MyPageDashboardPage }
 */
export default function MyPageDashboardPage() {
  const { t } = useT();
  const dispatch = useDispatch<AppDispatch>();
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
      </ul>
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
