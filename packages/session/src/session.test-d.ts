import type { ApiError } from '@atelier/api-client';
import type { ApiThunkExtra } from '@atelier/api-client/rtk-query';
import type {
  ForgetIdInput,
  LoginCheckResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
  MyAccountInput,
  RegisterInput,
  ResetPasswordInput,
  UserMessageResponse,
} from '@atelier/contracts';
import {
  login,
  loginCheck,
  sessionApi,
  settle,
  type LoginResult,
  type SessionEnvironment,
  type SessionThunkExtra,
} from '@atelier/session';
import { describe, expectTypeOf, it } from 'vitest';

describe('sessionApi', () => {
  it('takes the contracts inputs and answers their responses', () => {
    const { endpoints } = sessionApi;
    expectTypeOf(endpoints.loginCheck.Types.ResultType).toEqualTypeOf<LoginCheckResponse>();
    expectTypeOf(endpoints.login.Types.QueryArg).toEqualTypeOf<LoginInput>();
    expectTypeOf(endpoints.login.Types.ResultType).toEqualTypeOf<LoginResponse>();
    expectTypeOf(endpoints.register.Types.QueryArg).toEqualTypeOf<RegisterInput>();
    expectTypeOf(endpoints.register.Types.ResultType).toEqualTypeOf<UserMessageResponse>();
    expectTypeOf(endpoints.forgetId.Types.QueryArg).toEqualTypeOf<ForgetIdInput>();
    expectTypeOf(endpoints.resetPassword.Types.QueryArg).toEqualTypeOf<ResetPasswordInput>();
    expectTypeOf(endpoints.resetPassword.Types.ResultType).toEqualTypeOf<MessageResponse>();
    expectTypeOf(endpoints.updateMyAccount.Types.QueryArg).toEqualTypeOf<{
      mbId: string;
      input: MyAccountInput;
    }>();
  });

  it('offers the mutation hooks forms use', () => {
    expectTypeOf(sessionApi.useRegisterMutation).toBeFunction();
    expectTypeOf(sessionApi.useForgetPasswordMutation).toBeFunction();
  });
});

describe('thunks', () => {
  it('need the API client (and optionally the environment) as thunk extra', () => {
    expectTypeOf<SessionThunkExtra>().toExtend<ApiThunkExtra>();
    expectTypeOf<SessionThunkExtra['env']>().toEqualTypeOf<SessionEnvironment | undefined>();
  });

  it('resolve to their results and reject with ApiError', () => {
    expectTypeOf(login.fulfilled).returns.toHaveProperty('payload').toEqualTypeOf<LoginResult>();
    expectTypeOf(loginCheck.rejected)
      .returns.toHaveProperty('payload')
      .toEqualTypeOf<ApiError | undefined>();
  });

  it('settle answers data or an ApiError', async () => {
    const outcome = await settle(Promise.resolve({ data: 1 as const }));
    if (outcome.ok) expectTypeOf(outcome.data).toEqualTypeOf<1>();
    else expectTypeOf(outcome.error).toEqualTypeOf<ApiError>();
  });
});
