import { formatMoney } from '@atelier/commerce-ui';
import type { OrderDetail } from '@atelier/contracts';
import { selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useSelector } from 'react-redux';
import { useParams, type LoaderFunction } from 'react-router';

import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { orderApi } from './order-api.js';
import { writtenLang } from '../../shared/i18n/written-lang.js';
import { cashReceiptText } from '../../domain/orders/cash-receipt-text.js';
import { deliveryMemoText } from '../../domain/orders/delivery-memo-presets.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { ORDER_RESULT_LABELS } from './order-result-labels.js';
import { CheckoutLines } from './checkout-lines.js';
import { OrderAmountsList } from './order-amounts.js';
import { ORDER_FORM_PART_LABELS } from './order-form-part-labels.js';
import './checkout.css';

/**
 * Prefetches the order (its member's or the guest session's that placed it; another's is the
 * not-found page).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ params }): Promise<PageLoaderData> => {
    await ensureQuery(
      ctx,
      ctx.store.dispatch(orderApi.endpoints.getOrder.initiate(params.orderId ?? '')),
    );
    return { head: { robots: 'noindex, nofollow' } };
  };
}

function BankTransfer({ order }: { order: OrderDetail }) {
  const { t } = useT();
  const bank = order.bank_transfer;
  if (!bank) return null;
  return (
    <section
      className="atelier-checkout__section atelier-thanks__bank"
      aria-labelledby="thanks-bank-title"
    >
      <h2 id="thanks-bank-title">{t(ORDER_RESULT_LABELS.bankTitle)}</h2>
      <p>{t(ORDER_RESULT_LABELS.thanksDeposit)}</p>
      <dl className="atelier-thanks__facts" data-testid="thanks-bank">
        <div>
          <dt>{t(ORDER_RESULT_LABELS.bank)}</dt>
          <dd lang={writtenLang(bank.bank)}>{bank.bank}</dd>
        </div>
        <div>
          <dt>{t(ORDER_RESULT_LABELS.account)}</dt>
          <dd data-testid="thanks-account">{bank.account}</dd>
        </div>
        <div>
          <dt>{t(ORDER_RESULT_LABELS.holder)}</dt>
          <dd lang={writtenLang(bank.holder)}>{bank.holder}</dd>
        </div>
        <div>
          <dt>{t(CHECKOUT_LABELS.depositorName)}</dt>
          <dd lang={writtenLang(bank.depositor_name)}>{bank.depositor_name}</dd>
        </div>
        <div>
          <dt>{t(ORDER_RESULT_LABELS.deadline)}</dt>
          <dd data-testid="thanks-deadline">{bank.deadline}</dd>
        </div>
        <div>
          <dt>{t(ORDER_RESULT_LABELS.amount)}</dt>
          <dd>{formatMoney(order.amounts.total, order.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * `/shop/order/{orderId}/confirm` (route `OrderConfirm`): the thank-you page after placing an
 * order or confirming its payment: the order number and status, the lines, every amount, the
 * delivery address and memo (a preset in the reader's language), a transfer's 현금영수증 request,
 * and for 입금대기 the shop's account, holder, depositor and deadline; links
 * to the order's detail (members: `/my-page/order/{id}`) and back to the shop.
 */
export default function OrderConfirmPage() {
  const { t, locale } = useT();
  const { orderId = '' } = useParams();
  const user = useSelector(selectUser);
  const { data: order } = orderApi.useGetOrderQuery(orderId);
  if (!order) return null;
  const money = (amount: number) => formatMoney(amount, order.currency, { lang: locale });
  return (
    <div className="atelier-checkout atelier-thanks" data-page="order-confirm">
      <div className="atelier-thanks__head">
        <h1 className="atelier-checkout__title">{t(ORDER_RESULT_LABELS.thanksTitle)}</h1>
        <p>{t(ORDER_RESULT_LABELS.thanksIntro)}</p>
        <dl className="atelier-thanks__facts atelier-thanks__facts--head">
          <div>
            <dt>{t(ORDER_RESULT_LABELS.orderNumber)}</dt>
            <dd data-testid="thanks-order-id">{order.od_id}</dd>
          </div>
          <div>
            <dt>{t(ORDER_RESULT_LABELS.status)}</dt>
            <dd data-testid="thanks-status">{order.status_label}</dd>
          </div>
          <div>
            <dt>{t(ORDER_RESULT_LABELS.orderedAt)}</dt>
            <dd>{order.created_at}</dd>
          </div>
          <div>
            <dt>{t(ORDER_RESULT_LABELS.method)}</dt>
            <dd>
              {t(
                order.payment_method === 'card'
                  ? CHECKOUT_LABELS.payCard
                  : order.payment_method === 'bank_transfer'
                    ? CHECKOUT_LABELS.payBank
                    : CHECKOUT_LABELS.payVirtual,
              )}
            </dd>
          </div>
          {order.cash_receipt && (
            <div>
              <dt>{t(ORDER_FORM_PART_LABELS.receiptTitle)}</dt>
              <dd data-testid="thanks-cash-receipt">{cashReceiptText(order.cash_receipt, t)}</dd>
            </div>
          )}
        </dl>
      </div>

      <BankTransfer order={order} />

      <div className="atelier-thanks__layout">
        <section className="atelier-checkout__section" aria-labelledby="thanks-lines-title">
          <h2 id="thanks-lines-title">{t(CHECKOUT_LABELS.linesTitle)}</h2>
          <CheckoutLines lines={order.lines} money={money} />
          <dl className="atelier-thanks__facts">
            <div>
              <dt>{t(ORDER_RESULT_LABELS.recipient)}</dt>
              <dd lang={writtenLang(order.recipient.name)}>
                {order.recipient.name} · {order.recipient.phone}
              </dd>
            </div>
            <div>
              <dt>{t(ORDER_RESULT_LABELS.address)}</dt>
              <dd lang={writtenLang(order.recipient.address1 + order.recipient.address2)}>
                ({order.recipient.zonecode}) {order.recipient.address1} {order.recipient.address2}
              </dd>
            </div>
            {order.memo && (
              <div>
                <dt>{t(CHECKOUT_LABELS.memo)}</dt>
                <dd lang={writtenLang(deliveryMemoText(order.memo, t))}>
                  {deliveryMemoText(order.memo, t)}
                </dd>
              </div>
            )}
          </dl>
        </section>
        <aside className="atelier-checkout__summary" aria-labelledby="thanks-summary-title">
          <h2 id="thanks-summary-title">{t(CHECKOUT_LABELS.summaryTitle)}</h2>
          <OrderAmountsList amounts={order.amounts} money={money} testIdPrefix="thanks" />
        </aside>
      </div>

      <p className="atelier-thanks__links">
        {user ? (
          <AppLink
            to="MyPageOrderShow"
            params={{ orderId: order.od_id }}
            className="atelier-button atelier-button--secondary"
          >
            {t(ORDER_RESULT_LABELS.orderDetail)}
          </AppLink>
        ) : (
          <span className="atelier-checkout__note">{t(ORDER_RESULT_LABELS.guestLookup)}</span>
        )}
        <AppLink to="Home" className="atelier-button atelier-button--primary">
          {t(ORDER_RESULT_LABELS.continueShopping)}
        </AppLink>
      </p>
    </div>
  );
}
