import { toFormData } from '@atelier/api-client';
import type { OrderDetail } from '@atelier/contracts';

import { orderApi } from '../../domain/orders/order-api.js';

/**
 * A return or exchange request: the order, which of the two, why, and the photos (none sends
 * JSON, some send multipart with `files[]`).
 *
 * @example
 * const claim: OrderClaimRequest = { od_id: '2026112512345678', kind: 'return', reason: '상품이 파손되어 도착했습니다.', files: [] };
 */
export interface OrderClaimRequest {
  od_id: string;
  kind: 'return' | 'exchange';
  reason: string;
  files: readonly File[];
}

/**
 * `POST /api/v1/order/{od_id}/return` and `/exchange`, injected into the order calls by the
 * claim dialog's module, so the multipart body comes with the dialog and not with the order
 * pages' first load. Like a cancel, the answer is the order as it is now and replaces the
 * cached one (the detail shows 반품요청 or 교환요청 and the reason); a 409 (the order is no
 * longer delivered) reloads the order.
 *
 * @example
 * const [requestClaim] = orderClaimApi.useRequestOrderClaimMutation();
 * await requestClaim({ od_id, kind: 'return', reason: '상품이 파손되어 도착했습니다.', files }).unwrap();
 */
export const orderClaimApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    requestOrderClaim: build.mutation<OrderDetail, OrderClaimRequest>({
      query: ({ od_id, kind, reason, files }) => ({
        url: `/api/v1/order/${encodeURIComponent(od_id)}/${kind}`,
        method: 'POST',
        body: files.length > 0 ? toFormData({ reason }, files) : { reason },
      }),
      transformResponse: (response: { data: OrderDetail }) => response.data,
      async onQueryStarted({ od_id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(orderApi.util.upsertQueryData('getMyOrder', od_id, data));
        } catch {
          // The dialog shows the error; the cached order stays as it was.
        }
      },
      invalidatesTags: (result, error, { od_id }) =>
        result
          ? ['MyOrder']
          : error?.kind === 'other' && error.status === 409
            ? [{ type: 'MyOrder', id: od_id }]
            : [],
    }),
  }),
});
