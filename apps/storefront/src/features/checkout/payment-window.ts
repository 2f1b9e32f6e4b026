import type { OrderCheckoutStart, OrderDetail } from '@atelier/contracts';

/**
 * Toss Payments v2's standard SDK (the payment window). Loaded only when the API answers a
 * Toss checkout, i.e. only when the shop runs with `TOSS_CLIENT_KEY` and `TOSS_SECRET_KEY`.
 */
export const TOSS_PAYMENTS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

/**
 * What the payment window needs of a placed order and the page.
 */
export interface PaymentWindowRequest {
  order: OrderDetail;
  start: OrderCheckoutStart;
  /** The shop's origin: Toss returns to `${origin}/shop/payment_confirm`. */
  origin: string;
  /** Client-side navigation to a path of the shop (the sandbox page). */
  navigate: (path: string) => void;
}

/**
 * The payment-window port (brief §6): opens the gateway's window for a placed card or virtual
 * account order. The gateway then sends the shopper to `/shop/payment_confirm` with
 * `paymentKey`, `orderId` and `amount` (or `code` and `message` on failure). Adapters: the
 * sandbox PG's own page (offline) and Toss Payments v2 ({@link openTossPaymentWindow}).
 */
export type PaymentWindow = (request: PaymentWindowRequest) => Promise<void>;

interface TossPaymentsV2 {
  payment(options: { customerKey: string }): {
    requestPayment(request: Record<string, unknown>): Promise<void>;
  };
}
type TossPaymentsFactory = (clientKey: string) => TossPaymentsV2;

let tossScript: Promise<TossPaymentsFactory> | null = null;

function loadTossSdk(url: string): Promise<TossPaymentsFactory> {
  const existing = (globalThis as { TossPayments?: TossPaymentsFactory }).TossPayments;
  if (existing) return Promise.resolve(existing);
  tossScript ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const factory = (globalThis as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('The Toss Payments SDK loaded without TossPayments'));
    };
    script.onerror = () => {
      tossScript = null;
      reject(new Error(`Could not load ${url}`));
    };
    document.head.append(script);
  });
  return tossScript;
}

function orderName(order: OrderDetail): string {
  const first = order.lines[0]?.name ?? order.od_id;
  return order.lines.length > 1 ? `${first} 외 ${order.lines.length - 1}건` : first;
}

/**
 * The real adapter: Toss Payments v2 (`TossPayments(clientKey).payment({ customerKey })
 * .requestPayment(…)`), card or virtual account, returning to `/shop/payment_confirm` on
 * success and on failure, exactly as the sandbox does.
 */
export async function openTossPaymentWindow(
  { order, start, origin }: PaymentWindowRequest,
  sdkUrl: string = TOSS_PAYMENTS_SDK_URL,
): Promise<void> {
  if (start.provider !== 'toss') throw new Error('not a Toss checkout');
  const TossPayments = await loadTossSdk(sdkUrl);
  const payment = TossPayments(start.clientKey).payment({ customerKey: start.customerKey });
  const returnUrl = `${origin}/shop/payment_confirm`;
  await payment.requestPayment({
    method: order.payment_method === 'virtual_account' ? 'VIRTUAL_ACCOUNT' : 'CARD',
    amount: { currency: order.currency === 'usd' ? 'USD' : 'KRW', value: order.amounts.total },
    orderId: order.od_id,
    orderName: orderName(order),
    successUrl: returnUrl,
    failUrl: returnUrl,
    customerName: order.orderer.name,
    customerEmail: order.orderer.email,
    customerMobilePhone: order.orderer.phone.replace(/\D/g, ''),
  });
}

/**
 * The offline adapter: the sandbox PG's page, whose buttons return to `/shop/payment_confirm`
 * with Toss's query.
 */
export async function openSandboxPaymentWindow({
  start,
  navigate,
}: PaymentWindowRequest): Promise<void> {
  if (start.provider !== 'sandbox') throw new Error('not a sandbox checkout');
  navigate(start.checkoutUrl);
}

/**
 * Opens the window of the gateway the API answered with.
 */
export const openPaymentWindow: PaymentWindow = (request) =>
  request.start.provider === 'toss'
    ? openTossPaymentWindow(request)
    : openSandboxPaymentWindow(request);
