import { formatMoney } from '@atelier/commerce-ui';
import type { CartLine } from '@atelier/contracts';
import { COMPANY_INFO, localizeCompanyInfo, useIsDesktop } from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import type { LoaderFunction } from 'react-router';
import { useSearchParams } from 'react-router';

import { cartApi } from '../../domain/cart/cart-api.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { shippingPreview } from '../../domain/cart/shipping-preview.js';
import { QUOTATION_LABELS } from './quotation-labels.js';
import { vatSplit } from './vat-split.js';
import './quotation.css';

/**
 * Prefetches the cart the quotation is made from.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async () => {
    await ensureQuery(ctx, ctx.store.dispatch(cartApi.endpoints.getCart.initiate()));
    return null;
  };
}

/** The lines to quote: those named in `?lines=1,2`, else every orderable line. */
function quotedLines(lines: readonly CartLine[], wanted: string | null): CartLine[] {
  const orderable = lines.filter((line) => line.orderable);
  if (!wanted) return orderable;
  const ids = new Set(wanted.split(',').map(Number));
  return orderable.filter((line) => ids.has(line.id));
}

function kstDate(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * `/shop/quotation` (blank layout, desktop and mobile variants): a printable 견적서 from the
 * cart for business buyers — the supplier's company block, a recipient line to fill in, the
 * lines with unit price, net and VAT, shipping, the total, and a print button. Prices are the
 * cart's, priced now; the order form computes the real shipping.
 */
export default function QuotationPage() {
  const { t, locale } = useT();
  const desktop = useIsDesktop();
  const [search] = useSearchParams();
  const { data: cart, isError, refetch } = cartApi.useGetCartQuery();
  if (!cart) {
    return isError ? (
      <p role="alert" className="atelier-quotation__error">
        {t(QUOTATION_LABELS.loadFailed)}{' '}
        <button type="button" className="atelier-button" onClick={() => void refetch()}>
          {t(QUOTATION_LABELS.retry)}
        </button>
      </p>
    ) : null;
  }
  const company = localizeCompanyInfo(COMPANY_INFO, locale);
  const money = (amount: number) => formatMoney(amount, cart.currency, { lang: locale });
  const lines = quotedLines(cart.lines, search.get('lines'));
  const goods = lines.reduce((sum, line) => sum + line.total, 0);
  const { fee } = shippingPreview(goods, cart.shipping);
  const total = goods + fee;
  const today = new Date();
  const number = `Q${kstDate(today).replaceAll('-', '')}-${String(lines.map((l) => l.id).reduce((a, b) => a + b, 0) % 10_000).padStart(4, '0')}`;

  const supplier = (
    <dl className="atelier-quotation__supplier">
      <dt>{t(QUOTATION_LABELS.businessNumber)}</dt>
      <dd>{company.businessNumber}</dd>
      <dt>{t(QUOTATION_LABELS.company)}</dt>
      <dd>{company.name}</dd>
      <dt>{t(QUOTATION_LABELS.ceo)}</dt>
      <dd>{company.ceo}</dd>
      <dt>{t(QUOTATION_LABELS.address)}</dt>
      <dd>{company.address}</dd>
      <dt>{t(QUOTATION_LABELS.phone)}</dt>
      <dd>{company.phones.join(', ')}</dd>
    </dl>
  );

  return (
    <div
      className={`atelier-quotation atelier-quotation--${desktop ? 'desktop' : 'mobile'}`}
      data-page="quotation"
    >
      <div className="atelier-quotation__actions">
        <AppLink to="Cart" className="atelier-button">
          {t(QUOTATION_LABELS.back)}
        </AppLink>
        <button
          type="button"
          className="atelier-button atelier-button--primary"
          onClick={() => window.print()}
          disabled={lines.length === 0}
        >
          {t(QUOTATION_LABELS.print)}
        </button>
      </div>
      <article className="atelier-quotation__sheet">
        <h1 className="atelier-quotation__title">{t(QUOTATION_LABELS.title)}</h1>
        {lines.length === 0 ? (
          <p className="atelier-quotation__empty">{t(QUOTATION_LABELS.empty)}</p>
        ) : (
          <>
            <div className="atelier-quotation__head">
              <div className="atelier-quotation__to">
                <dl>
                  <dt>{t(QUOTATION_LABELS.number)}</dt>
                  <dd>{number}</dd>
                  <dt>{t(QUOTATION_LABELS.date)}</dt>
                  <dd>{kstDate(today)}</dd>
                  <dt>{t(QUOTATION_LABELS.validUntil)}</dt>
                  <dd>{t(QUOTATION_LABELS.validNote)}</dd>
                </dl>
                <label className="atelier-quotation__recipient">
                  <span>{t(QUOTATION_LABELS.recipient)}</span>
                  <input type="text" placeholder={t(QUOTATION_LABELS.recipientPlaceholder)} />
                </label>
                <p>{t(QUOTATION_LABELS.intro)}</p>
              </div>
              <section aria-label={t(QUOTATION_LABELS.supplier)}>
                <h2 className="atelier-quotation__subtitle">{t(QUOTATION_LABELS.supplier)}</h2>
                {supplier}
              </section>
            </div>
            <p className="atelier-quotation__grand">
              <span>{t(QUOTATION_LABELS.grandTotal)}</span>
              <strong>{money(total)}</strong>
            </p>
            <QuotationLines lines={lines} money={money} desktop={desktop} />
            <dl className="atelier-quotation__totals">
              <dt>{t(QUOTATION_LABELS.shipping)}</dt>
              <dd>{fee === 0 ? t(QUOTATION_LABELS.free) : money(fee)}</dd>
              <dt>{t(QUOTATION_LABELS.total)}</dt>
              <dd>
                <strong>{money(total)}</strong>
              </dd>
            </dl>
            <p className="atelier-quotation__notes">
              <strong>{t(QUOTATION_LABELS.note)}</strong> {t(QUOTATION_LABELS.notes)}{' '}
              {t(QUOTATION_LABELS.shippingNote)}
            </p>
          </>
        )}
      </article>
    </div>
  );
}

function QuotationLines({
  lines,
  money,
  desktop,
}: {
  lines: CartLine[];
  money: (amount: number) => string;
  desktop: boolean;
}) {
  const { t } = useT();
  if (!desktop)
    return (
      <ul className="atelier-quotation__cards">
        {lines.map((line) => {
          const { supply, vat } = vatSplit(line.total);
          return (
            <li key={line.id}>
              <p className="atelier-quotation__item">{line.name}</p>
              {line.option && <p>{line.option}</p>}
              <p>
                {money(line.unit_price)} × {line.qty}
              </p>
              <p>
                {t(QUOTATION_LABELS.supply)} {money(supply)} · {t(QUOTATION_LABELS.vat)}{' '}
                {money(vat)}
              </p>
              <p className="atelier-quotation__amount">{money(line.total)}</p>
            </li>
          );
        })}
      </ul>
    );
  return (
    <table className="atelier-quotation__table">
      <thead>
        <tr>
          <th scope="col">{t(QUOTATION_LABELS.item)}</th>
          <th scope="col">{t(QUOTATION_LABELS.qty)}</th>
          <th scope="col">{t(QUOTATION_LABELS.unitPrice)}</th>
          <th scope="col">{t(QUOTATION_LABELS.supply)}</th>
          <th scope="col">{t(QUOTATION_LABELS.vat)}</th>
          <th scope="col">{t(QUOTATION_LABELS.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const { supply, vat } = vatSplit(line.total);
          const addons = line.addons.map((a) => `${a.name} × ${a.qty}`).join(', ');
          return (
            <tr key={line.id}>
              <td>
                {line.name}
                {line.option && <span className="atelier-quotation__option"> ({line.option})</span>}
                {addons && <span className="atelier-quotation__option"> + {addons}</span>}
              </td>
              <td>{line.qty}</td>
              <td>{money(line.unit_price)}</td>
              <td>{money(supply)}</td>
              <td>{money(vat)}</td>
              <td>{money(line.total)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
