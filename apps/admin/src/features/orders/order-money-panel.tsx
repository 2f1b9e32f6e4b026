import {
  CARRIERS,
  formatMoney,
  type AdminOrderDetail,
  type AdminRefund,
  type CarrierCode,
} from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { formText, TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { orderMoneyApi } from './order-money-api.js';
import { ORDER_MONEY_LABELS } from './order-money-labels.js';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/** The amount typed in the currency's units (won, or dollars with cents) as minor units. */
export function minorUnits(text: string, currency: string): number | undefined {
  const clean = text.replace(/[,\s₩$원]/g, '');
  if (clean === '') return undefined;
  const value = Number(clean);
  if (!Number.isFinite(value)) return Number.NaN;
  return currency === 'usd' ? Math.round(value * 100) : value;
}

function useMoney(order: AdminOrderDetail) {
  const { locale } = useConsoleLabels();
  return (amount: number) => formatMoney(amount, order.amounts.currency, { lang: locale });
}

function RefundRow({ order, refund }: { order: AdminOrderDetail; refund: AdminRefund }) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { l } = useConsoleLabels();
  const { can } = useOperator();
  const money = useMoney(order);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [settle] = orderMoneyApi.useAdminRefundSettleMutation();
  const [manual, setManual] = useState(false);
  const names = new Map(order.money.lines.map((line) => [line.line_id, line.name]));
  const noteId = `refund-${refund.id}-note`;

  async function retry() {
    feedback.start();
    let failed = false;
    const ok = await run(() =>
      act(async () => {
        const answer = await settle({
          odId: order.od_id,
          refundId: refund.id,
          how: 'retry',
        }).unwrap();
        failed = answer.data.money.refunds.some((r) => r.id === refund.id && r.state === 'failed');
      }),
    );
    if (ok) await dialogs.alert(failed ? m.refundFailedNotice : l.done);
  }

  async function record(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const values = formText(event.currentTarget, [noteId]);
    const fieldId = (name: string) => (name === 'note' ? noteId : name);
    const input = await feedback.check(
      (s) => s.adminRefundManualSchema,
      { note: values[noteId] },
      fieldId,
    );
    if (!input) return;
    const ok = await run(
      () =>
        act(() =>
          settle({
            odId: order.od_id,
            refundId: refund.id,
            how: 'manual',
            note: input.note,
          }).unwrap(),
        ),
      { fieldId },
    );
    if (ok) {
      setManual(false);
      await dialogs.alert(l.done);
    }
  }

  return (
    <li className={`console-refund console-refund--${refund.state}`} data-refund={refund.id}>
      <p className="console-refund__head">
        <strong>{money(refund.amount)}</strong>{' '}
        <span className={`console-refund__state console-refund__state--${refund.state}`}>
          {m[`state_${refund.state}`]}
        </span>{' '}
        {refund.id === 0 ? m.wholeRefund : refund.reason}
      </p>
      {refund.lines.length > 0 ? (
        <p className="console-muted">
          {refund.lines
            .map((line) => `${names.get(line.line_id) ?? line.line_id} × ${line.qty}`)
            .join(', ')}
        </p>
      ) : null}
      <p className="console-muted">
        {refund.created_by ? `${fill(m.byOperator, { who: refund.created_by })} · ` : ''}
        {koreanDateTime(refund.created_at)}
        {refund.attempts > 1 ? ` · ${fill(m.attempts, { n: refund.attempts })}` : ''}
      </p>
      {refund.state === 'failed' && refund.gateway_message ? (
        <p className="console-error">{refund.gateway_message}</p>
      ) : null}
      {refund.manual_note ? <p className="console-memo">{refund.manual_note}</p> : null}
      {refund.state === 'failed' && can('orders', 'refund') ? (
        <>
          <div className="console-actions">
            {order.money.gateway ? (
              <button
                type="button"
                className="console-button console-button--primary"
                disabled={busy}
                onClick={() => void retry()}
              >
                {m.retry}
              </button>
            ) : null}
            <button
              type="button"
              className="console-button"
              aria-expanded={manual}
              onClick={() => setManual(!manual)}
            >
              {m.recordManual}
            </button>
          </div>
          {manual ? (
            <form noValidate className="console-form" onSubmit={(event) => void record(event)}>
              <TextField name={noteId} label={m.manualNote} maxLength={300} required />
              <button
                type="submit"
                className="console-button console-button--primary"
                disabled={busy}
              >
                {m.manualSubmit}
              </button>
            </form>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function RefundForm({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const money = useMoney(order);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [send] = orderMoneyApi.useAdminRefundMutation();
  const open = order.money.lines.filter((line) => line.qty > line.refunded_qty);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = event.currentTarget;
    const values = formText(form, ['amount', 'reason', 'note']);
    const lines = open
      .map((line) => ({
        line_id: line.line_id,
        qty: Number(
          (form.elements.namedItem(`line-${line.line_id}`) as HTMLInputElement).value || 0,
        ),
      }))
      .filter((line) => line.qty > 0);
    const amount = minorUnits(values.amount ?? '', order.amounts.currency);
    const input = await feedback.check((s) => s.adminRefundSchema, {
      ...(amount === undefined ? {} : { amount }),
      lines,
      reason: values.reason,
      ...(values.note ? { note: values.note } : {}),
    });
    if (!input) return;
    const byLines = input.lines.reduce((sum, asked) => {
      const line = open.find((l) => l.line_id === asked.line_id);
      return sum + (line ? line.unit_total * asked.qty : 0);
    }, 0);
    const total = input.amount ?? byLines;
    if (!(await dialogs.confirm(fill(m.refundConfirm, { amount: money(total) })))) return;
    let failed = false;
    const ok = await run(() =>
      act(async () => {
        const answer = await send({ odId: order.od_id, body: input }).unwrap();
        failed = answer.data.money.refunds.at(-1)?.state === 'failed';
      }),
    );
    if (ok) {
      onDone();
      await dialogs.alert(failed ? m.refundFailedNotice : m.refundDone);
    }
  }

  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      {open.length > 0 ? (
        <fieldset className="console-refund-lines">
          <legend>{m.refundLinesLegend}</legend>
          {open.map((line) => (
            <label key={line.line_id} className="console-refund-line">
              <span>
                {line.name}
                {line.option ? <small className="console-muted"> · {line.option}</small> : null}
                <small className="console-muted">
                  {' '}
                  (
                  {fill(m.refundLineLeft, {
                    left: line.qty - line.refunded_qty,
                    price: money(line.unit_total),
                  })}
                  )
                </small>
              </span>
              <input
                type="number"
                name={`line-${line.line_id}`}
                min={0}
                max={line.qty - line.refunded_qty}
                defaultValue={0}
                inputMode="numeric"
              />
            </label>
          ))}
          <FieldError name="lines" />
        </fieldset>
      ) : null}
      <TextField
        name="amount"
        label={`${m.refundAmount} (${order.amounts.currency === 'usd' ? 'USD' : '원'})`}
        hint={m.refundAmountHint}
        inputMode={order.amounts.currency === 'usd' ? 'decimal' : 'numeric'}
        autoComplete="off"
      />
      <TextField name="reason" label={m.refundReason} maxLength={200} required />
      {order.money.gateway ? null : (
        <TextField
          name="note"
          label={m.refundNote}
          hint={m.refundNoteHint}
          maxLength={300}
          required
        />
      )}
      <button type="submit" className="console-button console-button--danger" disabled={busy}>
        {m.refundSubmit}
      </button>
    </form>
  );
}

function RefundSection({ order }: { order: AdminOrderDetail }) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { can } = useOperator();
  const money = useMoney(order);
  const [open, setOpen] = useState(false);
  if (order.money.paid === 0 && order.money.refunds.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="refunds-title" data-section="refunds">
      <h2 id="refunds-title">{m.refunds}</h2>
      <dl className="console-dl">
        <div className="console-dl__row">
          <dt>{m.paid}</dt>
          <dd>{money(order.money.paid)}</dd>
        </div>
        <div className="console-dl__row">
          <dt>{m.refundable}</dt>
          <dd data-testid="refundable">{money(order.money.refundable)}</dd>
        </div>
      </dl>
      {order.money.refunds.length === 0 ? (
        <p className="console-muted">{m.noRefunds}</p>
      ) : (
        <ol className="console-refunds">
          {order.money.refunds.map((refund) => (
            <FormErrorsProvider key={refund.id}>
              <RefundRow order={order} refund={refund} />
            </FormErrorsProvider>
          ))}
        </ol>
      )}
      {order.money.refundable > 0 && can('orders', 'refund') ? (
        <>
          <button
            type="button"
            className="console-button console-button--danger"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {m.refundOpen}
          </button>
          {open ? (
            <FormErrorsProvider>
              <RefundForm order={order} onDone={() => setOpen(false)} />
            </FormErrorsProvider>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ClaimSection({ order }: { order: AdminOrderDetail }) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { l, pick } = useConsoleLabels();
  const { can } = useOperator();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [decide] = orderMoneyApi.useAdminClaimMutation();
  const [form, setForm] = useState<'exchange' | 'refuse' | null>(null);
  const [restock, setRestock] = useState(true);
  const exchange = order.status === 'exchange_requested';
  if (order.status === 'returned')
    return (
      <p className="console-notice" role="note">
        {m.returnedHint}
      </p>
    );
  if (order.status !== 'return_requested' && !exchange) return null;

  async function acceptReturn() {
    if (!(await dialogs.confirm(m.acceptReturnConfirm))) return;
    feedback.start();
    if (
      await run(() =>
        act(() => decide({ odId: order.od_id, decision: 'accept', body: { restock } }).unwrap()),
      )
    )
      await dialogs.alert(l.done);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const refuse = form === 'refuse';
    const input = refuse
      ? await feedback.check(
          (s) => s.adminClaimRefuseSchema,
          formText(event.currentTarget, ['reason']),
        )
      : await feedback.check(
          (s) => s.adminClaimAcceptSchema,
          formText(event.currentTarget, ['carrier', 'tracking_no']),
        );
    if (!input) return;
    const decision = refuse ? 'refuse' : 'accept';
    if (await run(() => act(() => decide({ odId: order.od_id, decision, body: input }).unwrap()))) {
      setForm(null);
      await dialogs.alert(l.done);
    }
  }

  return (
    <section className="console-card console-card--claim" aria-labelledby="claim-title">
      <h2 id="claim-title">
        {m.claimTitle}: {exchange ? m.claimExchange : m.claimReturn}
      </h2>
      {order.claim_reason ? (
        <p>
          <strong>{m.claimReason}</strong> {order.claim_reason}
        </p>
      ) : null}
      {can('orders', 'edit') ? (
        <>
          <div className="console-actions">
            {exchange ? (
              <button
                type="button"
                className="console-button console-button--primary"
                aria-expanded={form === 'exchange'}
                onClick={() => setForm(form === 'exchange' ? null : 'exchange')}
              >
                {m.acceptExchange}
              </button>
            ) : (
              <>
                <label className="console-check">
                  <input
                    type="checkbox"
                    checked={restock}
                    onChange={(event) => setRestock(event.target.checked)}
                  />
                  {m.restockReturn}
                </label>
                <button
                  type="button"
                  className="console-button console-button--primary"
                  disabled={busy}
                  onClick={() => void acceptReturn()}
                >
                  {m.acceptReturn}
                </button>
              </>
            )}
            <button
              type="button"
              className="console-button console-button--danger"
              aria-expanded={form === 'refuse'}
              onClick={() => setForm(form === 'refuse' ? null : 'refuse')}
            >
              {m.refuseClaim}
            </button>
          </div>
          {form === 'exchange' ? (
            <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
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
              <TextField name="tracking_no" label={l.trackingNo} inputMode="numeric" required />
              <button
                type="submit"
                className="console-button console-button--primary"
                disabled={busy}
              >
                {m.acceptExchange}
              </button>
            </form>
          ) : null}
          {form === 'refuse' ? (
            <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
              <TextField name="reason" label={m.refuseReason} maxLength={200} required />
              <button
                type="submit"
                className="console-button console-button--danger"
                disabled={busy}
              >
                {m.refuseSubmit}
              </button>
            </form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * The money and claims side of an order's detail: the return or exchange request with its
 * decisions, the refunds (each failed one with retry and record-by-hand), the refund form,
 * and the way to the packing slip.
 */
export function OrderMoneySections({ order }: { order: AdminOrderDetail }) {
  const m = useAreaLabels(ORDER_MONEY_LABELS);
  const { can } = useOperator();
  return (
    <>
      {can('orders', 'reveal') ? (
        <p>
          <Link className="console-button" to={href('PackingSlip', { od_id: order.od_id })}>
            {m.packingSlip}
          </Link>
        </p>
      ) : null}
      <FormErrorsProvider>
        <ClaimSection order={order} />
      </FormErrorsProvider>
      <RefundSection order={order} />
    </>
  );
}
