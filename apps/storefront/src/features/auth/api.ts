import type {
  ForgetIdInput,
  ForgetPasswordInput,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  UserMessageResponse,
} from '@atelier/contracts';

import { appApi } from '../../app/api.js';

/**
 * Sign-up and account recovery calls of the storefront API (login, logout and account
 * changes are `@atelier/session` thunks).
 *
 * @example
 * const [register] = authApi.useRegisterMutation();
 * const result = await register(input);
 */
export const authApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v1/register`: 201 with the member, who is logged in from then on. */
    register: build.mutation<UserMessageResponse, RegisterInput>({
      query: (body) => ({ url: '/api/v1/register', method: 'POST', body }),
    }),
    /** `POST /api/v1/forget_id`: the same message whether or not the member exists. */
    forgetId: build.mutation<MessageResponse, ForgetIdInput>({
      query: (body) => ({ url: '/api/v1/forget_id', method: 'POST', body }),
    }),
    /** `POST /api/v1/forget_password`: the same message whether or not the member exists. */
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordInput>({
      query: (body) => ({ url: '/api/v1/forget_password', method: 'POST', body }),
    }),
    /** `POST /api/v1/reset_password`: 422 on `token` when the link is unknown, used or expired. */
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput>({
      query: (body) => ({ url: '/api/v1/reset_password', method: 'POST', body }),
    }),
  }),
});
