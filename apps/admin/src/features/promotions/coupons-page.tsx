import {
  COUPON_ISSUE_MODE_LABELS,
  COUPON_ISSUE_MODES,
  COUPON_KIND_LABELS,
  couponBenefit,
  formatMoney,
  type AdminCoupon,
  type CouponIssueMode,
  type CouponKind,
} from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { ExportButton } from '../../domain/listing/export-button.js';
import { LISTING_LABELS } from '../../domain/listing/listing-labels.js';
import { SortField, sortOf, withSort } from '../../domain/listing/list-sort.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { PromotionsNav } from './promotions-parts.js';
import { PROMOTION_LABELS } from './promotions-labels.js';
import { promotionsApi, type CouponListQuery } from './promotions-api.js';

const FILTERS = ['kind', 'mode', 'state', 'q', 'sort'] as const;
const SORTS = ['created_at:desc', 'created_at:asc', 'valid_until:asc', 'name:asc'] as const;
const KINDS = ['order', 'product', 'shipping'] as const;
const STATES = ['live', 'ended'] as const;

function couponListQuery(search: URLSearchParams): CouponListQuery {
  const query: CouponListQuery = sortOf(search, SORTS);
  const pick = (key: 'kind' | 'mode' | 'state', allowed: readonly string[]) => {
    const value = search.get(key);
    if (value && allowed.includes(value)) query[key] = value;
  };
  pick('kind', KINDS);
  pick('mode', COUPON_ISSUE_MODES);
  pick('state', STATES);
  const q = search.get('q')?.trim();
  if (q) query.q = q.slice(0, 100);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/**
 * `/admin/coupons`: the coupon designs, newest first, filtered by what they apply to, how they
 * are issued, whether they are still usable, and a search on name and code.
 */
export default function CouponsPage() {
  const { l, locale } = useConsoleLabels();
  const p = useAreaLabels(PROMOTION_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = couponListQuery(search);
  const result = promotionsApi.useAdminCouponsQuery(query);
  const t = useAreaLabels(LISTING_LABELS);
  const sortLabel = {
    'created_at:desc': t.newest,
    'created_at:asc': t.oldest,
    'valid_until:asc': p.sortEnding,
    'name:asc': p.sortName,
  };
  const kindLabel = (kind: CouponKind) => COUPON_KIND_LABELS[kind][locale];
  const modeLabel = (mode: CouponIssueMode) => COUPON_ISSUE_MODE_LABELS[mode][locale];
  const modes = (c: AdminCoupon) =>
    [
      c.issue_on === 'signup' ? modeLabel('signup') : null,
      c.code ? `${modeLabel('code')} ${c.code}` : null,
    ]
      .filter(Boolean)
      .join(', ') || modeLabel('manual');
  const validity = (c: AdminCoupon) =>
    [
      c.valid_from || c.valid_until
        ? `${c.valid_from ? koreanDateTime(c.valid_from).slice(0, 10) : ''} ~ ${c.valid_until ? koreanDateTime(c.valid_until).slice(0, 10) : ''}`
        : null,
      c.valid_days ? p.daysAfterIssue.replace('{n}', String(c.valid_days)) : null,
    ]
      .filter(Boolean)
      .join(' · ') || p.noEnd;

  return (
    <>
      <PromotionsNav />
      {can('promotions', 'edit') && (
        <p className="console-page-tools">
          <Link
            className="console-button console-button--primary"
            to={href('CouponEdit', { id: 'new' })}
          >
            {p.newCoupon}
          </Link>
        </p>
      )}
      <ConsoleListPage
        pageId="admin-coupons"
        title={p.couponsTitle}
        filtersLabel={l.filters}
        searchKey={search.toString()}
        onFilter={(form) => setSearch(listSearch(withSort(formText(form, FILTERS))))}
        resetTo={href('Coupons')}
        result={result}
        toolbar={<ExportButton list="coupons" query={query} />}
        empty={p.noCoupons}
        tableClassName="console-table--cards"
        pageHref={(page) => `${href('Coupons')}?${listSearch({ ...query, page }).toString()}`}
        onPage={(page) => setSearch(listSearch({ ...query, page }))}
        filters={
          <>
            <label>
              {p.kind}
              <select name="kind" defaultValue={query.kind ?? ''}>
                <option value="">{l.all}</option>
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabel(kind)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {p.mode}
              <select name="mode" defaultValue={query.mode ?? ''}>
                <option value="">{l.all}</option>
                {COUPON_ISSUE_MODES.map((mode) => (
                  <option key={mode} value={mode}>
                    {modeLabel(mode)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {p.state}
              <select name="state" defaultValue={query.state ?? ''}>
                <option value="">{l.all}</option>
                <option value="live">{p.stateLive}</option>
                <option value="ended">{p.stateEnded}</option>
              </select>
            </label>
            <label className="console-filters__search">
              {l.search}
              <input
                type="search"
                name="q"
                defaultValue={query.q ?? ''}
                placeholder={p.searchHint}
              />
            </label>
            <SortField
              choices={SORTS.map((value) => ({ value, label: sortLabel[value] }))}
              current={query}
            />
          </>
        }
        head={
          <>
            <th scope="col">{p.name}</th>
            <th scope="col">{p.kind}</th>
            <th scope="col">{p.benefit}</th>
            <th scope="col">{p.minOrder}</th>
            <th scope="col">{p.validity}</th>
            <th scope="col">{p.mode}</th>
          </>
        }
        row={(coupon) => (
          <tr key={coupon.id} data-coupon={coupon.id}>
            <th scope="row" data-label={p.name}>
              <Link to={href('CouponEdit', { id: String(coupon.id) })}>
                {locale === 'en' ? coupon.name_en : coupon.name}
              </Link>
            </th>
            <td data-label={p.kind}>{kindLabel(coupon.kind)}</td>
            <td data-label={p.benefit}>{couponBenefit(coupon, locale)}</td>
            <td data-label={p.minOrder} className="console-num">
              {formatMoney(coupon.min_order_krw, 'krw', { lang: locale })}
            </td>
            <td data-label={p.validity}>{validity(coupon)}</td>
            <td data-label={p.mode}>{modes(coupon)}</td>
          </tr>
        )}
      />
    </>
  );
}
