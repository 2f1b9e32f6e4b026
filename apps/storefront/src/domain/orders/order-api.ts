import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  DataResponse,
  CouponRedeemInput,
  MemberCouponStatus,
  MemberCouponView,
  OrderDetail,
  OrderListQuery,
  OrderLookupInput,
  OrderSummary,
  Paginated,
  PointHistory,
  StoreOrderView,
} from '@atelier/contracts';
import { countsUpdated } from '@atelier/session';

/** Puts the order a call answered into the cache as `getMyOrder`'s; on failure the caller shows the error. */
export async function cacheAnsweredOrder(
  odId: string,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: OrderDetail }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(orderApi.util.upsertQueryData('getMyOrder', odId, data));
  } catch {
    // The cached order stays as it was.
  }
}

/**
 * The order-tracking calls (issue 12), injected into the app's one API: a member's orders,
 * one order (its member's, or a guest session's that placed it or looked it up), cancel, the
 * guest lookup, and the member's coupons and 적립금. Cancelling answers the order as it is now,
 * which replaces the cached one; it gives coupons and points back, so their lists reload.
 * Shared because the my-page dashboard (member feature) shows the latest orders and points.
 */
export const orderApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['MyOrder', 'MyCoupon', 'MyPoint'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /api/v1/order`: the member's orders, newest first (visitors 401). */
      getMyOrders: build.query<Paginated<OrderSummary>, OrderListQuery>({
        query: (params) => ({ url: '/api/v1/order', params }),
        providesTags: ['MyOrder'],
      }),
      /** `GET /api/v1/order/{od_id}`: one order; another's is a 404. */
      getMyOrder: build.query<OrderDetail, string>({
        query: (odId) => `/api/v1/order/${encodeURIComponent(odId)}`,
        transformResponse: (response: DataResponse<OrderDetail>) => response.data,
        providesTags: (_result, _error, odId) => [{ type: 'MyOrder', id: odId }],
      }),
      /** `POST /api/v1/order/{od_id}/cancel` `{ reason }`: 409 once shipped. */
      cancelMyOrder: build.mutation<OrderDetail, { od_id: string; reason: string }>({
        query: ({ od_id, reason }) => ({
          url: `/api/v1/order/${encodeURIComponent(od_id)}/cancel`,
          method: 'POST',
          body: { reason },
        }),
        transformResponse: (response: DataResponse<OrderDetail>) => response.data,
        onQueryStarted: ({ od_id }, api) => cacheAnsweredOrder(od_id, api),
        // The list shows the new status; coupons and points used by the order came back.
        invalidatesTags: (result) => (result ? ['MyOrder', 'MyCoupon', 'MyPoint'] : []),
      }),
      /** `POST /api/v1/order/{od_id}/confirm-purchase`: 구매확정 after delivery (409 before). */
      confirmMyPurchase: build.mutation<OrderDetail, string>({
        query: (odId) => ({
          url: `/api/v1/order/${encodeURIComponent(odId)}/confirm-purchase`,
          method: 'POST',
        }),
        transformResponse: (response: DataResponse<OrderDetail>) => response.data,
        onQueryStarted: (odId, api) => cacheAnsweredOrder(odId, api),
        // The points the purchase earned show in the ledger.
        invalidatesTags: (result) => (result ? ['MyOrder', 'MyPoint'] : []),
      }),
      /**
       * `POST /api/v1/order/lookup`: a guest's order by number and password or phone. The session
       * may then read and act on it, so the answer is cached as `getMyOrder`'s.
       */
      lookupGuestOrder: build.mutation<OrderDetail, OrderLookupInput>({
        query: (body) => ({ url: '/api/v1/order/lookup', method: 'POST', body }),
        transformResponse: (response: DataResponse<OrderDetail>) => response.data,
        onQueryStarted: ({ od_id }, api) => cacheAnsweredOrder(od_id, api),
      }),
      /** `GET /api/v1/coupon`: the member's coupons of one status; usable ones set the badge count. */
      getMyCoupons: build.query<
        Paginated<MemberCouponView>,
        { status: MemberCouponStatus; page?: number }
      >({
        query: (params) => ({ url: '/api/v1/coupon', params }),
        providesTags: ['MyCoupon'],
        async onQueryStarted({ status }, { dispatch, queryFulfilled }) {
          if (status !== 'usable') return;
          try {
            const { data } = await queryFulfilled;
            dispatch(countsUpdated({ coupon_count: data.total }));
          } catch {
            // The page shows the error.
          }
        },
      }),
      /** `POST /api/v1/coupon/redeem`: a coupon code joins the member's coupons (lists reload). */
      redeemCoupon: build.mutation<
        { data: { id: number; name: string }; message: string },
        CouponRedeemInput
      >({
        query: (body) => ({ url: '/api/v1/coupon/redeem', method: 'POST', body }),
        invalidatesTags: (result) => (result ? ['MyCoupon'] : []),
      }),
      /** `GET /api/v1/point`: the 적립금 ledger, newest first, with the balance. */
      getMyPoints: build.query<PointHistory, { page?: number }>({
        query: (params) => ({ url: '/api/v1/point', params }),
        providesTags: ['MyPoint'],
      }),
      /** `GET /api/v1/store-order`: purchases in the offline store, newest first (read-only). */
      getMyStoreOrders: build.query<Paginated<StoreOrderView>, { page?: number }>({
        query: (params) => ({ url: '/api/v1/store-order', params }),
      }),
    }),
  });
