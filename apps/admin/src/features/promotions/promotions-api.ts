import type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponIssued,
  AdminCouponUsage,
  AdminShippingPolicy,
  AdminShippingSurcharge,
  Currency,
  DataResponse,
  MessageResponse,
  Paginated,
  PointPolicy,
  PointPolicyInput,
  ShippingPolicyInput,
  ShippingSurchargeInput,
} from '@atelier/contracts';

import type { ListSort } from '../../domain/listing/list-sort.js';
import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The coupon list's query: filters as in the URL. */
export interface CouponListQuery extends ListSort<'created_at' | 'valid_until' | 'name'> {
  page?: number;
  q?: string;
  kind?: string;
  mode?: string;
  state?: string;
}

type Versioned<T> = T & { updated_at?: string | null };

/**
 * The promotions area: coupons (`/api/admin/coupons`, issuing), the points policy and the
 * shipping fees and surcharges.
 */
export const promotionsApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminCoupon', 'CouponUsage', 'PointPolicy', 'Shipping'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminCoupons: build.query<Paginated<AdminCoupon>, CouponListQuery>({
        query: (params) => ({ url: '/api/admin/coupons', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminCoupon'],
      }),
      adminCoupon: build.query<DataResponse<AdminCoupon>, number>({
        query: (id) => `/api/admin/coupons/${id}`,
        extraOptions: OWN_401,
        providesTags: (_result, _error, id) => [{ type: 'AdminCoupon', id }],
      }),
      saveCoupon: build.mutation<
        DataResponse<AdminCoupon>,
        { id?: number; body: Versioned<AdminCouponInput> }
      >({
        query: ({ id, body }) => ({
          url: id ? `/api/admin/coupons/${id}` : '/api/admin/coupons',
          method: id ? 'PUT' : 'POST',
          body,
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCoupon', 'AuditLog'],
      }),
      couponUsage: build.query<DataResponse<AdminCouponUsage>, number>({
        query: (id) => `/api/admin/coupons/${id}/usage`,
        extraOptions: OWN_401,
        providesTags: ['CouponUsage'],
      }),
      deleteCoupon: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/api/admin/coupons/${id}`, method: 'DELETE' }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminCoupon', 'AuditLog'],
      }),
      issueCoupon: build.mutation<
        DataResponse<AdminCouponIssued> & { message: string },
        { id: number; mb_ids: string[] }
      >({
        query: ({ id, mb_ids }) => ({
          url: `/api/admin/coupons/${id}/issue`,
          method: 'POST',
          body: { mb_ids },
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog', 'CouponUsage'],
      }),
      pointPolicy: build.query<DataResponse<PointPolicy>, void>({
        query: () => '/api/admin/points-policy',
        extraOptions: OWN_401,
        providesTags: ['PointPolicy'],
      }),
      savePointPolicy: build.mutation<DataResponse<PointPolicy>, Versioned<PointPolicyInput>>({
        query: (body) => ({ url: '/api/admin/points-policy', method: 'PUT', body }),
        extraOptions: OWN_401,
        invalidatesTags: ['PointPolicy', 'AuditLog'],
      }),
      shippingPolicies: build.query<DataResponse<AdminShippingPolicy[]>, void>({
        query: () => '/api/admin/shipping-policies',
        extraOptions: OWN_401,
        providesTags: ['Shipping'],
      }),
      saveShippingPolicy: build.mutation<
        DataResponse<AdminShippingPolicy>,
        { currency: Currency; body: Versioned<ShippingPolicyInput> }
      >({
        query: ({ currency, body }) => ({
          url: `/api/admin/shipping-policies/${currency}`,
          method: 'PUT',
          body,
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['Shipping', 'AuditLog'],
      }),
      surcharges: build.query<Paginated<AdminShippingSurcharge>, void>({
        query: () => ({
          url: '/api/admin/shipping-surcharges',
          params: { per_page: 100, order: 'asc' },
        }),
        extraOptions: OWN_401,
        providesTags: ['Shipping'],
      }),
      saveSurcharge: build.mutation<
        DataResponse<AdminShippingSurcharge>,
        { id?: number; body: ShippingSurchargeInput }
      >({
        query: ({ id, body }) => ({
          url: id ? `/api/admin/shipping-surcharges/${id}` : '/api/admin/shipping-surcharges',
          method: id ? 'PUT' : 'POST',
          body,
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['Shipping', 'AuditLog'],
      }),
      deleteSurcharge: build.mutation<MessageResponse, number>({
        query: (id) => ({ url: `/api/admin/shipping-surcharges/${id}`, method: 'DELETE' }),
        extraOptions: OWN_401,
        invalidatesTags: ['Shipping', 'AuditLog'],
      }),
    }),
  });
