import type { ApiError, Endpoints } from '@atelier/api-client';
import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';

import { createBrowserEnvironment } from './create-browser-environment.js';
import type { SessionEnvironment } from './session-environment.js';
import type { SessionRootState } from './session-slice.js';

/**
 * What the session thunks expect as the thunk `extra` argument: the api-client endpoints
 * and, optionally, the environment (default {@link createBrowserEnvironment}). An app's
 * own `extra` may hold more keys.
 *
 * @example
 * const extra: SessionThunkExtra = { api: createEndpoints(createApiClient()), env };
 * configureStore({ reducer, middleware: (d) => d({ thunk: { extraArgument: extra } }) });
 */
export interface SessionThunkExtra {
  api: Endpoints;
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
 * const refresh = createSessionThunk('session/refresh', async (_: void, { extra }) => {
 *   const { api } = sessionDependencies(extra);
 *   return api.session.loginCheck();
 * });
 */
export const createSessionThunk = createAsyncThunk.withTypes<{
  state: SessionRootState;
  extra: SessionThunkExtra;
  rejectValue: ApiError;
}>();

/**
 * The endpoints and environment from a thunk's `extra`; a clear error when the store was
 * configured without `extra.api`.
 *
 * @example
 * const { api, env } = sessionDependencies(thunkApi.extra);
 */
export function sessionDependencies(extra: SessionThunkExtra | undefined): {
  api: Endpoints;
  env: SessionEnvironment;
} {
  if (!extra?.api) {
    throw new TypeError(
      '@atelier/session: the store needs the api-client endpoints as thunk extra: ' +
        'getDefaultMiddleware({ thunk: { extraArgument: { api: createEndpoints(client), env } } })',
    );
  }
  return { api: extra.api, env: extra.env ?? createBrowserEnvironment() };
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
