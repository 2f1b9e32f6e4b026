import { formatMoney } from '@atelier/commerce-ui';
import { DEFAULT_POINT_POLICY } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useSearchParams, type LoaderFunction } from 'react-router';

import { writtenLang } from '../../shared/i18n/written-lang.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { LoadFailed, UrlPager } from './member-list-parts.js';
import { ORDER_LABELS } from './order-labels.js';
import { pageParam } from '../../shared/listing/list-params.js';
import './orders.css';

/**
 * Prefetches the ledger page the URL asks for (members only).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }) => {
    if (!ctx.store.getState().session.user?.mb_id) return null;
    const page = pageParam(new URL(request.url).searchParams);
    await ensureQuery(ctx, ctx.store.dispatch(orderApi.endpoints.getMyPoints.initiate({ page })));
    return null;
  };
}

/**
 * `/my-page/point` (members only): the balance, the ledger (date, reason, the change with
 * its sign and colour, the order it belongs to), the spec's pager, and the rules of the
 * points policy the API answers with (minimum balance and order, units, what 구매확정 earns).
 */
export default function MyPagePointPage() {
  const { t, locale } = useT();
  const [search] = useSearchParams();
  const page = pageParam(search);
  const { data, isError, refetch } = orderApi.useGetMyPointsQuery({ page });
  const rules = data?.rules ?? DEFAULT_POINT_POLICY;
  const won = (amount: number, sign?: 'always') =>
    formatMoney(amount, 'krw', { lang: locale, ...(sign ? { sign } : {}) });

  return (
    <MemberPageFrame title={t('적립금')} intro={t(ORDER_LABELS.pointIntro)} page="my-page-point">
      {isError ? (
        <LoadFailed message={t(ORDER_LABELS.pointLoadFailed)} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <div className="atelier-points__balance">
            <span>{t(ORDER_LABELS.pointBalance)}</span>
            <strong data-testid="point-balance">{won(data.balance)}</strong>
          </div>
          <section aria-labelledby="point-ledger">
            <h2 id="point-ledger" className="atelier-member__subtitle">
              {t(ORDER_LABELS.pointLedger)}
            </h2>
            {data.data.length === 0 ? (
              <p className="atelier-member__empty">{t(ORDER_LABELS.pointEmpty)}</p>
            ) : (
              <ul className="atelier-points__ledger">
                {data.data.map((entry) => (
                  <li key={entry.id} className="atelier-points__entry" data-reason={entry.reason}>
                    <time
                      className="atelier-points__date"
                      dateTime={entry.created_at.replace(' ', 'T')}
                    >
                      {entry.created_at.slice(0, 10)}
                    </time>
                    <div className="atelier-points__what">
                      <strong>{entry.reason_label}</strong>
                      {/* A note in Korean (the shop's own words) is left out of English pages. */}
                      {entry.note && (locale === 'kr' || writtenLang(entry.note) !== 'ko') && (
                        <span>{entry.note}</span>
                      )}
                      {entry.od_id && (
                        <AppLink to="MyPageOrderShow" params={{ orderId: entry.od_id }}>
                          {t(ORDER_LABELS.pointOrder, { od_id: entry.od_id })}
                        </AppLink>
                      )}
                    </div>
                    <strong
                      className={`atelier-points__delta atelier-points__delta--${entry.delta < 0 ? 'minus' : 'plus'}`}
                    >
                      {won(entry.delta, 'always')}
                    </strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <UrlPager page={data.current_page} lastPage={data.last_page} />
        </>
      ) : null}
      <section className="atelier-points__rules" aria-labelledby="point-rules">
        <h2 id="point-rules" className="atelier-member__subtitle">
          {t(ORDER_LABELS.pointRules)}
        </h2>
        <ul>
          <li>{t(ORDER_LABELS.pointRuleBalance, { amount: won(rules.min_balance) })}</li>
          <li>{t(ORDER_LABELS.pointRuleOrder, { amount: won(rules.min_order) })}</li>
          <li>{t(ORDER_LABELS.pointRuleUnit, { unit: rules.unit })}</li>
          <li>{t(ORDER_LABELS.pointRuleEarn, { percent: rules.earn_percent })}</li>
          <li>{t(ORDER_LABELS.pointRuleRestore)}</li>
        </ul>
      </section>
    </MemberPageFrame>
  );
}
