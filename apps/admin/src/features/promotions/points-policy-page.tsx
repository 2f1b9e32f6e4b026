import { isApiError } from '@atelier/api-client';
import type { PointPolicy } from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, type FormEvent } from 'react';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { numberOrNull, PromotionsNav } from './promotions-parts.js';
import { PROMOTION_LABELS } from './promotions-labels.js';
import { promotionsApi } from './promotions-api.js';

const FIELDS = ['earn_percent', 'min_balance', 'min_order', 'unit', 'max_share_percent'] as const;

function PolicyForm({ policy }: { policy: PointPolicy }) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const { can } = useOperator();
  const [save] = promotionsApi.useSavePointPolicyMutation();
  const labels = {
    earn_percent: p.earnPercent,
    min_balance: p.minBalance,
    min_order: p.minOrderPoints,
    unit: p.unit,
    max_share_percent: p.maxShare,
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((name) => [name, numberOrNull(data.get(name))]));
    const ok = await run(() =>
      act(() =>
        save({
          ...(body as Record<(typeof FIELDS)[number], number>),
          updated_at: policy.updated_at,
        }).unwrap(),
      ),
    );
    if (ok) await dialogs.alert(p.saved);
  }

  return (
    <form
      noValidate
      className="console-card console-form"
      aria-labelledby="policy-form-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="policy-form-title">{p.policyTitle}</h2>
      <p className="console-muted">
        {policy.updated_at
          ? p.lastSaved.replace('{at}', koreanDateTime(policy.updated_at))
          : p.defaults}
      </p>
      <fieldset disabled={!can('promotions', 'edit')} className="console-fieldset">
        {FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={labels[name]}
            inputMode="numeric"
            autoComplete="off"
            defaultValue={policy[name]}
            required
          />
        ))}
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {p.save}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * `/admin/points-policy`: the 적립금 policy (earn rate, minimum balance and order, unit, the
 * largest share of an order); the next quote reads what is saved.
 */
export default function PointsPolicyPage() {
  const { l } = useConsoleLabels();
  const p = useAreaLabels(PROMOTION_LABELS);
  const { data, error } = promotionsApi.usePointPolicyQuery();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const policy = data?.data;
  return (
    <>
      <PromotionsNav />
      <section
        className="console-page"
        aria-labelledby="policy-title"
        data-page="admin-points-policy"
      >
        <h1 id="policy-title">{p.policyTitle}</h1>
        <p>{p.policyIntro}</p>
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {policy ? (
          <FormErrorsProvider>
            <PolicyForm key={policy.updated_at ?? 'defaults'} policy={policy} />
          </FormErrorsProvider>
        ) : !error ? (
          <p role="status">{l.loading}</p>
        ) : null}
      </section>
    </>
  );
}
