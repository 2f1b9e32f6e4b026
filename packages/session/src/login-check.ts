import type { LoginCheckResponse } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { sessionCheckFailed, sessionCheckStarted, sessionChecked } from './session-slice.js';

/**
 * `POST /api/v1/login-check`: reads the session (user, language, currency, cart key,
 * coupon and notification counts). On failure the session resets to logged out, kr, krw
 * and the thunk rejects with the {@link ApiError}.
 *
 * @example
 * const result = await store.dispatch(loginCheck());
 * if (loginCheck.fulfilled.match(result)) console.warn(result.payload.cart_key);
 */
export const loginCheck = createSessionThunk<LoginCheckResponse, void>(
  'session/loginCheck',
  async (_, { dispatch, extra, rejectWithValue }) => {
    sessionDependencies(extra);
    dispatch(sessionCheckStarted());
    const result = await settle(
      dispatch(sessionApi.endpoints.loginCheck.initiate(undefined, { track: false })),
    );
    if (!result.ok) {
      dispatch(sessionCheckFailed());
      return rejectWithValue(toRejectValue(result.error));
    }
    dispatch(sessionChecked(result.data));
    return result.data;
  },
);
