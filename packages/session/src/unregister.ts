import type { MessageResponse, UnregisterInput } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { loginCheck } from './login-check.js';

/**
 * `POST /api/v1/unregister` (the member leaves, proving the password), then a fresh login
 * check, which finds a visitor. A wrong password rejects with the `validation`
 * {@link ApiError} (`errors.mb_password`).
 *
 * @example
 * const result = await dispatch(unregister({ mb_password }));
 * if (unregister.fulfilled.match(result)) navigate('/');
 */
export const unregister = createSessionThunk<MessageResponse, UnregisterInput>(
  'session/unregister',
  async (input, { dispatch, extra, rejectWithValue }) => {
    sessionDependencies(extra);
    const result = await settle(
      dispatch(sessionApi.endpoints.unregister.initiate(input, { track: false })),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    await dispatch(loginCheck());
    return result.data;
  },
);
