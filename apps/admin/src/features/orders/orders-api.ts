import type {
  AdminBulkActionInput,
  AdminBulkResponse,
  AdminOrderDetail,
  AdminOrderListItem,
  AdminOrderListQuery,
  AdminShipInput,
  DataResponse,
  Paginated,
  ShipmentUploadResponse,
} from '@atelier/contracts';

import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/**
 * The order actions the API offers (`POST /api/admin/orders/{od_id}/{action}`).
 */
export type OrderAction = 'mark-paid' | 'prepare' | 'ship' | 'deliver' | 'cancel';

/**
 * The orders area (`/api/admin/orders`): list, detail, memo and the lifecycle actions.
 */
export const ordersApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<Paginated<AdminOrderListItem>, AdminOrderListQuery>({
      query: (params) => ({ url: '/api/admin/orders', params: { ...params } }),
      extraOptions: OWN_401,
      providesTags: ['AdminOrder'],
    }),
    adminOrder: build.query<DataResponse<AdminOrderDetail>, string>({
      query: (odId) => `/api/admin/orders/${encodeURIComponent(odId)}`,
      extraOptions: OWN_401,
      providesTags: (_result, _error, odId) => [{ type: 'AdminOrder', id: odId }],
    }),
    adminOrderAction: build.mutation<
      DataResponse<AdminOrderDetail>,
      { odId: string; action: OrderAction; body?: AdminShipInput | { reason: string } }
    >({
      query: ({ odId, action, body }) => ({
        url: `/api/admin/orders/${encodeURIComponent(odId)}/${action}`,
        method: 'POST',
        body: body ?? {},
      }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminOrder', 'AuditLog'],
    }),
    adminOrderReveal: build.mutation<DataResponse<Record<string, string>>, string>({
      query: (odId) => ({
        url: `/api/admin/orders/${encodeURIComponent(odId)}/reveal`,
        method: 'POST',
        body: {},
      }),
      extraOptions: OWN_401,
      invalidatesTags: ['AuditLog'],
    }),
    adminOrderMemo: build.mutation<DataResponse<AdminOrderDetail>, { odId: string; memo: string }>({
      query: ({ odId, memo }) => ({
        url: `/api/admin/orders/${encodeURIComponent(odId)}/memo`,
        method: 'PUT',
        body: { memo },
      }),
      extraOptions: OWN_401,
      invalidatesTags: (_result, _error, { odId }) => [
        { type: 'AdminOrder', id: odId },
        'AuditLog',
      ],
    }),
  }),
});

/**
 * The orders area's work on many orders: a step on the selected orders, and the shipping upload
 * (`POST /api/admin/orders/shipments`, multipart with one `file`).
 */
export const orderBulkApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrdersBulk: build.mutation<AdminBulkResponse, AdminBulkActionInput>({
      query: (body) => ({ url: '/api/admin/orders/bulk', method: 'POST', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminOrder', 'AuditLog'],
    }),
    adminShipmentUpload: build.mutation<ShipmentUploadResponse, FormData>({
      query: (body) => ({ url: '/api/admin/orders/shipments', method: 'POST', body }),
      extraOptions: OWN_401,
      invalidatesTags: ['AdminOrder', 'AuditLog'],
    }),
  }),
});
