import { checkoutApi } from './checkout-api.js';

/**
 * Body of the sandbox PG's button calls (`POST /api/v1/sandbox-pg/payments`).
 */
export interface SandboxPaymentInput {
  orderId: string;
  orderName: string;
  amount: number;
  /** ISO 4217, as Toss's window takes it. */
  currency: 'KRW' | 'USD';
  method: 'card' | 'virtual_account';
  action: 'approve' | 'fail' | 'tamper';
}

/**
 * The order the sandbox page pays, as the sandbox PG tells its own session
 * (`GET /api/v1/sandbox-pg/orders/{od_id}`; a 404 without the sandbox or for another's order).
 */
export interface SandboxOrder {
  od_id: string;
  amount: number;
  currency: 'KRW' | 'USD';
  method: 'card' | 'virtual_account' | 'bank_transfer';
  status: string;
}

/**
 * The sandbox PG page's calls, injected by that page alone: a shop with a real gateway never
 * loads them, and the order form's first load does not carry them.
 */
export const sandboxApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/sandbox-pg/orders/{od_id}`: the order the sandbox page pays. */
    getSandboxOrder: build.query<SandboxOrder, string>({
      query: (odId) => `/api/v1/sandbox-pg/orders/${encodeURIComponent(odId)}`,
      transformResponse: (answer: { data: SandboxOrder }) => answer.data,
    }),
    /** `POST /api/v1/sandbox-pg/payments`: the sandbox page's buttons; answers Toss's redirect. */
    sandboxPayment: build.mutation<{ redirect: string }, SandboxPaymentInput>({
      query: (body) => ({ url: '/api/v1/sandbox-pg/payments', method: 'POST', body }),
    }),
  }),
});
