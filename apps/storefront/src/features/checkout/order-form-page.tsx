import { formatMoney } from '@atelier/commerce-ui';
import type {
  CouponKind,
  OrderCoupon,
  OrderCreateInput,
  OrderQuote,
  OrderQuoteInput,
  PaymentMethod,
  SavedAddress,
  SessionUser,
} from '@atelier/contracts';
import { selectUser } from '@atelier/session';
import { useT } from '@atelier/translation-ai';
import {
  FieldError,
  FormErrorsProvider,
  RadioGroup,
  Select,
  TextArea,
  useDialog,
  useFormErrors,
} from '@atelier/ui-kit';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import type { OrderLinesChoice } from '../../shared/checkout/order-lines-query.js';
import { parseOrderLinesQuery } from '../../shared/checkout/parse-order-lines-query.js';
import { TextField } from '../../shared/forms/text-field.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import { href } from '../../shared/routing/href.js';
import type { RouteContext } from '../../shared/routing/route-context.js';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { AddressFields } from './address-fields.js';
import { CheckoutLines } from './checkout-lines.js';
import { useCheckoutAddressPort } from './checkout-address-port.js';
import { checkoutApi } from './checkout-api.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { rememberOrderForm } from './last-order-form.js';
import { OrderAmountsList } from './order-amounts.js';
import { openPaymentWindow } from './payment-window.js';
import './checkout.css';

const NO_INDEX: PageLoaderData = { head: { robots: 'noindex, nofollow' } };

/** The quote the page asks first: the lines and, for a member, the default address's postcode. */
function firstQuoteInput(
  choice: OrderLinesChoice,
  defaultAddress: SavedAddress | undefined,
): OrderQuoteInput {
  return defaultAddress ? { ...choice, zonecode: defaultAddress.zonecode } : { ...choice };
}

/**
 * Prefetches what the form shows first: a member's address book, then the quote of the chosen
 * lines (with the default address's postcode, so its surcharge is in the first figures).
 *
 * @example
 * const loader = createLoader(ctx);
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const choice = parseOrderLinesQuery(new URL(request.url).searchParams);
    if (!choice) return NO_INDEX;
    let addresses: SavedAddress[] | undefined;
    if (ctx.store.getState().session.user) {
      addresses = await ensureQuery(
        ctx,
        ctx.store.dispatch(checkoutApi.endpoints.getAddresses.initiate()),
        { notFound: 'ignore' },
      );
    }
    await ensureQuery(
      ctx,
      ctx.store.dispatch(
        checkoutApi.endpoints.getOrderQuote.initiate(firstQuoteInput(choice, addresses?.[0])),
      ),
      { notFound: 'ignore' },
    );
    return NO_INDEX;
  };
}

type Translate = ReturnType<typeof useT>['t'];

const MEMO_PRESETS = [
  CHECKOUT_LABELS.memoDoor,
  CHECKOUT_LABELS.memoGuard,
  CHECKOUT_LABELS.memoCall,
] as const;
const MEMO_CUSTOM = 'custom';
const MEMO_MAX = 100;
const COUPON_KINDS: readonly { kind: CouponKind; label: string }[] = [
  { kind: 'order', label: CHECKOUT_LABELS.couponOrder },
  { kind: 'product', label: CHECKOUT_LABELS.couponProduct },
  { kind: 'shipping', label: CHECKOUT_LABELS.couponShipping },
];

/** A fresh key per order-form visit (and after an answer that placed nothing). */
function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `ord-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface Recipient {
  name: string;
  phone: string;
  zonecode: string;
  address1: string;
  address2: string;
}

function recipientOf(address: SavedAddress | undefined): Recipient {
  return address
    ? {
        name: address.name,
        phone: address.phone,
        zonecode: address.zonecode,
        address1: address.address1,
        address2: address.address2,
      }
    : { name: '', phone: '', zonecode: '', address1: '', address2: '' };
}

function amountChangedBody(error: unknown): OrderQuote | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 409 || typeof body !== 'object' || body === null || !('quote' in body))
    return null;
  return (body as { quote: OrderQuote }).quote;
}

/** Whether an error answer proves nothing was placed (so the next submit gets a new key). */
function placedNothing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function couponLabel(coupon: OrderCoupon, t: Translate, money: (n: number) => string): string {
  return coupon.usable
    ? t(CHECKOUT_LABELS.couponOption, { name: coupon.name, amount: money(coupon.discount) })
    : t(CHECKOUT_LABELS.couponUnusable, { name: coupon.name, reason: coupon.reason ?? '' });
}

interface OrderFormProps {
  choice: OrderLinesChoice;
  user: SessionUser | null;
  addresses: SavedAddress[];
}

function OrderForm({ choice, user, addresses }: OrderFormProps) {
  const { t, locale } = useT();
  const dialogs = useDialog();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const { showErrors } = useFormErrors();
  const defaultAddress = addresses[0];

  const [orderer, setOrderer] = useState({
    name: user?.mb_name ?? '',
    phone: user?.mb_hp ?? '',
    email: user?.mb_email ?? '',
  });
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const [addressId, setAddressId] = useState<number | 'new'>(defaultAddress?.id ?? 'new');
  const [recipient, setRecipient] = useState<Recipient>(() => recipientOf(defaultAddress));
  const [memoChoice, setMemoChoice] = useState<string | null>(null);
  const [memoText, setMemoText] = useState('');
  const [coupons, setCoupons] = useState<Partial<Record<CouponKind, number>>>({});
  const [pointsDraft, setPointsDraft] = useState('');
  const [points, setPoints] = useState(0);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [depositor, setDepositor] = useState(user?.mb_name ?? '');
  const [orderPassword, setOrderPassword] = useState('');
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [agreePurchase, setAgreePurchase] = useState(false);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const [placeOrder] = checkoutApi.usePlaceOrderMutation();
  // Its offline dialog renders beside the form: a search form may not sit inside the order's.
  const addressFinder = useCheckoutAddressPort();
  const dispatch = useDispatch<AppDispatch>();

  const quoteInput = useMemo<OrderQuoteInput>(() => {
    const couponIds = Object.values(coupons).filter((id): id is number => typeof id === 'number');
    return {
      ...choice,
      ...(/^\d{5}$/.test(recipient.zonecode) ? { zonecode: recipient.zonecode } : {}),
      ...(couponIds.length > 0 ? { coupon_ids: couponIds } : {}),
      ...(points > 0 ? { points } : {}),
    };
  }, [choice, recipient.zonecode, coupons, points]);
  const quoteQuery = checkoutApi.useGetOrderQuoteQuery(quoteInput);
  const quote = quoteQuery.data;
  const current = quoteQuery.currentData;
  const money = (amount: number) =>
    formatMoney(amount, quote?.amounts.currency ?? 'krw', { lang: locale });

  // Points re-quote shortly after typing stops; a value is kept in units and within the limit.
  useEffect(() => {
    const timer = setTimeout(() => {
      const typed = Number(pointsDraft.replace(/\D/g, '') || '0');
      setPoints(typed);
    }, 400);
    return () => clearTimeout(timer);
  }, [pointsDraft]);

  // A quote the API refused (a coupon or points no longer valid) shows under its field.
  const quoteError = quoteQuery.error as
    { kind?: string; errors?: Record<string, string[]> } | undefined;
  useEffect(() => {
    if (quoteError?.kind === 'validation' && quoteError.errors) showErrors(quoteError.errors);
  }, [quoteError, showErrors]);

  if (!quote) {
    const gone = (quoteQuery.error as { status?: number } | undefined)?.status === 404;
    return quoteQuery.isError ? (
      <div role="alert" className="atelier-checkout__problem">
        <p>{gone ? t(CHECKOUT_LABELS.linesGone) : t(CHECKOUT_LABELS.quoteFailed)}</p>
        <p className="atelier-checkout__problem-links">
          {!gone && (
            <button
              type="button"
              className="atelier-button"
              onClick={() => void quoteQuery.refetch()}
            >
              {t(CHECKOUT_LABELS.retry)}
            </button>
          )}
          <AppLink to="Cart" className="atelier-button atelier-button--secondary">
            {t(CHECKOUT_LABELS.backToCart)}
          </AppLink>
        </p>
      </div>
    ) : null;
  }

  const effectiveRecipient = sameAsOrderer
    ? { ...recipient, name: orderer.name, phone: orderer.phone }
    : recipient;
  const memo = memoChoice === MEMO_CUSTOM ? memoText : memoChoice === null ? '' : t(memoChoice);

  function chooseAddress(value: number | 'new') {
    setAddressId(value);
    const address = addresses.find((a) => a.id === value);
    setRecipient(recipientOf(address));
    if (address) setSameAsOrderer(false);
  }

  function spendAllPoints() {
    if (!quote?.points) return;
    const max = quote.points.usable_max;
    setPointsDraft(String(max));
    setPoints(max);
  }

  function body(expectedTotal: number): OrderCreateInput {
    const couponIds = Object.values(coupons).filter((id): id is number => typeof id === 'number');
    return {
      ...choice,
      orderer_name: orderer.name,
      orderer_phone: orderer.phone,
      orderer_email: orderer.email,
      recipient_name: effectiveRecipient.name,
      recipient_phone: effectiveRecipient.phone,
      zonecode: effectiveRecipient.zonecode,
      address1: effectiveRecipient.address1,
      address2: effectiveRecipient.address2,
      memo,
      payment_method: method,
      ...(method === 'bank_transfer' ? { depositor_name: depositor } : {}),
      ...(user ? {} : { order_password: orderPassword }),
      coupon_ids: couponIds,
      points,
      agree_privacy: agreePrivacy,
      agree_purchase: agreePurchase,
      expected_total: expectedTotal,
    };
  }

  async function place(input: OrderCreateInput): Promise<void> {
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const placed = await placeOrder({ key: idempotencyKey.current, body: input }).unwrap();
      const confirmPath = href('OrderConfirm', { orderId: placed.data.od_id });
      if (!placed.checkout) {
        await navigate(confirmPath, { replace: true });
        return;
      }
      try {
        await openPaymentWindow({
          order: placed.data,
          start: placed.checkout,
          origin: window.location.origin,
          navigate: (path) => void navigate(path),
        });
      } catch {
        await dialogs.error(t(CHECKOUT_LABELS.paymentWindowFailed));
      }
    } catch (error) {
      if (placedNothing(error)) idempotencyKey.current = null;
      const changed = amountChangedBody(error);
      if (changed) {
        // Show the new figures in the amount box, then ask before ordering at them.
        await quoteRefresh(changed);
        const accept = await dialogs.confirm(
          <div className="atelier-checkout__changed" data-testid="amount-changed">
            <p>{t(CHECKOUT_LABELS.amountChanged)}</p>
            <OrderAmountsList amounts={changed.amounts} money={money} testIdPrefix="changed" />
            <p>
              {t(CHECKOUT_LABELS.amountChangedConfirm, { amount: money(changed.amounts.total) })}
            </p>
          </div>,
          {
            title: t(CHECKOUT_LABELS.amountChangedTitle),
            confirmLabel: t(CHECKOUT_LABELS.amountChangedAccept),
          },
        );
        if (accept) await place({ ...input, expected_total: changed.amounts.total });
        return;
      }
      await feedback.fail(error);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !current) return;
    feedback.start();
    const input = body(current.amounts.total);
    const checked = await feedback.check((s) => s.orderCreateSchema, input);
    if (!checked) return;
    if (!user && orderPassword.length === 0) {
      showErrors({ order_password: [t(CHECKOUT_LABELS.orderPasswordRequired)] });
      return;
    }
    setBusy(true);
    try {
      await place(input);
    } finally {
      setBusy(false);
    }
  }

  const quoteRefresh = (fresh: OrderQuote) =>
    dispatch(checkoutApi.util.upsertQueryData('getOrderQuote', quoteInput, fresh));

  const couponsByKind = COUPON_KINDS.map(({ kind, label }) => ({
    kind,
    label,
    offers: quote.coupons.filter((c) => c.kind === kind),
  })).filter((group) => group.offers.length > 0);
  const amounts = quote.amounts;
  const freeAfter =
    quote.free_shipping_over !== null && amounts.shipping_fee > 0
      ? quote.free_shipping_over - amounts.goods
      : 0;
  const updating = quoteQuery.isFetching;
  // The figures shown are the current choice's: submitting waits for them (or a fixed choice).
  const stale = !current;

  return (
    <>
      <form
        className="atelier-checkout__form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        <div className="atelier-checkout__main">
          <section className="atelier-checkout__section" aria-labelledby="checkout-lines-title">
            <h2 id="checkout-lines-title">{t(CHECKOUT_LABELS.linesTitle)}</h2>
            <CheckoutLines lines={quote.lines} money={money} />
          </section>

          <section className="atelier-checkout__section" aria-labelledby="checkout-orderer-title">
            <h2 id="checkout-orderer-title">{t(CHECKOUT_LABELS.ordererTitle)}</h2>
            <div className="atelier-checkout__fields">
              <TextField
                name="orderer_name"
                label={t(CHECKOUT_LABELS.ordererName)}
                autoComplete="name"
                required
                value={orderer.name}
                onChange={(e) => setOrderer({ ...orderer, name: e.currentTarget.value })}
              />
              <TextField
                name="orderer_phone"
                type="tel"
                label={t(CHECKOUT_LABELS.phone)}
                hint={t(CHECKOUT_LABELS.phoneHint)}
                autoComplete="tel"
                inputMode="tel"
                required
                value={orderer.phone}
                onChange={(e) => setOrderer({ ...orderer, phone: e.currentTarget.value })}
              />
              <TextField
                name="orderer_email"
                type="email"
                label={t(CHECKOUT_LABELS.email)}
                autoComplete="email"
                required
                value={orderer.email}
                onChange={(e) => setOrderer({ ...orderer, email: e.currentTarget.value })}
              />
            </div>
          </section>

          <section className="atelier-checkout__section" aria-labelledby="checkout-recipient-title">
            <h2 id="checkout-recipient-title">{t(CHECKOUT_LABELS.recipientTitle)}</h2>
            {addresses.length > 0 && (
              <Select<number | 'new'>
                className="atelier-checkout__address-book"
                label={t(CHECKOUT_LABELS.addressBook)}
                value={addressId}
                onChange={chooseAddress}
                options={[
                  ...addresses.map((address) => ({
                    value: address.id as number | 'new',
                    label: `${address.label}${address.is_default ? ` (${t(CHECKOUT_LABELS.addressDefault)})` : ''} · ${address.address1}`,
                  })),
                  { value: 'new' as const, label: t(CHECKOUT_LABELS.addressBookNew) },
                ]}
              />
            )}
            <label className="atelier-checkout__check">
              <input
                type="checkbox"
                checked={sameAsOrderer}
                onChange={(e) => setSameAsOrderer(e.currentTarget.checked)}
              />
              <span>{t(CHECKOUT_LABELS.sameAsOrderer)}</span>
            </label>
            <div className="atelier-checkout__fields">
              <TextField
                name="recipient_name"
                label={t(CHECKOUT_LABELS.recipientName)}
                autoComplete="shipping name"
                required
                readOnly={sameAsOrderer}
                value={effectiveRecipient.name}
                onChange={(e) => setRecipient({ ...recipient, name: e.currentTarget.value })}
              />
              <TextField
                name="recipient_phone"
                type="tel"
                label={t(CHECKOUT_LABELS.phone)}
                autoComplete="shipping tel"
                inputMode="tel"
                required
                readOnly={sameAsOrderer}
                value={effectiveRecipient.phone}
                onChange={(e) => setRecipient({ ...recipient, phone: e.currentTarget.value })}
              />
            </div>
            <AddressFields
              port={addressFinder.port}
              value={recipient}
              onChange={(value) => setRecipient({ ...recipient, ...value })}
            />
            <div className="atelier-checkout__memo">
              <Select<string>
                label={t(CHECKOUT_LABELS.memo)}
                placeholder={t(CHECKOUT_LABELS.memoChoose)}
                value={memoChoice}
                onChange={setMemoChoice}
                options={[
                  ...MEMO_PRESETS.map((preset) => ({ value: preset as string, label: t(preset) })),
                  { value: MEMO_CUSTOM, label: t(CHECKOUT_LABELS.memoCustom) },
                ]}
              />
              {memoChoice === MEMO_CUSTOM && (
                <TextArea
                  id="memo"
                  name="memo"
                  label={t(CHECKOUT_LABELS.memoCustomLabel)}
                  maxLength={MEMO_MAX}
                  showCounter
                  value={memoText}
                  onValueChange={setMemoText}
                />
              )}
              <FieldError name="memo" />
            </div>
          </section>

          {user && (quote.coupons.length > 0 || quote.points) && (
            <section
              className="atelier-checkout__section"
              aria-labelledby="checkout-discount-title"
            >
              <h2 id="checkout-discount-title">{t(CHECKOUT_LABELS.discountTitle)}</h2>
              {couponsByKind.length === 0 && (
                <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.noCoupons)}</p>
              )}
              {couponsByKind.map((group) => (
                <Select<number>
                  key={group.kind}
                  id={`coupon-${group.kind}`}
                  className="atelier-checkout__coupon"
                  label={t(group.label)}
                  value={coupons[group.kind] ?? 0}
                  onChange={(value) =>
                    setCoupons({ ...coupons, [group.kind]: value === 0 ? undefined : value })
                  }
                  options={[
                    { value: 0, label: t(CHECKOUT_LABELS.couponNone) },
                    ...group.offers.map((coupon) => ({
                      value: coupon.id,
                      disabled: !coupon.usable,
                      label: couponLabel(coupon, t, money),
                    })),
                  ]}
                />
              ))}
              <div id="coupon_ids" tabIndex={-1}>
                <FieldError name="coupon_ids" />
              </div>
              {quote.points && (
                <div className="atelier-checkout__points">
                  <label className="atelier-auth-field__label" htmlFor="points">
                    {t(CHECKOUT_LABELS.points)}
                  </label>
                  <div className="atelier-checkout__points-row">
                    <input
                      id="points"
                      name="points"
                      className="atelier-auth-field__input"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-describedby="points-hint"
                      disabled={quote.points.usable_max === 0}
                      value={pointsDraft}
                      placeholder="0"
                      onChange={(e) => setPointsDraft(e.currentTarget.value.replace(/\D/g, ''))}
                    />
                    <button
                      type="button"
                      className="atelier-button atelier-button--secondary"
                      disabled={quote.points.usable_max === 0}
                      onClick={spendAllPoints}
                    >
                      {t(CHECKOUT_LABELS.pointsUseAll)}
                    </button>
                  </div>
                  <p id="points-hint" className="atelier-auth-field__hint">
                    {t(CHECKOUT_LABELS.pointsHint, {
                      balance: money(quote.points.balance),
                      max: money(quote.points.usable_max),
                      unit: quote.points.unit,
                    })}
                    {quote.points.usable_max === 0 &&
                      ` ${t(CHECKOUT_LABELS.pointsRules, {
                        minBalance: money(quote.points.min_balance),
                        minOrder: money(quote.points.min_order),
                      })}`}
                  </p>
                  <FieldError name="points" />
                </div>
              )}
            </section>
          )}

          <section className="atelier-checkout__section" aria-labelledby="checkout-payment-title">
            <h2 id="checkout-payment-title">{t(CHECKOUT_LABELS.paymentTitle)}</h2>
            <div id="payment_method" tabIndex={-1}>
              <RadioGroup<PaymentMethod>
                aria-label={t(CHECKOUT_LABELS.paymentTitle)}
                name="payment_method"
                className="atelier-checkout__methods"
                value={method}
                onChange={setMethod}
                options={[
                  { value: 'card', label: t(CHECKOUT_LABELS.payCard) },
                  { value: 'bank_transfer', label: t(CHECKOUT_LABELS.payBank) },
                  { value: 'virtual_account', label: t(CHECKOUT_LABELS.payVirtual) },
                ]}
              />
              <FieldError name="payment_method" />
            </div>
            {method === 'bank_transfer' && (
              <div className="atelier-checkout__fields">
                <TextField
                  name="depositor_name"
                  label={t(CHECKOUT_LABELS.depositorName)}
                  hint={t(CHECKOUT_LABELS.bankHint)}
                  required
                  value={depositor}
                  onChange={(e) => setDepositor(e.currentTarget.value)}
                />
              </div>
            )}
          </section>

          {!user && (
            <section className="atelier-checkout__section" aria-labelledby="checkout-guest-title">
              <h2 id="checkout-guest-title">{t(CHECKOUT_LABELS.guestTitle)}</h2>
              <div className="atelier-checkout__fields">
                <TextField
                  name="order_password"
                  type="password"
                  label={t(CHECKOUT_LABELS.orderPassword)}
                  hint={t(CHECKOUT_LABELS.orderPasswordHint)}
                  autoComplete="new-password"
                  minLength={4}
                  maxLength={64}
                  required
                  value={orderPassword}
                  onChange={(e) => setOrderPassword(e.currentTarget.value)}
                />
              </div>
            </section>
          )}

          <section className="atelier-checkout__section" aria-labelledby="checkout-consent-title">
            <h2 id="checkout-consent-title">{t(CHECKOUT_LABELS.consentTitle)}</h2>
            <div className="atelier-checkout__consent">
              <label className="atelier-checkout__check">
                <input
                  id="agree_privacy"
                  name="agree_privacy"
                  type="checkbox"
                  required
                  checked={agreePrivacy}
                  aria-describedby="agree_privacy-detail"
                  onChange={(e) => setAgreePrivacy(e.currentTarget.checked)}
                />
                <span>{t(CHECKOUT_LABELS.agreePrivacy)}</span>
              </label>
              <p id="agree_privacy-detail" className="atelier-checkout__note">
                {t(CHECKOUT_LABELS.agreePrivacyDetail)}
              </p>
              <FieldError name="agree_privacy" />
            </div>
            <div className="atelier-checkout__consent">
              <label className="atelier-checkout__check">
                <input
                  id="agree_purchase"
                  name="agree_purchase"
                  type="checkbox"
                  required
                  checked={agreePurchase}
                  onChange={(e) => setAgreePurchase(e.currentTarget.checked)}
                />
                <span>{t(CHECKOUT_LABELS.agreePurchase)}</span>
              </label>
              <FieldError name="agree_purchase" />
            </div>
          </section>
        </div>

        <aside className="atelier-checkout__summary" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t(CHECKOUT_LABELS.summaryTitle)}</h2>
          <OrderAmountsList amounts={amounts} money={money} testIdPrefix="checkout" />
          {freeAfter > 0 && (
            <p className="atelier-checkout__free">
              {t(CHECKOUT_LABELS.freeShippingAfter, { amount: money(freeAfter) })}
            </p>
          )}
          {!quoteInput.zonecode && (
            <p className="atelier-checkout__note">{t(CHECKOUT_LABELS.zonecodeLater)}</p>
          )}
          <p className="atelier-checkout__status" role="status" aria-live="polite">
            {busy
              ? t(CHECKOUT_LABELS.placing)
              : updating
                ? t(CHECKOUT_LABELS.updating)
                : quoteQuery.isError
                  ? t(CHECKOUT_LABELS.quoteFailed)
                  : ''}
          </p>
          <button
            type="submit"
            className="atelier-button atelier-button--primary atelier-checkout__pay"
            disabled={busy || updating || stale}
            data-testid="checkout-pay"
          >
            {t(CHECKOUT_LABELS.pay, { amount: money(amounts.total) })}
          </button>
        </aside>
      </form>
      {addressFinder.dialog}
    </>
  );
}

/**
 * `/shop/order-form` (route `OrderForm`): the checkout of the cart's chosen lines
 * (`?lines=1,2`) or of the product page's buy-now choice (`?items=…`). The order lines and
 * every amount come from the API's quote, asked again on every change (postcode → fee and
 * remote-area surcharge, coupons, points); the orderer is prefilled for members, the recipient
 * from the default address of the address book (or copied from the orderer); the address
 * comes from the address-finder port (Kakao Postcode when configured, else the offline
 * finder). Consents start unchecked. Submitting places the order with this visit's
 * Idempotency-Key: card and virtual account open the payment window (the sandbox PG page or
 * Toss), bank transfer goes to the thank-you page; a changed amount (409) shows the new
 * figures and asks before ordering at them. One responsive page serves both widths: the
 * sections stack on phones with the amount box last, and sit beside it on desktop.
 *
 * @example
 * { path: '/shop/order-form', Component: OrderFormPage, loader: createLoader(ctx) }
 */
export default function OrderFormPage() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  const user = useSelector(selectUser);
  const choice = useMemo(() => parseOrderLinesQuery(searchParams), [searchParams]);
  const addressQuery = checkoutApi.useGetAddressesQuery(undefined, { skip: !user || !choice });
  const addresses = addressQuery.data ?? [];
  const waitingForAddresses = Boolean(user && choice && addressQuery.isLoading);
  useEffect(() => {
    if (choice) rememberOrderForm(`?${searchParams.toString()}`);
  }, [choice, searchParams]);

  return (
    <div className="atelier-checkout" data-page="order-form">
      <h1 className="atelier-checkout__title">{t(CHECKOUT_LABELS.formTitle)}</h1>
      {!choice ? (
        <div className="atelier-checkout__problem" role="alert">
          <p>{t(CHECKOUT_LABELS.nothingToOrder)}</p>
          <AppLink to="Cart" className="atelier-button atelier-button--primary">
            {t(CHECKOUT_LABELS.backToCart)}
          </AppLink>
        </div>
      ) : waitingForAddresses ? null : (
        <FormErrorsProvider>
          <OrderForm
            key={firstQuoteKey(choice, addresses[0])}
            choice={choice}
            user={user}
            addresses={addresses}
          />
        </FormErrorsProvider>
      )}
    </div>
  );
}

function firstQuoteKey(choice: OrderLinesChoice, address: SavedAddress | undefined): string {
  return JSON.stringify(firstQuoteInput(choice, address));
}
