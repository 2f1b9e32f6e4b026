import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  AddressInput,
  OrderCreateInput,
  OrderDetail,
  OrderPlaced,
  OrderQuote,
  OrderQuoteInput,
  PaymentConfirmInput,
  SavedAddress,
} from '@atelier/contracts';

/**
 * Body of the sandbox PG's button calls (`POST /api/v1/sandbox-pg/payments`).
 *
 * @example
 * const input: SandboxPaymentInput = { orderId: '2026112538475610', orderName: '캔들', amount: 34000, currency: 'KRW', method: 'card', action: 'approve' };
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
 *
 * @example
 * const order: SandboxOrder = { od_id: '2026112538475610', amount: 34000, currency: 'KRW', method: 'card', status: 'awaiting_payment' };
 */
export interface SandboxOrder {
  od_id: string;
  amount: number;
  currency: 'KRW' | 'USD';
  method: 'card' | 'virtual_account' | 'bank_transfer';
  status: string;
}

/**
 * The checkout's calls (issue 12), injected into the app's one API: the quote the order form
 * re-asks on every change (a POST read as a query, so the server renders the first one and the
 * page hydrates it), placing the order with its Idempotency-Key, the payment return's confirm,
 * the order as its owner sees it, the member's address book (read, add, change, delete: each
 * answers the whole book, which replaces the cached one) and the sandbox PG's buttons.
 *
 * @example
 * const { data: quote } = checkoutApi.useGetOrderQuoteQuery({ cart_line_ids: [7] });
 * const [place] = checkoutApi.usePlaceOrderMutation();
 * const placed = await place({ key: crypto.randomUUID(), body }).unwrap();
 */
export const checkoutApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Order', 'Address'] })
  .injectEndpoints({
    endpoints: (build) => {
      // A bank transfer placed or a payment confirmed takes its lines out of the cart on the
      // server: the cart is read again so the header's badge stops counting them. Loaded on use,
      // the cart's endpoints stay out of the order form's first load. On the server (a confirm
      // on a full load) the redirected page reads the session afresh.
      const recountCart = {
        async onQueryStarted(
          _arg: unknown,
          {
            dispatch,
            queryFulfilled,
          }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
        ) {
          if (typeof document === 'undefined') return;
          try {
            await queryFulfilled;
            const { cartApi } = await import('../../shared/cart/cart-api.js');
            dispatch(
              cartApi.endpoints.getCart.initiate(undefined, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          } catch {
            // The page shows a failed order or payment; the badge counts at the next page load.
          }
        },
      };
      // Every address call answers the whole book: it replaces the cached one, no refetch.
      const keepBook = {
        async onQueryStarted(
          _arg: unknown,
          {
            dispatch,
            queryFulfilled,
          }: {
            dispatch: (action: unknown) => unknown;
            queryFulfilled: Promise<{ data: SavedAddress[] }>;
          },
        ) {
          try {
            const { data } = await queryFulfilled;
            dispatch(checkoutApi.util.upsertQueryData('getAddresses', undefined, data));
          } catch {
            // The dialog shows the error; the cached book stays as it was.
          }
        },
      };
      return {
        /** `POST /api/v1/order/quote`: every amount as the order would be charged now. */
        getOrderQuote: build.query<OrderQuote, OrderQuoteInput>({
          query: (body) => ({ url: '/api/v1/order/quote', method: 'POST', body }),
          // A 404 (a cart line gone) is the page's to explain, not the global not-found dialog.
          extraOptions: { skipHooks: true },
          keepUnusedDataFor: 30,
        }),
        /** `POST /api/v1/order` with the `Idempotency-Key` of this order-form visit. */
        placeOrder: build.mutation<OrderPlaced, { key: string; body: OrderCreateInput }>({
          query: ({ key, body }) => ({
            url: '/api/v1/order',
            method: 'POST',
            body,
            headers: { 'Idempotency-Key': key },
          }),
          extraOptions: { skipHooks: true },
          invalidatesTags: ['Order'],
          ...recountCart,
        }),
        /** `POST /api/v1/payment/confirm`: charges what the shopper approved (idempotent). */
        confirmPayment: build.mutation<{ od_id: string }, PaymentConfirmInput>({
          query: (body) => ({ url: '/api/v1/payment/confirm', method: 'POST', body }),
          extraOptions: { skipHooks: true },
          invalidatesTags: ['Order'],
          ...recountCart,
        }),
        /** `GET /api/v1/order/{od_id}`: for its member or the guest session that placed it. */
        getOrder: build.query<OrderDetail, string>({
          query: (odId) => `/api/v1/order/${encodeURIComponent(odId)}`,
          transformResponse: (answer: { data: OrderDetail }) => answer.data,
          providesTags: (_result, _error, odId) => [{ type: 'Order', id: odId }],
        }),
        /** `GET /api/v1/address`: the member's address book, default first. */
        getAddresses: build.query<SavedAddress[], void>({
          query: () => '/api/v1/address',
          transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
          providesTags: ['Address'],
        }),
        /** `POST /api/v1/address`: saves an address (the first one, or `is_default`, is the default). */
        addAddress: build.mutation<SavedAddress[], AddressInput>({
          query: (body) => ({ url: '/api/v1/address', method: 'POST', body }),
          transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
          extraOptions: { skipHooks: true },
          ...keepBook,
        }),
        /** `PUT /api/v1/address/{id}`: changes a saved address (`is_default` makes it the default). */
        updateAddress: build.mutation<SavedAddress[], { id: number; body: AddressInput }>({
          query: ({ id, body }) => ({ url: `/api/v1/address/${id}`, method: 'PUT', body }),
          transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
          extraOptions: { skipHooks: true },
          ...keepBook,
        }),
        /** `DELETE /api/v1/address/{id}`: removes a saved address. */
        deleteAddress: build.mutation<SavedAddress[], number>({
          query: (id) => ({ url: `/api/v1/address/${id}`, method: 'DELETE' }),
          transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
          extraOptions: { skipHooks: true },
          ...keepBook,
        }),
        /** `GET /api/v1/sandbox-pg/orders/{od_id}`: the order the sandbox page pays. */
        getSandboxOrder: build.query<SandboxOrder, string>({
          query: (odId) => `/api/v1/sandbox-pg/orders/${encodeURIComponent(odId)}`,
          transformResponse: (answer: { data: SandboxOrder }) => answer.data,
        }),
        /** `POST /api/v1/sandbox-pg/payments`: the sandbox page's buttons; answers Toss's redirect. */
        sandboxPayment: build.mutation<{ redirect: string }, SandboxPaymentInput>({
          query: (body) => ({ url: '/api/v1/sandbox-pg/payments', method: 'POST', body }),
        }),
      };
    },
  });
