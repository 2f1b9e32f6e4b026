import { formatMoney } from '@atelier/commerce-ui';
import type {
  CashReceiptType,
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
  ADDRESS_FINDER_LABELS_KO,
  AddressFinder,
  afterHydration,
  FormErrorsProvider,
  useDialog,
  useFormErrors,
} from '@atelier/ui-kit';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams, type LoaderFunction } from 'react-router';

import { TextField, useHydrated } from '@atelier/app-frame/forms';
import '@atelier/app-frame/forms.css';

import { translateLabels, type RouteContext } from '@atelier/app-frame';

import type { OrderLinesChoice } from '../../domain/checkout/order-lines-query.js';
import { parseOrderLinesQuery } from '../../domain/checkout/parse-order-lines-query.js';
import { AppLink } from '../../shared/routing/app-link.js';
import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { ConsentVersions } from '../../domain/policies/policy-links.js';
import type { PageLoaderData } from '../../shared/seo/page-head.js';
import type { AppDispatch } from '../../shared/store/store.js';
import { CheckoutLines } from './checkout-lines.js';
import { useCheckoutAddressPort } from './checkout-address-port.js';
import { checkoutApi } from './checkout-api.js';
import { CHECKOUT_LABELS } from './checkout-labels.js';
import { rememberOrderForm } from './last-order-form.js';
import { OrderAmountsList } from './order-amounts.js';
import type { ChosenCoupons } from './order-discounts.js';
import './checkout.css';

// Below the first view: the server renders them, their code loads once the page is hydrated
// (on a client navigation, with the page's data: the loader waits for it, so the form comes whole).
const loadDiscounts = () => import('./order-discounts.js');
const loadMemo = () => import('./delivery-memo.js');
const loadPaymentMethods = () => import('./payment-methods.js');
const loadConsents = () => import('./order-consents.js');
const OrderDiscounts = afterHydration(() => loadDiscounts().then((m) => m.OrderDiscounts));
const DeliveryMemo = afterHydration(() => loadMemo().then((m) => m.DeliveryMemo));
const PaymentMethods = afterHydration(() => loadPaymentMethods().then((m) => m.PaymentMethods));
const OrderConsents = afterHydration(() => loadConsents().then((m) => m.OrderConsents));
// Checking and placing the order: loaded once the form is interactive, so the first submit
// does not wait for it.
const loadPlaceOrder = () => import('./place-order.js');
// Only when a member opens it.
const AddressBookDialog = lazy(() => import('./address-book-dialog.js'));

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
 * lines (with the default address's postcode, so its surcharge is in the first figures), and
 * the code of the sections below the first view.
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async ({ request }): Promise<PageLoaderData> => {
    const choice = parseOrderLinesQuery(new URL(request.url).searchParams);
    if (!choice) return NO_INDEX;
    const parts = Promise.all([loadDiscounts(), loadMemo(), loadPaymentMethods(), loadConsents()]);
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
    await parts;
    return NO_INDEX;
  };
}

/** A transfer's 현금영수증 request, as the order body carries it (none: empty). */
export interface CashReceipt {
  cash_receipt_type?: CashReceiptType;
  cash_receipt_number?: string;
}

interface Recipient {
  name: string;
  phone: string;
  zonecode: string;
  address1: string;
  address2: string;
}

// The order's field names (ids too), so the API's 422 messages land under the address fields.
const ADDRESS_NAMES = { zonecode: 'zonecode', address: 'address1', detail: 'address2' } as const;

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

interface OrderFormProps {
  choice: OrderLinesChoice;
  user: SessionUser | null;
  addresses: SavedAddress[];
}

function OrderForm({ choice, user, addresses }: OrderFormProps) {
  const { t, locale } = useT();
  const dialogs = useDialog();
  const navigate = useNavigate();
  const { showErrors, clearErrors } = useFormErrors();
  const defaultAddress = addresses[0];

  const [orderer, setOrderer] = useState({
    name: user?.mb_name ?? '',
    phone: user?.mb_hp ?? '',
    email: user?.mb_email ?? '',
  });
  const [sameAsOrderer, setSameAsOrderer] = useState(false);
  const [addressId, setAddressId] = useState<number | null>(defaultAddress?.id ?? null);
  // The saved address last chosen: once edited in the form, the book offers to update it.
  const [lastChosenId, setLastChosenId] = useState<number | null>(defaultAddress?.id ?? null);
  const [bookOpen, setBookOpen] = useState(false);
  const bookButton = useRef<HTMLButtonElement>(null);
  const [recipient, setRecipient] = useState<Recipient>(() => recipientOf(defaultAddress));
  const [memo, setMemo] = useState('');
  const [coupons, setCoupons] = useState<ChosenCoupons>({});
  const [pointsDraft, setPointsDraft] = useState('');
  const [points, setPoints] = useState(0);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [depositor, setDepositor] = useState(user?.mb_name ?? '');
  const [receipt, setReceipt] = useState<CashReceipt>({});
  const [orderPassword, setOrderPassword] = useState('');
  const [agreePrivacy, setAgreePrivacy] = useState(false);
  const [agreePurchase, setAgreePurchase] = useState(false);
  const [policyVersions, setPolicyVersions] = useState<ConsentVersions>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const submitting = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const [sendOrder] = checkoutApi.usePlaceOrderMutation();
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
  const { refetch: requoteNow } = quoteQuery;
  // A coupon code redeemed on the form joins the offers of a new quote.
  const requote = useCallback(() => void requoteNow(), [requoteNow]);
  const quote = quoteQuery.data;
  const current = quoteQuery.currentData;
  const money = (amount: number) =>
    formatMoney(amount, quote?.amounts.currency ?? 'krw', { lang: locale });

  useEffect(() => {
    void loadPlaceOrder();
  }, []);

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

  function chooseAddress(address: SavedAddress) {
    setAddressId(address.id);
    setLastChosenId(address.id);
    setRecipient(recipientOf(address));
    setSameAsOrderer(false);
    closeBook();
  }

  // An edited address is the shopper's own, no longer the saved one chosen.
  function editRecipient(patch: Partial<Recipient>) {
    setRecipient((now) => ({ ...now, ...patch }));
    setAddressId(null);
  }

  function closeBook() {
    setBookOpen(false);
    bookButton.current?.focus();
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
      ...(method === 'card' ? {} : receipt),
      ...(user ? {} : { order_password: orderPassword }),
      coupon_ids: couponIds,
      points,
      agree_privacy: agreePrivacy,
      agree_purchase: agreePurchase,
      ...policyVersions,
      expected_total: expectedTotal,
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || !current) return;
    submitting.current = true;
    try {
      const { submitOrder } = await loadPlaceOrder();
      await submitOrder(body(current.amounts.total), {
        send: (key, body) => sendOrder({ key, body }).unwrap(),
        navigate,
        dialogs,
        t,
        money,
        showQuote: quoteRefresh,
        key: idempotencyKey,
        form: { showErrors, clearErrors, dialogs, t, locale },
        guest: !user,
        onPlacing: () => setBusy(true),
      });
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  }

  const quoteRefresh = (fresh: OrderQuote) =>
    dispatch(checkoutApi.util.upsertQueryData('getOrderQuote', quoteInput, fresh));

  const amounts = quote.amounts;
  // Shipping a free-shipping coupon already waives needs no hint to buy more.
  const shipOff = quote.coupons.find((c) => c.id === coupons.shipping)?.discount ?? 0;
  const freeAfter =
    quote.free_shipping_over !== null && amounts.shipping_fee > shipOff
      ? quote.free_shipping_over - amounts.goods
      : 0;
  const updating = quoteQuery.isFetching;
  const chosen = addresses.find((address) => address.id === addressId);
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
            <div className="atelier-checkout__section-head">
              <h2 id="checkout-recipient-title">{t(CHECKOUT_LABELS.recipientTitle)}</h2>
              {user && (
                <button
                  ref={bookButton}
                  type="button"
                  className="atelier-button atelier-button--secondary atelier-checkout__book"
                  aria-haspopup="dialog"
                  onClick={() => setBookOpen(true)}
                >
                  {t(CHECKOUT_LABELS.addressBook)}
                </button>
              )}
            </div>
            {chosen && (
              <p className="atelier-checkout__chosen">
                {t(CHECKOUT_LABELS.addressChosen, { label: chosen.label })}
                {chosen.is_default && (
                  <span className="atelier-checkout__badge">
                    {t(CHECKOUT_LABELS.addressDefault)}
                  </span>
                )}
              </p>
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
                onChange={(e) => editRecipient({ name: e.currentTarget.value })}
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
                onChange={(e) => editRecipient({ phone: e.currentTarget.value })}
              />
            </div>
            <AddressFinder
              className="atelier-checkout__address"
              port={addressFinder.port}
              names={ADDRESS_NAMES}
              value={{
                zonecode: recipient.zonecode,
                address: recipient.address1,
                detail: recipient.address2,
              }}
              onChange={(next) =>
                editRecipient({
                  zonecode: next.zonecode,
                  address1: next.address,
                  address2: next.detail,
                })
              }
              labels={translateLabels(ADDRESS_FINDER_LABELS_KO, t)}
              required
              fieldErrors
              autoCompleteSection="shipping"
            />
            <DeliveryMemo onMemo={setMemo} />
          </section>

          {user && (
            <OrderDiscounts
              coupons={quote.coupons}
              points={quote.points}
              currency={amounts.currency}
              chosen={coupons}
              onChosen={setCoupons}
              pointsDraft={pointsDraft}
              onPointsDraft={setPointsDraft}
              onPoints={setPoints}
              onRedeemed={requote}
            />
          )}

          <PaymentMethods
            method={method}
            onMethod={setMethod}
            depositor={depositor}
            onDepositor={setDepositor}
            receipt={receipt}
            onReceipt={setReceipt}
          />

          <OrderConsents
            guest={!user}
            orderPassword={orderPassword}
            onOrderPassword={setOrderPassword}
            agreePrivacy={agreePrivacy}
            onAgreePrivacy={setAgreePrivacy}
            agreePurchase={agreePurchase}
            onAgreePurchase={setAgreePurchase}
            onVersions={setPolicyVersions}
          />
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
            disabled={busy || updating || stale || !hydrated}
            data-testid="checkout-pay"
          >
            {t(method === 'bank_transfer' ? CHECKOUT_LABELS.order : CHECKOUT_LABELS.pay, {
              amount: money(amounts.total),
            })}
          </button>
        </aside>
      </form>
      {addressFinder.dialog}
      {bookOpen && (
        <Suspense fallback={null}>
          <AddressBookDialog
            addresses={addresses}
            chosenId={addressId}
            editedId={addressId === null ? lastChosenId : null}
            typed={effectiveRecipient}
            onChoose={chooseAddress}
            onUpdated={setAddressId}
            onDeleted={(id) => {
              setAddressId((now) => (now === id ? null : now));
              setLastChosenId((now) => (now === id ? null : now));
            }}
            onClose={closeBook}
          />
        </Suspense>
      )}
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
            key={JSON.stringify(choice)}
            choice={choice}
            user={user}
            addresses={addresses}
          />
        </FormErrorsProvider>
      )}
    </div>
  );
}
