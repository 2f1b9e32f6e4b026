import { isApiError, type ApiError } from '@atelier/api-client';
import type { ApiThunkExtra } from '@atelier/api-client/rtk-query';
import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

import { createBrowserEnvironment } from './create-browser-environment.js';
import type { SessionEnvironment } from './session-environment.js';
import type { SessionRootState } from './session-slice.js';

/**
 * What the session thunks expect as the thunk `extra` argument: the API client that
 * `atelierApi`'s base query uses and, optionally, the environment (default
 * {@link createBrowserEnvironment}). An app's own `extra` may hold more keys.
 *
 * @example
 * const extra: SessionThunkExtra = { client: createApiClient(), env };
 * configureStore({
 *   reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
 *   middleware: (d) => d({ thunk: { extraArgument: extra } }).concat(atelierApi.middleware),
 * });
 */
export interface SessionThunkExtra extends ApiThunkExtra {
  env?: SessionEnvironment;
}

/**
 * The dispatch of a store that runs the session thunks.
 *
 * @example
 * const dispatch: SessionDispatch = store.dispatch;
 * await dispatch(loginCheck());
 */
export type SessionDispatch = ThunkDispatch<SessionRootState, SessionThunkExtra, UnknownAction>;

/**
 * `createAsyncThunk` typed for the session: root state, {@link SessionThunkExtra} and
 * {@link ApiError} as the reject value (so a 422 reaches forms with its field map).
 *
 * @example
 * const refresh = createSessionThunk('session/refresh', async (_: void, { dispatch }) => {
 *   return settle(dispatch(sessionApi.endpoints.loginCheck.initiate(undefined, { track: false })));
 * });
 */
export const createSessionThunk = createAsyncThunk.withTypes<{
  state: SessionRootState;
  extra: SessionThunkExtra;
  rejectValue: ApiError;
}>();

/**
 * The environment from a thunk's `extra`; a clear error when the store was configured
 * without the API client `atelierApi` needs.
 *
 * @example
 * const { env } = sessionDependencies(thunkApi.extra);
 */
export function sessionDependencies(extra: SessionThunkExtra | undefined): {
  env: SessionEnvironment;
} {
  if (!extra?.client) {
    throw new TypeError(
      '@atelier/session: the store needs the API client as thunk extra: ' +
        'getDefaultMiddleware({ thunk: { extraArgument: { client: createApiClient(), env } } })',
    );
  }
  return { env: extra.env ?? createBrowserEnvironment() };
}

/**
 * The outcome of an `atelierApi` endpoint call made from a thunk: its data, or the
 * {@link ApiError} (an exception thrown on the way becomes `kind: 'other'`).
 *
 * @example
 * const result = await settle(dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false })));
 * if (!result.ok) return rejectWithValue(toRejectValue(result.error));
 */
export async function settle<R extends { data?: unknown; error?: unknown }>(
  call: PromiseLike<R>,
): Promise<{ ok: true; data: Exclude<R['data'], undefined> } | { ok: false; error: ApiError }> {
  const result = await call;
  if (result.error === undefined) {
    return { ok: true, data: result.data as Exclude<R['data'], undefined> };
  }
  const { error } = result;
  if (isApiError(error)) return { ok: false, error };
  const message = (error as { message?: unknown })?.message;
  return {
    ok: false,
    error: {
      kind: 'other',
      status: 0,
      method: 'POST',
      url: '',
      message: typeof message === 'string' ? message : String(error),
    },
  };
}

/**
 * The error as a reject value that Redux can keep: a network error's `cause` (an
 * exception object) is dropped, its message stays.
 *
 * @example
 * if (!result.ok) return rejectWithValue(toRejectValue(result.error));
 */
export function toRejectValue(error: ApiError): ApiError {
  if (!('cause' in error)) return error;
  const { cause: _cause, ...rest } = error;
  return rest;
}
