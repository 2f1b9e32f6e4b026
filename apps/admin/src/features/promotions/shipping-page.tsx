import { isApiError } from '@atelier/api-client';
import {
  formatMoney,
  type AdminShippingPolicy,
  type AdminShippingSurcharge,
  type ShippingSurchargeInput,
} from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { numberOrNull, PromotionsNav } from './promotions-parts.js';
import { PROMOTION_LABELS } from './promotions-labels.js';
import { promotionsApi } from './promotions-api.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';

function PolicyForm({ policy }: { policy: AdminShippingPolicy }) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const { can } = useOperator();
  const [save] = promotionsApi.useSaveShippingPolicyMutation();
  const { currency } = policy;
  const id = (name: string) => `${currency}-${name}`;
  const unit = currency === 'usd' ? p.usdUnit : p.krwUnit;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const data = new FormData(event.currentTarget);
    const body = {
      base_fee: numberOrNull(data.get('base_fee')) as number,
      free_over: numberOrNull(data.get('free_over')) as number,
      updated_at: policy.updated_at,
    };
    const ok = await run(() => act(() => save({ currency, body }).unwrap()), { fieldId: id });
    if (ok) await dialogs.alert(p.saved);
  }

  return (
    <form
      noValidate
      className="console-form console-form--inline"
      aria-label={`${p.feesTitle} (${currency.toUpperCase()})`}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset disabled={!can('promotions', 'edit')} className="console-fieldset">
        <legend>{currency.toUpperCase()}</legend>
        <TextField
          name="base_fee"
          id={id('base_fee')}
          label={`${p.baseFee} (${unit})`}
          inputMode="numeric"
          defaultValue={policy.base_fee}
        />
        <TextField
          name="free_over"
          id={id('free_over')}
          label={`${p.freeOver} (${unit})`}
          inputMode="numeric"
          defaultValue={policy.free_over}
        />
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {p.save}
        </button>
      </fieldset>
    </form>
  );
}

function surchargeBody(form: HTMLFormElement): ShippingSurchargeInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    name: text('name'),
    name_en: text('name_en'),
    postcode_from: text('postcode_from'),
    postcode_to: text('postcode_to'),
    fee_krw: numberOrNull(data.get('fee_krw')) as number,
    fee_usd: numberOrNull(data.get('fee_usd')) as number,
  };
}

function SurchargeForm({
  editing,
  onDone,
}: {
  editing: AdminShippingSurcharge | null;
  onDone: () => void;
}) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = promotionsApi.useSaveSurchargeMutation();
  const sid = (name: string) => `surcharge-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = event.currentTarget;
    const body = surchargeBody(form);
    const ok = await run(() => act(() => save({ id: editing?.id, body }).unwrap()), {
      fieldId: sid,
    });
    if (!ok) return;
    form.reset();
    onDone();
    await dialogs.alert(p.saved);
  }

  return (
    <form
      noValidate
      className="console-form console-form--wide"
      aria-labelledby="surcharge-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="surcharge-form-title">{editing ? p.editSurcharge : p.addSurcharge}</h3>
      <div className="console-form-grid">
        <TextField
          name="name"
          id={sid('name')}
          label={p.area}
          maxLength={60}
          defaultValue={editing?.name}
        />
        <TextField
          name="name_en"
          id={sid('name_en')}
          label={p.areaEn}
          maxLength={60}
          defaultValue={editing?.name_en}
        />
        <TextField
          name="postcode_from"
          id={sid('postcode_from')}
          label={p.postcodeFrom}
          inputMode="numeric"
          maxLength={5}
          defaultValue={editing?.postcode_from}
        />
        <TextField
          name="postcode_to"
          id={sid('postcode_to')}
          label={p.postcodeTo}
          inputMode="numeric"
          maxLength={5}
          defaultValue={editing?.postcode_to}
        />
        <TextField
          name="fee_krw"
          id={sid('fee_krw')}
          label={p.feeKrw}
          inputMode="numeric"
          defaultValue={editing?.fee_krw}
        />
        <TextField
          name="fee_usd"
          id={sid('fee_usd')}
          label={p.feeUsd}
          inputMode="numeric"
          defaultValue={editing?.fee_usd}
        />
      </div>
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {editing ? p.save : p.addSurcharge}
        </button>
        {editing && (
          <button type="button" className="console-button" onClick={onDone}>
            {p.cancelEdit}
          </button>
        )}
      </div>
    </form>
  );
}

function Surcharges() {
  const { locale } = useConsoleLabels();
  const p = useAreaLabels(PROMOTION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const { can } = useOperator();
  const { data } = promotionsApi.useSurchargesQuery();
  const [remove] = promotionsApi.useDeleteSurchargeMutation();
  const [editing, setEditing] = useState<AdminShippingSurcharge | null>(null);
  const editable = can('promotions', 'edit');
  const rows = data?.data ?? [];

  async function drop(row: AdminShippingSurcharge) {
    if (!(await dialogs.confirm(p.deleteConfirm.replace('{name}', row.name)))) return;
    try {
      await act(() => remove(row.id).unwrap());
      if (editing?.id === row.id) setEditing(null);
    } catch (error) {
      await dialogs.error(isApiError(error) ? error.message : String(error));
    }
  }

  return (
    <section className="console-card" aria-labelledby="surcharges-title">
      <h2 id="surcharges-title">{p.surchargesTitle}</h2>
      <p className="console-muted">{p.surchargesIntro}</p>
      {data && rows.length === 0 ? <p>{p.noSurcharges}</p> : null}
      {rows.length > 0 && (
        <TableScroll labelledBy="surcharges-title">
          <table className="console-table console-table--cards">
            <thead>
              <tr>
                <th scope="col">{p.area}</th>
                <th scope="col">{p.postcodes}</th>
                <th scope="col" className="console-num">
                  {p.feeKrw}
                </th>
                <th scope="col" className="console-num">
                  {p.feeUsd}
                </th>
                {editable && <th scope="col">{p.edit}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-surcharge={row.id}>
                  <th scope="row" data-label={p.area}>
                    {locale === 'en' ? row.name_en : row.name}
                  </th>
                  <td data-label={p.postcodes}>
                    {row.postcode_from}~{row.postcode_to}
                  </td>
                  <td data-label={p.feeKrw} className="console-num">
                    {formatMoney(row.fee_krw, 'krw', { lang: locale })}
                  </td>
                  <td data-label={p.feeUsd} className="console-num">
                    {formatMoney(row.fee_usd, 'usd', { lang: locale })}
                  </td>
                  {editable && (
                    <td data-label={p.edit}>
                      <div className="console-actions">
                        <button
                          type="button"
                          className="console-button"
                          aria-label={`${p.edit}: ${row.name}`}
                          onClick={() => setEditing(row)}
                        >
                          {p.edit}
                        </button>
                        <button
                          type="button"
                          className="console-button console-button--danger"
                          aria-label={`${p.delete}: ${row.name}`}
                          onClick={() => void drop(row)}
                        >
                          {p.delete}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {editable && (
        <FormErrorsProvider key={editing?.id ?? 'new'}>
          <SurchargeForm editing={editing} onDone={() => setEditing(null)} />
        </FormErrorsProvider>
      )}
    </section>
  );
}

/**
 * `/admin/shipping`: the base fee and free-shipping threshold per currency, and the
 * remote-area surcharges by postcode range (add, edit, delete; overlaps refused).
 */
export default function ShippingPage() {
  const { l } = useConsoleLabels();
  const p = useAreaLabels(PROMOTION_LABELS);
  const { data, error } = promotionsApi.useShippingPoliciesQuery();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);

  return (
    <>
      <PromotionsNav />
      <section className="console-page" aria-labelledby="shipping-title" data-page="admin-shipping">
        <h1 id="shipping-title">{p.shippingTitle}</h1>
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        <section className="console-card" aria-labelledby="fees-title">
          <h2 id="fees-title">{p.feesTitle}</h2>
          {data ? (
            <div className="console-grid">
              {data.data.map((policy) => (
                <FormErrorsProvider key={`${policy.currency}-${policy.updated_at}`}>
                  <PolicyForm policy={policy} />
                </FormErrorsProvider>
              ))}
            </div>
          ) : !error ? (
            <p role="status">{l.loading}</p>
          ) : null}
        </section>
        <Surcharges />
      </section>
    </>
  );
}
