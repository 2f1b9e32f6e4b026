import { isApiError } from '@atelier/api-client';
import {
  CARRIERS,
  formatMoney,
  ORDER_STATUS_LABELS,
  type AdminOrderDetail,
  type CarrierCode,
} from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { formText, TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import type { ConsoleLabels } from '../../shared/console-labels.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { offeredActions } from './offered-actions.js';
import { ORDER_MONEY_LABELS } from './order-money-labels.js';
import { OrderMoneySections } from './order-money-panel.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { paymentMethodLabel } from './order-labels.js';
import { ordersApi, type OrderAction } from './orders-api.js';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-dl__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const CONFIRMS: Partial<Record<OrderAction, keyof ConsoleLabels>> = {
  'mark-paid': 'markPaidConfirm',
  prepare: 'prepareConfirm',
  deliver: 'deliverConfirm',
};

const ACTION_LABELS: Record<OrderAction, keyof ConsoleLabels> = {
  'mark-paid': 'markPaid',
  prepare: 'prepare',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancelOrder',
};

function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { l, pick } = useConsoleLabels();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [send] = ordersApi.useAdminOrderActionMutation();
  const [form, setForm] = useState<'ship' | 'cancel' | null>(null);
  const odId = order.od_id;
  const actions = offeredActions(order.status, order.payment_method);

  async function simple(action: OrderAction) {
    const confirm = CONFIRMS[action];
    if (confirm && !(await dialogs.confirm(l[confirm]))) return;
    feedback.start();
    if (await run(() => act(() => send({ odId, action }).unwrap()))) await dialogs.alert(l.done);
  }

  async function submitShip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminShipSchema,
      formText(event.currentTarget, ['carrier', 'tracking_no']),
    );
    if (!input) return;
    if (await run(() => act(() => send({ odId, action: 'ship', body: input }).unwrap()))) {
      setForm(null);
      await dialogs.alert(l.done);
    }
  }

  async function submitCancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminCancelSchema,
      formText(event.currentTarget, ['reason']),
    );
    if (!input) return;
    if (await run(() => act(() => send({ odId, action: 'cancel', body: input }).unwrap()))) {
      setForm(null);
      await dialogs.alert(l.done);
    }
  }

  if (actions.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title">{l.actions}</h2>
      <div className="console-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`console-button${action === 'cancel' ? ' console-button--danger' : ' console-button--primary'}`}
            disabled={busy}
            aria-expanded={action === 'ship' || action === 'cancel' ? form === action : undefined}
            onClick={() =>
              action === 'ship' || action === 'cancel'
                ? setForm(form === action ? null : action)
                : void simple(action)
            }
          >
            {l[ACTION_LABELS[action]]}
          </button>
        ))}
      </div>
      {form === 'ship' ? (
        <form noValidate className="console-form" onSubmit={(event) => void submitShip(event)}>
          <label className="atelier-auth-field">
            <span className="atelier-auth-field__label">{l.carrier}</span>
            <select name="carrier" id="carrier" className="atelier-auth-field__input" required>
              {(Object.keys(CARRIERS) as CarrierCode[]).map((code) => (
                <option key={code} value={code}>
                  {pick(CARRIERS[code].name.kr, CARRIERS[code].name.en)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            name="tracking_no"
            label={l.trackingNo}
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {l.ship}
          </button>
        </form>
      ) : null}
      {form === 'cancel' ? (
        <form noValidate className="console-form" onSubmit={(event) => void submitCancel(event)}>
          <TextField name="reason" label={l.cancelReason} maxLength={200} required />
          <button type="submit" className="console-button console-button--danger" disabled={busy}>
            {l.cancelOrder}
          </button>
        </form>
      ) : null}
    </section>
  );
}

function RevealButton({ odId, onShown }: { odId: string; onShown: (shown: Revealed) => void }) {
  const { l } = useConsoleLabels();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [reveal, { isLoading }] = ordersApi.useAdminOrderRevealMutation();
  async function show() {
    try {
      onShown((await act(() => reveal(odId).unwrap())).data);
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <button
      type="button"
      className="console-button"
      disabled={isLoading}
      onClick={() => void show()}
    >
      {l.reveal}
    </button>
  );
}

type Revealed = Record<string, string>;

function MemoForm({ order }: { order: AdminOrderDetail }) {
  const { l } = useConsoleLabels();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = ordersApi.useAdminOrderMemoMutation();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminOrderMemoSchema,
      formText(event.currentTarget, ['memo']),
    );
    if (!input) return;
    if (await run(() => act(() => save({ odId: order.od_id, memo: input.memo }).unwrap())))
      await dialogs.alert(l.memoSaved);
  }
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="memo" className="atelier-auth-field__label">
        {l.memoTitle}
      </label>
      <textarea
        id="memo"
        name="memo"
        rows={4}
        maxLength={2000}
        defaultValue={order.admin_memo}
        aria-describedby="memo-hint"
      />
      <p id="memo-hint" className="atelier-auth-field__hint">
        {l.memoHint}
      </p>
      <button type="submit" className="console-button" disabled={busy}>
        {l.saveMemo}
      </button>
    </form>
  );
}

/**
 * `/admin/orders/{od_id}`: the order's lines, amounts, payment, people (masked), status
 * history and internal memo, and the lifecycle actions its status allows.
 */
export default function OrderDetailPage() {
  const { l, pick, locale } = useConsoleLabels();
  const refundStates = useAreaLabels(ORDER_MONEY_LABELS);
  const { od_id: odId = '' } = useParams();
  const { can } = useOperator();
  const { data, error } = ordersApi.useAdminOrderQuery(odId);
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const order = data?.data;
  const [shown, setShown] = useState<{ odId: string; data: Revealed } | null>(null);
  const revealed = shown?.odId === odId ? shown.data : null;
  const money = (amount: number) =>
    order ? formatMoney(amount, order.amounts.currency, { lang: locale }) : '';

  return (
    <section className="console-page" aria-labelledby="order-title" data-page="admin-order">
      <p>
        <Link to={href('Orders')}>← {l.backToList}</Link>
      </p>
      <h1 id="order-title">{l.orderTitle.replace('{id}', odId)}</h1>
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {!order ? (
        !error ? (
          <p role="status">{l.loading}</p>
        ) : null
      ) : (
        <>
          <p>
            <span
              className={`console-status console-status--${order.status}`}
              data-testid="order-status"
            >
              {pick(ORDER_STATUS_LABELS[order.status].kr, ORDER_STATUS_LABELS[order.status].en)}
            </span>{' '}
            {koreanDateTime(order.created_at)}
          </p>
          {can('orders', 'edit') ? (
            <FormErrorsProvider>
              <OrderActions order={order} />
            </FormErrorsProvider>
          ) : null}
          <OrderMoneySections order={order} />
          <div className="console-grid">
            <section className="console-card" aria-labelledby="lines-title">
              <h2 id="lines-title">{l.lines}</h2>
              <table className="console-table">
                <thead>
                  <tr>
                    <th scope="col">{l.lines}</th>
                    <th scope="col" className="console-num">
                      {l.qty}
                    </th>
                    <th scope="col" className="console-num">
                      {l.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => (
                    <tr key={`${line.it_id}-${index}`}>
                      <td>
                        {line.name}
                        {line.option ? (
                          <small className="console-muted"> · {line.option}</small>
                        ) : null}
                        {line.addons.map((addon) => (
                          <small key={addon.name} className="console-muted">
                            {' '}
                            + {addon.name} × {addon.qty}
                          </small>
                        ))}
                      </td>
                      <td className="console-num">{line.qty}</td>
                      <td className="console-num">{money(line.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="console-card" aria-labelledby="amounts-title">
              <h2 id="amounts-title">{l.amounts}</h2>
              <dl className="console-dl">
                <Row label={l.goods}>{money(order.amounts.goods)}</Row>
                {order.amounts.discount ? (
                  <Row label={l.discount}>-{money(order.amounts.discount)}</Row>
                ) : null}
                <Row label={l.shippingFee}>{money(order.amounts.shipping_fee)}</Row>
                {order.amounts.shipping_surcharge ? (
                  <Row label={l.surcharge}>{money(order.amounts.shipping_surcharge)}</Row>
                ) : null}
                {order.amounts.points ? (
                  <Row label={l.points}>-{money(order.amounts.points)}</Row>
                ) : null}
                <Row label={l.total}>
                  <strong>{money(order.amounts.total)}</strong>
                </Row>
              </dl>
            </section>
            <section className="console-card" aria-labelledby="payment-title">
              <h2 id="payment-title">{l.payment}</h2>
              <dl className="console-dl">
                <Row label={l.paymentMethod}>{paymentMethodLabel(l, order.payment_method)}</Row>
                {order.paid_at ? <Row label={l.paidAt}>{koreanDateTime(order.paid_at)}</Row> : null}
                {order.bank_transfer ? (
                  <>
                    <Row label={l.depositor}>{order.bank_transfer.depositor_name}</Row>
                    <Row label={l.depositDeadline}>
                      {koreanDateTime(order.bank_transfer.deadline)}
                    </Row>
                  </>
                ) : null}
                {order.refund_state ? (
                  <Row label={l.refundState}>{refundStates[`state_${order.refund_state}`]}</Row>
                ) : null}
                {order.shipment ? (
                  <Row label={l.shipment}>
                    {order.shipment.carrier_name}{' '}
                    <a href={order.shipment.tracking_url} target="_blank" rel="noreferrer">
                      {order.shipment.tracking_no}
                    </a>
                  </Row>
                ) : null}
              </dl>
            </section>
            <section className="console-card" aria-labelledby="people-title">
              <h2 id="people-title">{l.people}</h2>
              <dl className="console-dl">
                <Row label={l.orderer}>
                  {order.orderer.name} · {revealed?.orderer_phone ?? order.orderer.phone}
                  {order.orderer.email
                    ? ` · ${revealed?.orderer_email ?? order.orderer.email}`
                    : ''}
                </Row>
                <Row label={l.recipient}>
                  {order.recipient.name} · {revealed?.recipient_phone ?? order.recipient.phone}
                </Row>
                <Row label={l.address}>
                  ({order.recipient.zonecode}) {order.recipient.address1} {revealed?.address2 ?? ''}
                </Row>
                {order.memo ? <Row label={l.customerMemo}>{order.memo}</Row> : null}
              </dl>
              {revealed ? (
                <p className="console-muted">{l.revealed}</p>
              ) : can('orders', 'reveal') ? (
                <RevealButton odId={order.od_id} onShown={(data) => setShown({ odId, data })} />
              ) : null}
            </section>
            <section className="console-card" aria-labelledby="history-title">
              <h2 id="history-title">{l.history}</h2>
              <ol className="console-history">
                {order.history.map((change, index) => (
                  <li key={`${change.at}-${index}`}>
                    <time dateTime={change.at}>{koreanDateTime(change.at)}</time>{' '}
                    <strong>{change.label}</strong>
                    {change.reason ? ` — ${change.reason}` : ''}
                  </li>
                ))}
              </ol>
            </section>
            <section className="console-card" aria-label={l.memoTitle}>
              {can('orders', 'edit') ? (
                <FormErrorsProvider>
                  <MemoForm key={order.admin_memo} order={order} />
                </FormErrorsProvider>
              ) : (
                <>
                  <h2>{l.memoTitle}</h2>
                  <p className="console-memo">{order.admin_memo}</p>
                </>
              )}
            </section>
          </div>
        </>
      )}
    </section>
  );
}
