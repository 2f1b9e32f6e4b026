import { formatMoney, ProductPicture } from '@atelier/commerce-ui';
import type { OrderDetail, OrderStatusChange, PaymentMethod } from '@atelier/contracts';
import { useT } from '@atelier/translation-ai';
import { useDialog, useToast } from '@atelier/ui-kit';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { useActionFailure } from '@atelier/app-frame/forms';

import { writtenLang } from '../../shared/i18n/written-lang.js';
import { cashReceiptText } from '../../domain/orders/cash-receipt-text.js';
import { deliveryMemoText } from '../../domain/orders/delivery-memo-presets.js';
import { orderApi } from '../../domain/orders/order-api.js';
import { OrderStatusBadge } from '../../domain/orders/order-status-badge.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { OrderClaimPhotos } from './order-claim-photos.js';
import { ORDER_LABELS } from './order-labels.js';
import { minutes } from './order-list-query.js';
import './orders.css';

type Translate = ReturnType<typeof useT>['t'];

// The cancel dialog (reason select, text area, focus trap) loads on the first click: it is not
// part of the page's first load.
const CancelOrderDialog = lazy(async () => ({
  default: (await import('./cancel-order-dialog.js')).CancelOrderDialog,
}));
// The return / exchange dialog, its photo field and its multipart call: the same, on first use.
const ClaimOrderDialog = lazy(async () => ({
  default: (await import('./claim-order-dialog.js')).ClaimOrderDialog,
}));

type ClaimKind = 'return' | 'exchange';

const METHOD_LABELS: Record<PaymentMethod, keyof typeof ORDER_LABELS> = {
  card: 'methodCard',
  bank_transfer: 'methodBank',
  virtual_account: 'methodVirtual',
};

const ACTOR_LABELS: Record<OrderStatusChange['actor'], keyof typeof ORDER_LABELS> = {
  member: 'actorMember',
  guest: 'actorGuest',
  system: 'actorSystem',
  operator: 'actorOperator',
  gateway: 'actorGateway',
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      className={`atelier-order-detail__section atelier-order-detail__section--${id}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="atelier-order-detail__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label–value rows of a section. */
function Facts({ rows }: { rows: Array<[label: string, value: ReactNode, lang?: string]> }) {
  return (
    <dl className="atelier-order-detail__facts">
      {rows.map(([label, value, lang]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function paymentRows(order: OrderDetail, t: Translate): Array<[string, ReactNode, string?]> {
  const rows: Array<[string, ReactNode, string?]> = [
    [t(ORDER_LABELS.paymentMethod), t(ORDER_LABELS[METHOD_LABELS[order.payment_method]])],
  ];
  const bank = order.bank_transfer;
  if (bank) {
    rows.push(
      [
        t(ORDER_LABELS.bankAccount),
        <span lang={writtenLang(`${bank.bank}${bank.holder}`)} key="account">
          {bank.bank} <span className="atelier-nowrap">{bank.account}</span> ({bank.holder})
        </span>,
      ],
      [t(ORDER_LABELS.depositor), bank.depositor_name, writtenLang(bank.depositor_name)],
      [t(ORDER_LABELS.depositDeadline), <strong key="deadline">{minutes(bank.deadline)}</strong>],
    );
  } else if (order.paid_at) {
    rows.push([t(ORDER_LABELS.paidAt), minutes(order.paid_at)]);
  } else if (order.pay_by) {
    rows.push([t(ORDER_LABELS.payBy), minutes(order.pay_by)]);
  }
  if (order.cash_receipt)
    rows.push([t(ORDER_LABELS.cashReceipt), cashReceiptText(order.cash_receipt, t)]);
  return rows;
}

/**
 * Props of {@link OrderDetailView}.
 */
export interface OrderDetailViewProps {
  /**
   * The order as the API answered it to this session, which may therefore act on it (its
   * member, the guest session that placed it, or one that proved it with the lookup).
   */
  order: OrderDetail;
  /** Links back to the member's coupons and points after a cancel (members only). */
  member?: boolean;
}

/**
 * One order, whole: number, date and status; lines; amounts; payment (method, paid time, or
 * the account and deadline of a 무통장입금); delivery address and memo; orderer; the status
 * history (who and when); while the API says `can_cancel`, the cancel button with its dialog;
 * while it says `can_claim`, 반품 신청 and 교환 신청 with their dialog (reason and photos). After
 * either the cached order is replaced by the answer, so the page shows 취소, or 반품요청 /
 * 교환요청 with the reason and the photos sent with it (their preview loads on first click).
 * Once shipped, the carrier, the tracking number and the carrier's tracking link.
 */
export function OrderDetailView({ order, member = false }: OrderDetailViewProps) {
  const { t, locale } = useT();
  const toast = useToast();
  const showFailure = useActionFailure();
  const [cancelOrder, { isLoading: cancelling }] = orderApi.useCancelMyOrderMutation();
  const [lookup, { isLoading: proving }] = orderApi.useLookupGuestOrderMutation();
  const [confirmPurchase, { isLoading: confirming }] = orderApi.useConfirmMyPurchaseMutation();
  const dialogs = useDialog();
  const [asking, setAsking] = useState(false);
  const [claim, setClaim] = useState<ClaimKind | null>(null);
  const money = (amount: number) => formatMoney(amount, order.currency, { lang: locale });
  const less = (amount: number) =>
    formatMoney(-amount, order.currency, { lang: locale, sign: 'always' });
  const { amounts, recipient, orderer } = order;

  async function cancel(reason: string, password?: string) {
    try {
      // Found by phone alone: the password grants this session the order first.
      if (password) await lookup({ od_id: order.od_id, order_password: password }).unwrap();
      await cancelOrder({ od_id: order.od_id, reason }).unwrap();
      setAsking(false);
      toast.success(t(ORDER_LABELS.cancelled));
    } catch (error) {
      setAsking(false);
      await showFailure(error);
    }
  }

  async function confirm() {
    if (!(await dialogs.confirm(t(ORDER_LABELS.confirmPurchaseAsk)))) return;
    try {
      await confirmPurchase(order.od_id).unwrap();
      toast.success(t(ORDER_LABELS.purchaseConfirmed));
    } catch (error) {
      await showFailure(error);
    }
  }

  const amountRows: Array<[string, string]> = [
    [t(ORDER_LABELS.goods), money(amounts.goods)],
    ...(amounts.discount > 0
      ? [[t(ORDER_LABELS.discount), less(amounts.discount)] as [string, string]]
      : []),
    [t(ORDER_LABELS.shippingFee), money(amounts.shipping_fee)],
    ...(amounts.shipping_surcharge > 0
      ? [[t(ORDER_LABELS.shippingSurcharge), money(amounts.shipping_surcharge)] as [string, string]]
      : []),
    ...(amounts.points > 0
      ? [[t(ORDER_LABELS.pointsUsed), less(amounts.points)] as [string, string]]
      : []),
  ];

  return (
    <div className="atelier-order-detail" data-od-id={order.od_id} data-status={order.status}>
      <div className="atelier-order-detail__summary">
        <div>
          <p className="atelier-order-detail__number">
            {t(ORDER_LABELS.orderNumber)} <strong>{order.od_id}</strong>
          </p>
          <p className="atelier-order-detail__date">
            {t(ORDER_LABELS.orderedAt)} {minutes(order.created_at)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      {order.status === 'cancelled' && (
        <div className="atelier-order-detail__cancelled" role="status">
          <p>{t(ORDER_LABELS.cancelledNote)}</p>
          {amounts.points > 0 && (
            <p>{t(ORDER_LABELS.cancelledPoints, { points: money(amounts.points) })}</p>
          )}
          {member && (
            <p className="atelier-order-detail__links">
              <AppLink to="MyPageCoupon">{t(ORDER_LABELS.seeCoupons)}</AppLink>
              <AppLink to="MyPagePoint">{t(ORDER_LABELS.seePoints)}</AppLink>
            </p>
          )}
        </div>
      )}

      {order.bank_transfer && (
        <p className="atelier-order-detail__deposit" role="note">
          {t(ORDER_LABELS.depositNotice)}
        </p>
      )}

      <div className="atelier-order-detail__grid">
        <div className="atelier-order-detail__main">
          <Section title={t(ORDER_LABELS.lines)} id="order-lines">
            <ul className="atelier-order-detail__lines">
              {order.lines.map((line, index) => (
                <li key={`${line.it_id}-${index}`} className="atelier-order-line">
                  <span className="atelier-order-line__picture" aria-hidden="true">
                    {line.thumbnail && (
                      <ProductPicture image={line.thumbnail} sizes="72px" alt="" />
                    )}
                  </span>
                  <div className="atelier-order-line__body">
                    <AppLink
                      to="Product"
                      params={{ productId: line.it_id }}
                      className="atelier-order-line__name"
                    >
                      {line.name}
                    </AppLink>
                    {line.option && (
                      <p className="atelier-order-line__option">
                        {t(ORDER_LABELS.option)}: {line.option}
                      </p>
                    )}
                    {line.addons.map((addon) => (
                      <p key={addon.name} className="atelier-order-line__option">
                        {t(ORDER_LABELS.addon, { name: addon.name, qty: addon.qty })} (
                        {money(addon.total)})
                      </p>
                    ))}
                    <p className="atelier-order-line__qty">
                      {t(ORDER_LABELS.qtyPrice, { price: money(line.unit_price), qty: line.qty })}
                    </p>
                  </div>
                  <strong className="atelier-order-line__total">{money(line.total)}</strong>
                </li>
              ))}
            </ul>
          </Section>

          {order.shipment && (
            <Section title={t(ORDER_LABELS.shipment)} id="order-shipment">
              <Facts
                rows={[
                  [t(ORDER_LABELS.carrier), order.shipment.carrier_name],
                  [
                    t(ORDER_LABELS.trackingNo),
                    <>
                      {order.shipment.tracking_no}{' '}
                      <a
                        href={order.shipment.tracking_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t(ORDER_LABELS.trackLabel, {
                          carrier: order.shipment.carrier_name,
                        })}
                      >
                        {t(ORDER_LABELS.track)}
                      </a>
                    </>,
                  ],
                  ...(order.shipment.shipped_at
                    ? [
                        [t(ORDER_LABELS.shippedAt), minutes(order.shipment.shipped_at)] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                  ...(order.shipment.delivered_at
                    ? [
                        [t(ORDER_LABELS.deliveredAt), minutes(order.shipment.delivered_at)] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                  ...(order.auto_confirm_at
                    ? [
                        [t(ORDER_LABELS.autoConfirmAt), minutes(order.auto_confirm_at)] as [
                          string,
                          string,
                        ],
                      ]
                    : []),
                ]}
              />
            </Section>
          )}

          {order.claim_reason && (
            <Section title={t(ORDER_LABELS.claimReason)} id="order-claim">
              <p
                className="atelier-order-detail__claim-reason"
                lang={writtenLang(order.claim_reason)}
              >
                {order.claim_reason}
              </p>
              {!order.masked && <OrderClaimPhotos photos={order.claim_photos} />}
              {(order.status === 'return_requested' || order.status === 'exchange_requested') && (
                <p className="atelier-order-detail__hint">{t(ORDER_LABELS.claimPendingNote)}</p>
              )}
            </Section>
          )}

          <Section title={t(ORDER_LABELS.delivery)} id="order-delivery">
            <Facts
              rows={[
                [t(ORDER_LABELS.recipient), recipient.name, writtenLang(recipient.name)],
                [t(ORDER_LABELS.phone), recipient.phone],
                [
                  t(ORDER_LABELS.address),
                  `(${recipient.zonecode}) ${recipient.address1} ${recipient.address2}`.trim(),
                  writtenLang(`${recipient.address1}${recipient.address2}`),
                ],
                [
                  t(ORDER_LABELS.memo),
                  order.memo ? deliveryMemoText(order.memo, t) : t(ORDER_LABELS.noMemo),
                  writtenLang(order.memo ? deliveryMemoText(order.memo, t) : ''),
                ],
              ]}
            />
          </Section>

          <Section title={t(ORDER_LABELS.orderer)} id="order-orderer">
            <Facts
              rows={[
                [t(ORDER_LABELS.orderer), orderer.name, writtenLang(orderer.name)],
                [t(ORDER_LABELS.phone), orderer.phone],
                [t(ORDER_LABELS.email), orderer.email],
              ]}
            />
          </Section>

          <Section title={t(ORDER_LABELS.history)} id="order-history">
            <ol className="atelier-order-history">
              {order.history.map((change, index) => (
                <li
                  key={`${change.at}-${index}`}
                  className="atelier-order-history__step"
                  data-status={change.status}
                >
                  <span className="atelier-order-history__dot" aria-hidden="true" />
                  <div>
                    <p className="atelier-order-history__label">
                      <strong>{change.label}</strong>{' '}
                      <span className="atelier-order-history__actor">
                        {t(ORDER_LABELS[ACTOR_LABELS[change.actor]])}
                      </span>
                    </p>
                    <p className="atelier-order-history__at">
                      <time dateTime={change.at.replace(' ', 'T')}>{minutes(change.at)}</time>
                    </p>
                    {change.reason && (
                      <p
                        className="atelier-order-history__reason"
                        lang={writtenLang(change.reason)}
                      >
                        {change.reason}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <aside className="atelier-order-detail__side">
          <Section title={t(ORDER_LABELS.amounts)} id="order-amounts">
            <dl className="atelier-order-detail__amounts">
              {amountRows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <div className="atelier-order-detail__total">
                <dt>{t(ORDER_LABELS.totalPaid)}</dt>
                <dd>{money(amounts.total)}</dd>
              </div>
            </dl>
          </Section>
          <Section title={t(ORDER_LABELS.payment)} id="order-payment">
            <Facts rows={paymentRows(order, t)} />
          </Section>
          {order.masked && (
            <p className="atelier-order-detail__masked" role="note">
              {t(ORDER_LABELS.maskedNotice)}
            </p>
          )}
          {order.can_confirm && !order.masked && (
            <button
              type="button"
              className="atelier-button atelier-button--primary atelier-order-detail__cancel"
              disabled={confirming}
              onClick={() => void confirm()}
            >
              {t(ORDER_LABELS.confirmPurchase)}
            </button>
          )}
          {order.can_claim && !order.masked && (
            <div className="atelier-order-detail__claims">
              {(['return', 'exchange'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="atelier-button atelier-button--secondary"
                  onClick={() => setClaim(kind)}
                >
                  {t(ORDER_LABELS[kind === 'return' ? 'requestReturn' : 'requestExchange'])}
                </button>
              ))}
            </div>
          )}
          {order.can_cancel && (
            <button
              type="button"
              className="atelier-button atelier-button--secondary atelier-order-detail__cancel"
              onClick={() => setAsking(true)}
            >
              {t(ORDER_LABELS.cancel)}
            </button>
          )}
        </aside>
      </div>
      {asking && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            busy={cancelling || proving}
            paid={order.status !== 'awaiting_payment' && order.status !== 'awaiting_deposit'}
            askPassword={!!order.masked}
            onConfirm={(reason, password) => void cancel(reason, password)}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      )}
      {claim && (
        <Suspense fallback={null}>
          <ClaimOrderDialog
            odId={order.od_id}
            kind={claim}
            onDone={(message) => {
              setClaim(null);
              toast.success(message);
            }}
            onClose={() => setClaim(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
