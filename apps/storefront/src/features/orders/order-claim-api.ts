import { toFormData } from '@atelier/api-client';
import type { DataResponse, OrderDetail } from '@atelier/contracts';

import { cacheAnsweredOrder, orderApi } from '../../domain/orders/order-api.js';

/**
 * A return or exchange request: the order, which of the two, why, and the photos (none sends
 * JSON, some send multipart with `files[]`).
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
 */
export const orderClaimApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    requestOrderClaim: build.mutation<OrderDetail, OrderClaimRequest>({
      query: ({ od_id, kind, reason, files }) => ({
        url: `/api/v1/order/${encodeURIComponent(od_id)}/${kind}`,
        method: 'POST',
        body: files.length > 0 ? toFormData({ reason }, files) : { reason },
      }),
      transformResponse: (response: DataResponse<OrderDetail>) => response.data,
      onQueryStarted: ({ od_id }, api) => cacheAnsweredOrder(od_id, api),
      invalidatesTags: (result, error, { od_id }) =>
        result
          ? ['MyOrder']
          : error?.kind === 'other' && error.status === 409
            ? [{ type: 'MyOrder', id: od_id }]
            : [],
    }),
  }),
});
