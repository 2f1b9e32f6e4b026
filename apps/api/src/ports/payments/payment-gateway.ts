/**
 * A payment as the gateway reports it (Toss Payments v2's Payment object, the fields we use).
 * `status`: READY (opened, not confirmed), WAITING_FOR_DEPOSIT (virtual account issued),
 * DONE (charged), PARTIAL_CANCELED (charged, part refunded), CANCELED (all refunded), ABORTED
 * (confirm refused), EXPIRED. `balanceAmount`: what is left of it to refund. `currency`: ISO 4217
 * as the gateway reports it (`KRW`, `USD`). `method`: in the shop's words, `null` for a method
 * the shop does not sell (phone, transfer, gift cards).
 */
export interface GatewayPayment {
  paymentKey: string;
  orderId: string;
  status:
    | 'READY'
    | 'WAITING_FOR_DEPOSIT'
    | 'DONE'
    | 'PARTIAL_CANCELED'
    | 'CANCELED'
    | 'ABORTED'
    | 'EXPIRED';
  totalAmount: number;
  balanceAmount: number;
  currency: string;
  method: 'card' | 'virtual_account' | null;
  approvedAt: string | null;
  virtualAccount: {
    bank: string;
    accountNumber: string;
    customerName: string;
    dueDate: string;
  } | null;
}

/** A refusal by the gateway (its error `code` and `message`), e.g. a declined card. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** What the order page needs to open the gateway's payment window. */
export type CheckoutStart =
  | { provider: 'toss'; clientKey: string; customerKey: string }
  | { provider: 'sandbox'; checkoutUrl: string };

/**
 * The payment gateway port (brief §6). Adapters: {@link createTossGateway} (Toss Payments v2,
 * when `TOSS_CLIENT_KEY` and `TOSS_SECRET_KEY` are set) and {@link createSandboxGateway} (the
 * sandbox PG of dev and tests). Every call that moves money takes an idempotency key: the
 * gateway answers a repeat with the first result and charges or refunds once.
 */
export interface PaymentGateway {
  readonly provider: 'toss' | 'sandbox';
  /** How the order page starts a payment for order `orderId`. */
  checkout(order: {
    orderId: string;
    amount: number;
    orderName: string;
    customerKey: string;
    method: string;
  }): CheckoutStart;
  /**
   * Confirms (charges) a payment the shopper approved; the amount must be the payment's. A
   * gateway that knows the payment's currency refuses another `currency` before charging; one
   * that does not (Toss's confirm takes none) reports it, and the caller compares.
   */
  confirm(input: {
    paymentKey: string;
    orderId: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<GatewayPayment>;
  /** The payment as the gateway has it now (webhooks are verified with it). */
  get(paymentKey: string): Promise<GatewayPayment>;
  /**
   * Cancels (refunds) a payment: `amount` of it (a partial cancel, refused over what is left),
   * or without it all that is left.
   */
  cancel(input: {
    paymentKey: string;
    reason: string;
    idempotencyKey: string;
    amount?: number;
  }): Promise<GatewayPayment>;
}
