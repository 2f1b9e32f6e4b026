import type {
  AdminClaimAcceptInput,
  AdminOrderDetail,
  AdminPackingSlip,
  AdminRefundInput,
  AdminStoreOrder,
  AdminStoreOrderInput,
  DataResponse,
  Paginated,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

const orderUrl = (odId: string, rest: string) =>
  `/api/admin/orders/${encodeURIComponent(odId)}/${rest}`;

const orderChanged = (_result: unknown, _error: unknown, { odId }: { odId: string }) => [
  { type: 'AdminOrder' as const, id: odId },
  'AdminOrder' as const,
  'AuditLog' as const,
];

/**
 * The orders' money and claims side (`/api/admin/orders/{od_id}/refunds…`, `/claim/…`,
 * `/packing-slip`) and the offline-store purchases (`/api/admin/store-orders`).
 */
export const orderMoneyApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminStoreOrder'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminRefund: build.mutation<
        DataResponse<AdminOrderDetail>,
        { odId: string; body: AdminRefundInput }
      >({
        query: ({ odId, body }) => ({ url: orderUrl(odId, 'refunds'), method: 'POST', body }),
        extraOptions: OWN_401,
        invalidatesTags: orderChanged,
      }),
      adminRefundSettle: build.mutation<
        DataResponse<AdminOrderDetail>,
        { odId: string; refundId: number; how: 'retry' | 'manual'; note?: string }
      >({
        query: ({ odId, refundId, how, note }) => ({
          url: orderUrl(odId, `refunds/${refundId}/${how}`),
          method: 'POST',
          body: how === 'manual' ? { note } : {},
        }),
        extraOptions: OWN_401,
        invalidatesTags: orderChanged,
      }),
      adminClaim: build.mutation<
        DataResponse<AdminOrderDetail>,
        {
          odId: string;
          decision: 'accept' | 'refuse';
          body: AdminClaimAcceptInput | { reason: string };
        }
      >({
        query: ({ odId, decision, body }) => ({
          url: orderUrl(odId, `claim/${decision}`),
          method: 'POST',
          body,
        }),
        extraOptions: OWN_401,
        invalidatesTags: orderChanged,
      }),
      adminPackingSlip: build.mutation<DataResponse<AdminPackingSlip>, string>({
        query: (odId) => ({ url: orderUrl(odId, 'packing-slip'), method: 'POST', body: {} }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
      adminStoreOrders: build.query<Paginated<AdminStoreOrder>, { page?: number; mb_id?: string }>({
        query: (params) => ({ url: '/api/admin/store-orders', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminStoreOrder'],
      }),
      adminStoreOrderSave: build.mutation<
        DataResponse<AdminStoreOrder>,
        { id?: number; body: AdminStoreOrderInput }
      >({
        query: ({ id, body }) => ({
          url: id ? `/api/admin/store-orders/${id}` : '/api/admin/store-orders',
          method: id ? 'PUT' : 'POST',
          body,
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminStoreOrder', 'AuditLog'],
      }),
      adminStoreOrderDelete: build.mutation<void, number>({
        query: (id) => ({ url: `/api/admin/store-orders/${id}`, method: 'DELETE' }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminStoreOrder', 'AuditLog'],
      }),
    }),
  });
