import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  OrderCreateInput,
  OrderPlaced,
  OrderQuote,
  OrderQuoteInput,
  SavedAddress,
} from '@atelier/contracts';

/**
 * A bank transfer placed or a payment confirmed takes its lines out of the cart on the
 * server: the cart is read again so the header's badge stops counting them. Loaded on use,
 * the cart's endpoints stay out of the order form's first load. On the server (a confirm
 * on a full load) the redirected page reads the session afresh.
 */
export const recountCart = {
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
      const { cartApi } = await import('../../domain/cart/cart-api.js');
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

/**
 * The checkout's calls (issue 12), injected into the app's one API: the quote the order form
 * re-asks on every change (a POST read as a query, so the server renders the first one and the
 * page hydrates it), placing the order with its Idempotency-Key, and the member's address book. What the form does not need first loads with its users:
 * `orderApi` (the payment return's confirm, the placed order) and `addressBookApi` (the book's
 * changes).
 */
export const checkoutApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Order', 'Address'] })
  .injectEndpoints({
    endpoints: (build) => {
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
        /** `GET /api/v1/address`: the member's address book, default first. */
        getAddresses: build.query<SavedAddress[], void>({
          query: () => '/api/v1/address',
          transformResponse: (answer: { data: SavedAddress[] }) => answer.data,
          providesTags: ['Address'],
        }),
      };
    },
  });
