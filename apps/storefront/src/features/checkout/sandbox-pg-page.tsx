import { formatMoney } from '@atelier/commerce-ui';
import { selectCurrency } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import { useActionFailure } from '../../shared/forms/use-action-failure.js';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import { checkoutApi, type SandboxPaymentInput } from './checkout-api.js';
import { writtenLang } from '../../shared/i18n/written-lang.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import './checkout.css';

/**
 * The sandbox page is never indexed.
 *
 * @example
 * const loader = createLoader();
 */
export function createLoader(): LoaderFunction {
  return (): PageLoaderData => ({ head: { robots: 'noindex, nofollow' } });
}

/** The payment the order page opened, from the checkout URL's query; `null` when malformed. */
function paymentOf(query: URLSearchParams): Omit<SandboxPaymentInput, 'action'> | null {
  const orderId = query.get('orderId') ?? '';
  const orderName = (query.get('orderName') ?? '').slice(0, 200);
  const amount = Number(query.get('amount'));
  const method = query.get('method');
  if (!/^\d{16}$/.test(orderId) || !orderName || !Number.isInteger(amount) || amount < 0)
    return null;
  if (method !== 'card' && method !== 'virtual_account') return null;
  return { orderId, orderName, amount, method };
}

/**
 * `/shop/sandbox-pg` (route `SandboxPg`, blank layout): the sandbox PG's own payment window of
 * dev and tests, clearly marked as a test page. It shows the order number, name and amount;
 * 승인 approves, 실패 fails, 가상계좌 발급 approves as a virtual account, 금액 변조 approves
 * but returns a changed amount. Each asks the sandbox API and follows its `redirect`, the same
 * return to `/shop/payment_confirm` Toss makes.
 *
 * @example
 * { path: '/shop/sandbox-pg', Component: SandboxPgPage }
 */
export default function SandboxPgPage() {
  const { t, locale } = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const showFailure = useActionFailure();
  const [pay, { isLoading }] = checkoutApi.useSandboxPaymentMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = useSelector(selectCurrency);
  const payment = paymentOf(searchParams);

  async function choose(
    key: string,
    action: SandboxPaymentInput['action'],
    method?: SandboxPaymentInput['method'],
  ) {
    if (!payment) return;
    setChosen(key);
    try {
      const { redirect } = await pay({
        ...payment,
        method: method ?? payment.method,
        action,
      }).unwrap();
      await navigate(redirect, { replace: true });
    } catch (error) {
      setChosen(null);
      await showFailure(error);
    }
  }

  const buttons: {
    key: string;
    label: string;
    action: SandboxPaymentInput['action'];
    method?: SandboxPaymentInput['method'];
    tone: string;
  }[] = [
    { key: 'approve', label: CHECKOUT_LABELS.approve, action: 'approve', tone: 'primary' },
    {
      key: 'virtual',
      label: CHECKOUT_LABELS.issueVirtual,
      action: 'approve',
      method: 'virtual_account',
      tone: 'secondary',
    },
    { key: 'fail', label: CHECKOUT_LABELS.fail, action: 'fail', tone: 'secondary' },
    { key: 'tamper', label: CHECKOUT_LABELS.tamper, action: 'tamper', tone: 'secondary' },
  ];

  return (
    <main className="atelier-sandbox" data-page="sandbox-pg">
      <p className="atelier-sandbox__badge" role="note">
        {t(CHECKOUT_LABELS.sandboxNotice)}
      </p>
      <div className="atelier-sandbox__card">
        <h1 className="atelier-sandbox__title">{t(CHECKOUT_LABELS.sandboxTitle)}</h1>
        {!payment ? (
          <p role="alert">{t(CHECKOUT_LABELS.sandboxBad)}</p>
        ) : (
          <>
            <p className="atelier-sandbox__intro">{t(CHECKOUT_LABELS.sandboxIntro)}</p>
            <dl className="atelier-sandbox__facts">
              <div>
                <dt>{t(CHECKOUT_LABELS.orderNumber)}</dt>
                <dd data-testid="sandbox-order-id">{payment.orderId}</dd>
              </div>
              <div>
                <dt>{t(CHECKOUT_LABELS.orderName)}</dt>
                <dd lang={writtenLang(payment.orderName)}>{payment.orderName}</dd>
              </div>
              <div>
                <dt>{t(CHECKOUT_LABELS.amount)}</dt>
                <dd data-testid="sandbox-amount">
                  {formatMoney(payment.amount, currency, { lang: locale })}
                </dd>
              </div>
              <div>
                <dt>{t(CHECKOUT_LABELS.method)}</dt>
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
                  onClick={() => void choose(button.key, button.action, button.method)}
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
