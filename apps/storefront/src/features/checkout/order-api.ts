import type { DataResponse, OrderDetail, PaymentConfirmInput } from '@atelier/contracts';

import { checkoutApi, recountCart } from './checkout-api.js';

/**
 * The placed order's calls, injected into {@link checkoutApi} by the pages after the order form
 * (the payment return, the thank-you page), so the form's first load does not carry them.
 */
export const orderApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
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
      transformResponse: (answer: DataResponse<OrderDetail>) => answer.data,
      providesTags: (_result, _error, odId) => [{ type: 'Order', id: odId }],
    }),
  }),
});
