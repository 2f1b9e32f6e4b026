import { formatMoney } from '@atelier/commerce-ui';
import type { Currency } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { sandboxApi, type SandboxPaymentInput } from './sandbox-api.js';
import { writtenLang } from '../../shared/i18n/written-lang.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { ORDER_RESULT_LABELS } from './order-result-labels.js';
import './checkout.css';

const orderIdOf = (query: URLSearchParams): string | null => {
  const orderId = query.get('orderId') ?? '';
  return /^\d{16}$/.test(orderId) ? orderId : null;
};

/**
 * Asks the sandbox PG for the order: without the sandbox (a shop with Toss keys) or for an order
 * that is not this session's, the API answers 404 and this is the not-found page. Never indexed.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const orderId = orderIdOf(new URL(request.url).searchParams);
    if (orderId)
      await ensureQuery(
        ctx,
        ctx.store.dispatch(sandboxApi.endpoints.getSandboxOrder.initiate(orderId)),
      );
    return { head: { robots: 'noindex, nofollow' } };
  };
}

/**
 * `/shop/sandbox-pg` (route `SandboxPg`, blank layout): the sandbox PG's own payment window of
 * dev and tests, clearly marked as a test page, for the order's own session only. It shows the
 * order number, name, amount and currency (the order's, from the sandbox); 승인 approves a card
 * order, 가상계좌 발급 a virtual-account order, 실패 fails, 금액 변조 approves but returns a
 * changed amount. Each asks the sandbox API and follows its `redirect`, the same
 * return to `/shop/payment_confirm` Toss makes.
 */
export default function SandboxPgPage() {
  const { t, locale } = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const showFailure = useActionFailure();
  const [pay, { isLoading }] = sandboxApi.useSandboxPaymentMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const orderId = orderIdOf(searchParams);
  const { data: order } = sandboxApi.useGetSandboxOrderQuery(orderId ?? skipToken);
  const orderName = (searchParams.get('orderName') ?? '').slice(0, 200);
  const payment: Omit<SandboxPaymentInput, 'action'> | null =
    order && orderName && order.method !== 'bank_transfer'
      ? {
          orderId: order.od_id,
          orderName,
          amount: order.amount,
          currency: order.currency,
          method: order.method,
        }
      : null;

  async function choose(key: string, action: SandboxPaymentInput['action']) {
    if (!payment) return;
    setChosen(key);
    try {
      const { redirect } = await pay({ ...payment, action }).unwrap();
      await navigate(redirect, { replace: true });
    } catch (error) {
      setChosen(null);
      await showFailure(error);
    }
  }

  // Only the method the order chose: the API refuses any other.
  const buttons: {
    key: string;
    label: string;
    action: SandboxPaymentInput['action'];
    tone: string;
  }[] = [
    payment?.method === 'virtual_account'
      ? {
          key: 'virtual',
          label: ORDER_RESULT_LABELS.issueVirtual,
          action: 'approve',
          tone: 'primary',
        }
      : { key: 'approve', label: ORDER_RESULT_LABELS.approve, action: 'approve', tone: 'primary' },
    { key: 'fail', label: ORDER_RESULT_LABELS.fail, action: 'fail', tone: 'secondary' },
    { key: 'tamper', label: ORDER_RESULT_LABELS.tamper, action: 'tamper', tone: 'secondary' },
  ];

  return (
    <main className="atelier-sandbox" data-page="sandbox-pg">
      <p className="atelier-sandbox__badge" role="note">
        {t(ORDER_RESULT_LABELS.sandboxNotice)}
      </p>
      <div className="atelier-sandbox__card">
        <h1 className="atelier-sandbox__title">{t(ORDER_RESULT_LABELS.sandboxTitle)}</h1>
        {!payment ? (
          <p role="alert">{t(ORDER_RESULT_LABELS.sandboxBad)}</p>
        ) : (
          <>
            <p className="atelier-sandbox__intro">{t(ORDER_RESULT_LABELS.sandboxIntro)}</p>
            <dl className="atelier-sandbox__facts">
              <div>
                <dt>{t(ORDER_RESULT_LABELS.orderNumber)}</dt>
                <dd data-testid="sandbox-order-id">{payment.orderId}</dd>
              </div>
              <div>
                <dt>{t(ORDER_RESULT_LABELS.orderName)}</dt>
                <dd lang={writtenLang(payment.orderName)}>{payment.orderName}</dd>
              </div>
              <div>
                <dt>{t(ORDER_RESULT_LABELS.amount)}</dt>
                <dd data-testid="sandbox-amount">
                  {formatMoney(payment.amount, payment.currency.toLowerCase() as Currency, {
                    lang: locale,
                  })}
                </dd>
              </div>
              <div>
                <dt>{t(ORDER_RESULT_LABELS.method)}</dt>
                <dd>
                  {t(
                    payment.method === 'card'
                      ? CHECKOUT_LABELS.payCard
                      : CHECKOUT_LABELS.payVirtual,
                  )}
                </dd>
              </div>
            </dl>
            <div className="atelier-sandbox__buttons">
              {buttons.map((button) => (
                <button
                  key={button.key}
                  type="button"
                  className={`atelier-button atelier-button--${button.tone}`}
                  disabled={isLoading || chosen !== null}
                  aria-busy={chosen === button.key}
                  onClick={() => void choose(button.key, button.action)}
                >
                  {t(button.label)}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
