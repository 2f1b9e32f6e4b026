import { useT } from '@atelier/translation-ai';
import { useSyncExternalStore } from 'react';
import { redirect, useLoaderData, type LoaderFunction } from 'react-router';

import { AppLink } from '../../shared/routing/app-link.js';
import { href } from '../../shared/routing/route-table.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { orderApi } from './order-api.js';
import { writtenLang } from '../../shared/i18n/written-lang.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { ORDER_RESULT_LABELS } from './order-result-labels.js';
import { lastOrderFormSearch } from './last-order-form.js';
import './checkout.css';

/**
 * What the payment return shows when it does not move on to the thank-you page: the gateway's
 * failure (`code`, `message`), or the confirm's refusal in the server's words.
 */
export interface PaymentConfirmData extends PageLoaderData {
  failure: { code: string; message: string | null; orderId: string | null };
}

const HEAD = { robots: 'noindex, nofollow' } as const;

// Session storage does not announce changes in this tab: read once per render.
const noSubscription = () => () => {};

/**
 * Confirms the payment the gateway sent back (`paymentKey`, `orderId`, `amount`: Toss's
 * successUrl query), on the server for a full page load and in the browser for a client
 * navigation, then redirects (replacing this page in the history) to the order's thank-you
 * page. The confirm is idempotent, so a reload of this URL confirms nothing twice and lands on
 * the same page. A failure (`code`, `message`: Toss's failUrl query) or a refused confirm
 * (amount mismatch, expired, already paid…) is rendered with the server's localised message.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PaymentConfirmData> => {
    const query = new URL(request.url).searchParams;
    const paymentKey = query.get('paymentKey');
    const orderId = query.get('orderId');
    const amount = query.get('amount');
    if (!paymentKey || !orderId || amount === null) {
      return {
        head: HEAD,
        failure: {
          code: query.get('code') ?? 'INVALID_RETURN',
          message: query.get('message'),
          orderId,
        },
      };
    }
    const request_ = ctx.store.dispatch(
      orderApi.endpoints.confirmPayment.initiate(
        { paymentKey, orderId, amount: Number(amount) },
        { track: false },
      ),
    );
    let odId: string;
    try {
      ({ od_id: odId } = await request_.unwrap());
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message;
      return {
        head: HEAD,
        failure: {
          code: String((error as { status?: unknown } | null)?.status ?? 'CONFIRM_FAILED'),
          message: typeof message === 'string' && message ? message : null,
          orderId,
        },
      };
    }
    throw redirect(href('OrderConfirm', { orderId: odId }));
  };
}

/**
 * `/shop/payment_confirm` (route `PaymentConfirm`): the gateway's return page. Its loader does
 * the work (see {@link createLoader}); the page itself only shows a failure, with the message,
 * the order number when known, and links back to the cart and to the order form.
 */
export default function PaymentConfirmPage() {
  const { t } = useT();
  const { failure } = useLoaderData() as PaymentConfirmData;
  // The order form this payment started from (its lines), remembered by the form in this tab.
  const search = useSyncExternalStore(noSubscription, lastOrderFormSearch, () => null);
  const orderFormHref = `${href('OrderForm')}${search ?? ''}`;
  return (
    <div className="atelier-checkout atelier-checkout--narrow" data-page="payment-confirm">
      <h1 className="atelier-checkout__title">{t(ORDER_RESULT_LABELS.confirmTitle)}</h1>
      <div className="atelier-checkout__problem" role="alert">
        <p className="atelier-checkout__problem-title">
          {t(
            failure.code === 'INVALID_RETURN'
              ? ORDER_RESULT_LABELS.paymentBadReturn
              : ORDER_RESULT_LABELS.paymentFailed,
          )}
        </p>
        {failure.code === 'PAY_PROCESS_CANCELED' ? (
          <p className="atelier-checkout__problem-message" data-testid="payment-failure-message">
            {t(ORDER_RESULT_LABELS.paymentCanceled)}
          </p>
        ) : (
          failure.message && (
            // The gateway's or the server's own words (the server's are in the visitor's language).
            <p
              className="atelier-checkout__problem-message"
              data-testid="payment-failure-message"
              lang={writtenLang(failure.message)}
            >
              {failure.message}
            </p>
          )
        )}
        {failure.orderId && (
          <p className="atelier-checkout__note">
            {t(ORDER_RESULT_LABELS.orderNumber)}: {failure.orderId}
          </p>
        )}
        <p className="atelier-checkout__problem-links">
          <AppLink to="Cart" className="atelier-button atelier-button--primary">
            {t(CHECKOUT_LABELS.backToCart)}
          </AppLink>
          <a className="atelier-button atelier-button--secondary" href={orderFormHref}>
            {t(ORDER_RESULT_LABELS.backToOrderForm)}
          </a>
        </p>
      </div>
    </div>
  );
}
