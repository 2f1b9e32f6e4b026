import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway.js';

const TOSS_API = 'https://api.tosspayments.com';

/** Toss's Payment object, the fields the port reports. */
interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: GatewayPayment['status'] | 'IN_PROGRESS';
  totalAmount: number;
  balanceAmount?: number;
  currency?: string;
  method: string | null;
  approvedAt: string | null;
  virtualAccount?: {
    bankCode?: string;
    bank?: string;
    accountNumber: string;
    customerName: string;
    dueDate: string;
  } | null;
}

// Toss names methods in Korean (older API versions in English). The card window also takes easy
// pays (토스페이, 카카오페이…), reported as 간편결제: a card payment for the shop.
const METHODS: Readonly<Record<string, GatewayPayment['method']>> = {
  카드: 'card',
  간편결제: 'card',
  CARD: 'card',
  EASY_PAY: 'card',
  가상계좌: 'virtual_account',
  VIRTUAL_ACCOUNT: 'virtual_account',
};

function toGatewayPayment(p: TossPayment): GatewayPayment {
  const status = p.status === 'IN_PROGRESS' ? 'READY' : p.status;
  const va = p.virtualAccount;
  return {
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    status,
    totalAmount: p.totalAmount,
    balanceAmount: p.balanceAmount ?? p.totalAmount,
    currency: p.currency ?? '',
    method: p.method !== null && Object.hasOwn(METHODS, p.method) ? METHODS[p.method]! : null,
    approvedAt: p.approvedAt,
    virtualAccount: va
      ? {
          bank: va.bank ?? va.bankCode ?? '',
          accountNumber: va.accountNumber,
          customerName: va.customerName,
          dueDate: va.dueDate,
        }
      : null,
  };
}

/**
 * The Toss Payments v2 adapter: the payment widget on the order page (client key), and the
 * server calls confirm, get and cancel with the secret key (HTTP Basic) and an
 * `Idempotency-Key` on every call that moves money.
 */
export function createTossGateway(
  keys: { clientKey: string; secretKey: string },
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`;
  const call = async (method: string, path: string, body?: unknown, idempotencyKey?: string) => {
    const response = await fetchImpl(`${TOSS_API}${path}`, {
      method,
      headers: {
        authorization,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json().catch(() => ({}))) as TossPayment & {
      code?: string;
      message?: string;
    };
    if (!response.ok)
      throw new GatewayError(
        json.code ?? 'UNKNOWN',
        json.message ?? 'payment gateway error',
        response.status,
      );
    return toGatewayPayment(json);
  };
  return {
    provider: 'toss',
    checkout: ({ customerKey }) => ({ provider: 'toss', clientKey: keys.clientKey, customerKey }),
    // Toss's confirm takes no currency: the caller compares the one it answers.
    confirm: ({ paymentKey, orderId, amount, idempotencyKey }) =>
      call('POST', '/v1/payments/confirm', { paymentKey, orderId, amount }, idempotencyKey),
    get: (paymentKey) => call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
    cancel: ({ paymentKey, reason, idempotencyKey, amount }) =>
      call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
        amount === undefined
          ? { cancelReason: reason }
          : { cancelReason: reason, cancelAmount: amount },
        idempotencyKey,
      ),
  };
}
