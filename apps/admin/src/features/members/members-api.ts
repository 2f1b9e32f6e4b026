import type {
  AdminBlockInput,
  AdminIssuableCoupon,
  AdminMember,
  AdminMemberDetail,
  AdminOperator,
  AdminPointsInput,
  DataResponse,
  ListQueryInput,
  MessageResponse,
  OperatorRole,
  Paginated,
} from '@atelier/contracts';

import type { ListSort } from '../../domain/listing/list-sort.js';
import { operatorApi, OWN_401 } from '../../shared/api/console-api.js';

/** The member list's search, state filter and page. */
export interface MemberListArgs
  extends Pick<ListQueryInput, 'page'>, ListSort<'created_at' | 'mb_id' | 'last_login_at'> {
  q?: string;
  state?: 'active' | 'blocked' | 'unregistered';
}

/**
 * The members area (`/api/admin/members`) and the operators' roles (`/api/admin/operators`).
 */
export const membersApi = operatorApi
  .enhanceEndpoints({ addTagTypes: ['AdminMember', 'AdminOperator'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMembers: build.query<Paginated<AdminMember>, MemberListArgs>({
        query: (params) => ({ url: '/api/admin/members', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminMember'],
      }),
      adminMember: build.query<DataResponse<AdminMemberDetail>, number>({
        query: (id) => `/api/admin/members/${id}/summary`,
        extraOptions: OWN_401,
        providesTags: (_result, _error, id) => [{ type: 'AdminMember', id }],
      }),
      adminMemberReveal: build.mutation<DataResponse<Record<string, string | null>>, number>({
        query: (id) => ({ url: `/api/admin/members/${id}/reveal`, method: 'POST', body: {} }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
      adminMemberPoints: build.mutation<
        DataResponse<AdminMemberDetail>,
        { id: number; body: AdminPointsInput }
      >({
        query: ({ id, body }) => ({ url: `/api/admin/members/${id}/points`, method: 'POST', body }),
        extraOptions: OWN_401,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminMember', id }, 'AuditLog'],
      }),
      adminMemberCoupon: build.mutation<
        DataResponse<AdminMemberDetail>,
        { id: number; coupon_id: number }
      >({
        query: ({ id, coupon_id }) => ({
          url: `/api/admin/members/${id}/coupons`,
          method: 'POST',
          body: { coupon_id },
        }),
        extraOptions: OWN_401,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminMember', id }, 'AuditLog'],
      }),
      adminMemberBlock: build.mutation<
        DataResponse<AdminMemberDetail>,
        { id: number; body: AdminBlockInput }
      >({
        query: ({ id, body }) => ({ url: `/api/admin/members/${id}/block`, method: 'PUT', body }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminMember', 'AuditLog'],
      }),
      adminIssuableCoupons: build.query<DataResponse<AdminIssuableCoupon[]>, void>({
        query: () => '/api/admin/members/issuable-coupons',
        extraOptions: OWN_401,
      }),
      adminOperators: build.query<Paginated<AdminOperator>, { page?: number; q?: string }>({
        query: (params) => ({ url: '/api/admin/operators', params: { ...params } }),
        extraOptions: OWN_401,
        providesTags: ['AdminOperator'],
      }),
      adminOperatorRole: build.mutation<
        DataResponse<AdminOperator>,
        { id: number; role: OperatorRole | null }
      >({
        query: ({ id, role }) => ({
          url: `/api/admin/operators/${id}`,
          method: 'PUT',
          body: { role },
        }),
        extraOptions: OWN_401,
        invalidatesTags: ['AdminOperator', 'AdminMember', 'AuditLog'],
      }),
      adminResetTwoFactor: build.mutation<MessageResponse, { id: number }>({
        query: ({ id }) => ({ url: `/api/admin/operators/${id}/reset-two-factor`, method: 'POST' }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
    }),
  });
