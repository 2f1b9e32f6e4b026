import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  AdminLoginInput,
  AdminLoginStep,
  DataResponse,
  MessageResponse,
  OperatorView,
  ReauthInput,
  SecondFactorInput,
  SecondFactorResponse,
} from '@atelier/contracts';

// The console answers a 401 itself (its own sign-in page, not the shop's login dialog).
export const OWN_401 = { skipHooks: true };

/**
 * The one RTK Query API of the frame with the console's endpoints: the operator's sign-in and
 * session (`/api/admin/login`, `/me`, `/reauth`).
 */
export const operatorApi = atelierApi
  .enhanceEndpoints({ addTagTypes: ['Operator', 'AdminOrder', 'AuditLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      operatorMe: build.query<DataResponse<OperatorView>, void>({
        query: () => '/api/admin/me',
        extraOptions: OWN_401,
        providesTags: ['Operator'],
      }),
      operatorLogin: build.mutation<AdminLoginStep, AdminLoginInput>({
        query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
        extraOptions: OWN_401,
      }),
      operatorSecondFactor: build.mutation<SecondFactorResponse, SecondFactorInput>({
        query: (body) => ({ url: '/api/admin/login/second-factor', method: 'POST', body }),
        extraOptions: OWN_401,
      }),
      operatorReauth: build.mutation<MessageResponse, ReauthInput>({
        query: (body) => ({ url: '/api/admin/reauth', method: 'POST', body }),
        extraOptions: OWN_401,
      }),
      operatorRecoveryCodes: build.mutation<DataResponse<string[]>, void>({
        query: () => ({ url: '/api/admin/me/recovery-codes', method: 'POST', body: {} }),
        extraOptions: OWN_401,
        invalidatesTags: ['AuditLog'],
      }),
      operatorLogout: build.mutation<MessageResponse, void>({
        query: () => ({ url: '/api/v1/logout', method: 'POST' }),
        extraOptions: OWN_401,
        invalidatesTags: ['Operator', 'AdminOrder', 'AuditLog'],
      }),
    }),
  });
