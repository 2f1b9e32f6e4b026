import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  ConfirmMyPasswordInput,
  ForgetIdInput,
  ForgetPasswordInput,
  LanguageInput,
  LoginCheckResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
  MyAccountInput,
  RegisterInput,
  ResetPasswordInput,
  UnregisterInput,
  UserMessageResponse,
} from '@atelier/contracts';

/**
 * The session and membership calls of spec §7, injected into the app's one API
 * (`atelierApi`). Calls with side effects on the page (login, logout, language, account)
 * are made by this package's thunks; forms without them (register, recovery, reset) use
 * the mutation hooks directly.
 *
 * @example
 * const [register] = sessionApi.useRegisterMutation();
 * try {
 *   await register(input).unwrap();
 * } catch (error) {
 *   await feedback.fail(error);
 * }
 */
export const sessionApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v1/login-check`: starts or reads the session; sets the XSRF cookie. */
    loginCheck: build.mutation<LoginCheckResponse, void>({
      query: () => ({ url: '/api/v1/login-check', method: 'POST' }),
    }),
    /** `POST /api/v1/language`: kr/krw or en/usd. */
    setLanguage: build.mutation<unknown, LanguageInput>({
      query: (body) => ({ url: '/api/v1/language', method: 'POST', body }),
    }),
    /** `POST /api/v1/login`: wrong credentials answer 422 with `errors.mb_password`. */
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/api/v1/login', method: 'POST', body }),
    }),
    /** `POST /api/v1/logout`: a new visitor session (new cookies). */
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/api/v1/logout', method: 'POST' }),
    }),
    /** `POST /api/v1/register`: 201 with the member, who is logged in from then on. */
    register: build.mutation<UserMessageResponse, RegisterInput>({
      query: (body) => ({ url: '/api/v1/register', method: 'POST', body }),
    }),
    /** `PUT /api/v1/my-account/{mb_id}`: the updated user (403 for another id). */
    updateMyAccount: build.mutation<UserMessageResponse, { mbId: string; input: MyAccountInput }>({
      query: ({ mbId, input }) => ({
        url: `/api/v1/my-account/${encodeURIComponent(mbId)}`,
        method: 'PUT',
        body: input,
      }),
    }),
    /** `POST /api/v1/unregister`. */
    unregister: build.mutation<MessageResponse, UnregisterInput>({
      query: (body) => ({ url: '/api/v1/unregister', method: 'POST', body }),
    }),
    /** `POST /api/v1/confirm-my-password`: changes the password. */
    confirmMyPassword: build.mutation<MessageResponse, ConfirmMyPasswordInput>({
      query: (body) => ({ url: '/api/v1/confirm-my-password', method: 'POST', body }),
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
