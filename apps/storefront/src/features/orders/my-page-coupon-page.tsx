import { formatMoney } from '@atelier/commerce-ui';
import type { CouponKind, MemberCouponStatus, MemberCouponView } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { Link, useSearchParams, type LoaderFunction } from 'react-router';

import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { CouponRedeemForm } from '../../domain/orders/coupon-redeem-form.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { LoadFailed, UrlPager } from './member-list-parts.js';
import { ORDER_LABELS } from './order-labels.js';
import { pageParam } from '../../shared/listing/list-params.js';
import { COUPON_TABS, minutes } from './order-list-query.js';
import './orders.css';

const TAB_LABELS: Record<MemberCouponStatus, keyof typeof ORDER_LABELS> = {
  usable: 'couponUsable',
  used: 'couponUsed',
  expired: 'couponExpired',
};
const EMPTY_LABELS: Record<MemberCouponStatus, keyof typeof ORDER_LABELS> = {
  usable: 'couponEmptyUsable',
  used: 'couponEmptyUsed',
  expired: 'couponEmptyExpired',
};
const KIND_LABELS: Record<CouponKind, keyof typeof ORDER_LABELS> = {
  order: 'couponKindOrder',
  product: 'couponKindProduct',
  shipping: 'couponKindShipping',
};

/**
 * The coupon list query of a `/my-page/coupon` URL (`?status=used&page=2`).
 */
export function couponQuery(search: URLSearchParams): { status: MemberCouponStatus; page: number } {
  const status = search.get('status');
  return {
    status: COUPON_TABS.includes(status as MemberCouponStatus)
      ? (status as MemberCouponStatus)
      : 'usable',
    page: pageParam(search),
  };
}

/**
 * Prefetches the tab the URL asks for (members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const query = couponQuery(new URL(request.url).searchParams);
    await ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyCoupons.initiate(query)));
    return null;
  };
}

/** '10% (최대 5,000원)' as its figure and, smaller, the cap. */
function splitBenefit(benefit: string): [main: string, more: string] {
  const at = benefit.indexOf(' (');
  return at < 0 ? [benefit, ''] : [benefit.slice(0, at), benefit.slice(at + 1)];
}

function CouponCard({ coupon }: { coupon: MemberCouponView }) {
  const { t, locale } = useT();
  const [benefit, cap] = splitBenefit(coupon.benefit);
  return (
    <li className="atelier-coupon" data-status={coupon.status} data-coupon-id={coupon.id}>
      <div className="atelier-coupon__benefit">
        <strong>{benefit}</strong>
        {cap && <small>{cap}</small>}
        <span>{t(ORDER_LABELS[KIND_LABELS[coupon.kind]])}</span>
      </div>
      <div className="atelier-coupon__body">
        <h2 className="atelier-coupon__name">{coupon.name}</h2>
        <p>
          {coupon.min_order > 0
            ? t(ORDER_LABELS.couponMinOrder, {
                amount: formatMoney(coupon.min_order, coupon.currency, { lang: locale }),
              })
            : t(ORDER_LABELS.couponNoMinimum)}
        </p>
        <p>
          {t(ORDER_LABELS.couponValidity)}{' '}
          <span className="atelier-nowrap">{minutes(coupon.issued_at).slice(0, 10)}</span> ~{' '}
          <span className="atelier-nowrap">{minutes(coupon.expires_at)}</span>
        </p>
        {coupon.used_at && (
          <p>
            {t(ORDER_LABELS.couponUsedAt)} {minutes(coupon.used_at)}
          </p>
        )}
        {coupon.od_id && (
          <p>
            {t(ORDER_LABELS.couponUsedOrder)}{' '}
            <AppLink to="MyPageOrderShow" params={{ orderId: coupon.od_id }}>
              {coupon.od_id}
            </AppLink>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * `/my-page/coupon` (members only): a coupon code to redeem, tabs 사용 가능 / 사용 완료 / 기간 만료 (links, so each
 * tab has its URL), coupon cards (name, benefit, minimum order, validity, the order that used
 * it), the spec's pager.
 */
export default function MyPageCouponPage() {
  const { t } = useT();
  const [search] = useSearchParams();
  const query = couponQuery(search);
  const { data, isError, refetch } = orderApi.useGetMyCouponsQuery(query);
  const tabHref = (status: MemberCouponStatus) =>
    status === 'usable' ? '?' : `?${new URLSearchParams({ status }).toString()}`;

  return (
    <MemberPageFrame title={t('쿠폰')} intro={t(ORDER_LABELS.couponIntro)} page="my-page-coupon">
      <CouponRedeemForm />
      <nav aria-label={t(ORDER_LABELS.couponTabs)} className="atelier-wallet-tabs">
        <ul>
          {COUPON_TABS.map((status) => (
            <li key={status}>
              <Link
                to={tabHref(status)}
                preventScrollReset
                className="atelier-wallet-tabs__tab"
                aria-current={query.status === status ? 'page' : undefined}
              >
                {t(ORDER_LABELS[TAB_LABELS[status]])}
                {query.status === status && data ? ` (${data.total})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isError ? (
        <LoadFailed message={t(ORDER_LABELS.couponLoadFailed)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          {data.data.length === 0 ? (
            <p className="atelier-member__empty">{t(ORDER_LABELS[EMPTY_LABELS[query.status]])}</p>
          ) : (
            <ul className="atelier-coupons">
              {data.data.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} />
              ))}
            </ul>
          )}
          <UrlPager page={data.current_page} lastPage={data.last_page} />
        </>
      ) : null}
    </MemberPageFrame>
  );
}
