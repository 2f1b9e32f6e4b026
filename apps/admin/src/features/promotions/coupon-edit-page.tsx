import { isApiError } from '@atelier/api-client';
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  type AdminCoupon,
  type AdminCouponInput,
} from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { fromKoreaLocal, numberOrNull, PromotionsNav, toKoreaLocal } from './promotions-parts.js';
import { PROMOTION_LABELS } from './promotions-labels.js';
import { promotionsApi } from './promotions-api.js';

type Kind = AdminCoupon['kind'];
type DiscountType = AdminCoupon['discount_type'];

/** The coupon as the API takes it from the form: empty optional fields as `null`. */
function couponBody(form: HTMLFormElement, coupon: AdminCoupon | undefined) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const amount = (name: string) => numberOrNull(data.get(name)) ?? undefined;
  const kind = text('kind') as Kind;
  return {
    name: text('name'),
    name_en: text('name_en'),
    kind,
    discount_type: text('discount_type') as DiscountType,
    percent: amount('percent'),
    amount_krw: amount('amount_krw'),
    amount_usd: amount('amount_usd'),
    max_discount_krw: numberOrNull(data.get('max_discount_krw')),
    max_discount_usd: numberOrNull(data.get('max_discount_usd')),
    min_order_krw: amount('min_order_krw'),
    min_order_usd: amount('min_order_usd'),
    product_id: kind === 'product' ? numberOrNull(data.get('product_id')) : null,
    category_id: kind === 'shipping' ? null : numberOrNull(data.get('category_id')),
    valid_from: fromKoreaLocal(data.get('valid_from')),
    valid_until: fromKoreaLocal(data.get('valid_until')),
    valid_days: numberOrNull(data.get('valid_days')),
    issue_on: data.get('issue_on') ? 'signup' : null,
    code: text('code') || null,
    code_limit: text('code') ? numberOrNull(data.get('code_limit')) : null,
    ...(coupon ? { updated_at: coupon.updated_at } : {}),
  } as AdminCouponInput & { updated_at?: string };
}

function NumberField(props: {
  name: string;
  id: string;
  label: string;
  value: number | null | undefined;
  hint?: string;
}) {
  return (
    <TextField
      name={props.name}
      id={props.id}
      label={props.label}
      hint={props.hint}
      inputMode="numeric"
      autoComplete="off"
      defaultValue={props.value ?? ''}
    />
  );
}

function CouponForm({ coupon }: { coupon?: AdminCoupon }) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const { locale } = useConsoleLabels();
  const dialogs = useDialog();
  const navigate = useNavigate();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const { can } = useOperator();
  const [save] = promotionsApi.useSaveCouponMutation();
  const [remove] = promotionsApi.useDeleteCouponMutation();
  const [kind, setKind] = useState<Kind>(coupon?.kind ?? 'order');
  const [type, setType] = useState<DiscountType>(coupon?.discount_type ?? 'fixed');
  const [code, setCode] = useState(coupon?.code ?? '');
  const editable = can('promotions', 'edit');
  // Ids unique to this coupon: the frame keeps the views of earlier URLs in the page.
  const fid = (name: string) => `coupon-${coupon?.id ?? 'new'}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const body = couponBody(event.currentTarget, coupon);
    let saved: AdminCoupon | undefined;
    const ok = await run(
      async () => {
        saved = (await act(() => save({ id: coupon?.id, body }).unwrap())).data;
      },
      { fieldId: fid },
    );
    if (!ok || !saved) return;
    await dialogs.alert(coupon ? p.saved : p.created);
    if (!coupon) void navigate(href('CouponEdit', { id: String(saved.id) }), { replace: true });
  }

  async function destroy() {
    if (!coupon || !(await dialogs.confirm(p.deleteCouponConfirm))) return;
    if (await run(() => act(() => remove(coupon.id).unwrap()))) {
      await dialogs.alert(p.couponDeleted);
      void navigate(href('Coupons'), { replace: true });
    }
  }

  return (
    <form
      noValidate
      className="console-card console-form console-form--wide"
      aria-labelledby={fid('form-title')}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={fid('form-title')}>{coupon ? p.editTitle : p.createTitle}</h2>
      <fieldset disabled={!editable} className="console-fieldset">
        <div className="console-form-grid">
          <TextField
            name="name"
            id={fid('name')}
            label={p.name}
            maxLength={100}
            defaultValue={coupon?.name}
            required
          />
          <TextField
            name="name_en"
            id={fid('name_en')}
            label={p.nameEn}
            maxLength={100}
            defaultValue={coupon?.name_en}
            required
          />
        </div>
        <div className="console-form-grid">
          <label className="atelier-auth-field">
            <span className="atelier-auth-field__label">{p.kind}</span>
            <select
              name="kind"
              id={fid('kind')}
              className="atelier-auth-field__input"
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as Kind)}
            >
              {COUPON_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {COUPON_KIND_LABELS[kind][locale]}
                </option>
              ))}
            </select>
            <FieldError name={fid('kind')} />
          </label>
          {kind === 'product' && (
            <NumberField
              name="product_id"
              id={fid('product_id')}
              label={p.productId}
              value={coupon?.product_id}
            />
          )}
          {kind !== 'shipping' && (
            <NumberField
              name="category_id"
              id={fid('category_id')}
              label={p.categoryId}
              value={coupon?.category_id}
              hint={p.scopeHint}
            />
          )}
        </div>
        <fieldset className="console-radios">
          <legend>{p.discountType}</legend>
          {(['fixed', 'percent'] as const).map((value) => (
            <label key={value} className="console-check">
              <input
                type="radio"
                name="discount_type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
              />
              {value === 'fixed' ? p.fixed : p.percent}
            </label>
          ))}
        </fieldset>
        {type === 'fixed' ? (
          <div className="console-form-grid">
            <NumberField
              name="amount_krw"
              id={fid('amount_krw')}
              label={p.amountKrw}
              value={coupon?.amount_krw}
            />
            <NumberField
              name="amount_usd"
              id={fid('amount_usd')}
              label={p.amountUsd}
              value={coupon?.amount_usd}
            />
          </div>
        ) : (
          <div className="console-form-grid console-form-grid--three">
            <NumberField
              name="percent"
              id={fid('percent')}
              label={p.percentValue}
              value={coupon?.percent}
            />
            <NumberField
              name="max_discount_krw"
              id={fid('max_discount_krw')}
              label={p.maxKrw}
              value={coupon?.max_discount_krw}
            />
            <NumberField
              name="max_discount_usd"
              id={fid('max_discount_usd')}
              label={p.maxUsd}
              value={coupon?.max_discount_usd}
            />
          </div>
        )}
        <div className="console-form-grid">
          <NumberField
            name="min_order_krw"
            id={fid('min_order_krw')}
            label={p.minOrderKrw}
            value={coupon?.min_order_krw}
          />
          <NumberField
            name="min_order_usd"
            id={fid('min_order_usd')}
            label={p.minOrderUsd}
            value={coupon?.min_order_usd}
          />
        </div>
        <div className="console-form-grid console-form-grid--three">
          <TextField
            name="valid_from"
            id={fid('valid_from')}
            label={p.validFrom}
            type="datetime-local"
            defaultValue={toKoreaLocal(coupon?.valid_from ?? null)}
          />
          <TextField
            name="valid_until"
            id={fid('valid_until')}
            label={p.validUntil}
            type="datetime-local"
            defaultValue={toKoreaLocal(coupon?.valid_until ?? null)}
          />
          <NumberField
            name="valid_days"
            id={fid('valid_days')}
            label={p.validDays}
            value={coupon?.valid_days}
          />
        </div>
        <p className="atelier-auth-field__hint">{p.validityHint}</p>
        <label className="console-check">
          <input type="checkbox" name="issue_on" defaultChecked={coupon?.issue_on === 'signup'} />
          {p.issueSignup}
        </label>
        <div className="console-form-grid">
          <TextField
            name="code"
            id={fid('code')}
            label={p.code}
            hint={p.codeHint}
            maxLength={30}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          {code.trim() !== '' && (
            <NumberField
              name="code_limit"
              id={fid('code_limit')}
              label={p.codeLimit}
              value={coupon?.code_limit}
              hint={p.codeLimitHint}
            />
          )}
        </div>
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {p.save}
          </button>
          {coupon ? (
            <button
              type="button"
              className="console-button console-button--danger"
              disabled={busy}
              onClick={() => void destroy()}
            >
              {p.deleteCoupon}
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

function CouponUsageLine({ id }: { id: number }) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const usage = promotionsApi.useCouponUsageQuery(id).data?.data;
  if (!usage) return null;
  return (
    <p className="console-muted" data-testid="coupon-usage">
      {p.usage.replace('{issued}', String(usage.issued)).replace('{used}', String(usage.used))}
    </p>
  );
}

function IssueForm({ coupon }: { coupon: AdminCoupon }) {
  const p = useAreaLabels(PROMOTION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [issue] = promotionsApi.useIssueCouponMutation();
  const fid = (name: string) => `coupon-${coupon.id}-${name}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = event.currentTarget;
    const ids = String(new FormData(form).get('mb_ids') ?? '')
      .split(/[\s,]+/)
      .map((id) => id.trim())
      .filter(Boolean);
    if (
      ids.length > 0 &&
      !(await dialogs.confirm(p.issueConfirm.replace('{n}', String(ids.length))))
    )
      return;
    let done = '';
    const ok = await run(
      async () => {
        done = (await act(() => issue({ id: coupon.id, mb_ids: ids }).unwrap())).message;
      },
      { fieldId: fid },
    );
    if (!ok) return;
    form.reset();
    await dialogs.alert(done);
  }

  return (
    <form
      noValidate
      className="console-card console-form"
      aria-labelledby={fid('issue-title')}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={fid('issue-title')}>{p.issueTitle}</h2>
      <label htmlFor={fid('mb_ids')} className="atelier-auth-field__label">
        {p.issueIds}
      </label>
      <textarea id={fid('mb_ids')} name="mb_ids" rows={3} aria-describedby={fid('mb_ids-hint')} />
      <p id={fid('mb_ids-hint')} className="atelier-auth-field__hint">
        {p.issueHint}
      </p>
      <FieldError name={fid('mb_ids')} />
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {p.issueSubmit}
        </button>
      </div>
    </form>
  );
}

/**
 * `/admin/coupons/{id}` (`new` for a new one): the coupon design's form (discount per currency
 * or a percentage with caps, minimum order, validity, scope, sign-up issue and a code) and,
 * for a saved coupon, issuing it to chosen members.
 */
export default function CouponEditPage() {
  const { l } = useConsoleLabels();
  const p = useAreaLabels(PROMOTION_LABELS);
  const { can } = useOperator();
  const { id = 'new' } = useParams();
  const creating = id === 'new';
  const numeric = Number(id);
  const { data, error } = promotionsApi.useAdminCouponQuery(numeric, {
    skip: creating || !Number.isInteger(numeric),
  });
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const coupon = data?.data;

  return (
    <>
      <PromotionsNav />
      <section
        className="console-page"
        aria-labelledby={`coupon-${id}-title`}
        data-page="admin-coupon"
      >
        <p>
          <Link to={href('Coupons')}>← {p.backToCoupons}</Link>
        </p>
        <h1 id={`coupon-${id}-title`}>
          {creating ? p.createTitle : (coupon?.name ?? p.editTitle)}
          {coupon?.code ? <span className="console-status console-code">{coupon.code}</span> : null}
        </h1>
        {coupon ? <CouponUsageLine id={coupon.id} /> : null}
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {creating || coupon ? (
          <div className="console-promo-layout">
            <FormErrorsProvider>
              <CouponForm key={coupon?.updated_at ?? 'new'} coupon={coupon} />
            </FormErrorsProvider>
            {coupon && can('promotions', 'edit') && (
              <FormErrorsProvider>
                <IssueForm coupon={coupon} />
              </FormErrorsProvider>
            )}
          </div>
        ) : !error ? (
          <p role="status">{l.loading}</p>
        ) : null}
      </section>
    </>
  );
}
