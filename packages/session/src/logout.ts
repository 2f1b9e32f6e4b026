import type { MessageResponse } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { SESSION_PATHS } from './login-url.js';
import { loggedOut } from './session-slice.js';

/**
 * `POST /api/v1/logout`, then loads the home page `/` as a full page (spec §4). When the
 * server call fails nothing changes and the thunk rejects with the {@link ApiError}.
 *
 * @example
 * await dispatch(logout());
 */
export const logout = createSessionThunk<MessageResponse, void>(
  'session/logout',
  async (_, { dispatch, extra, rejectWithValue }) => {
    const { env } = sessionDependencies(extra);
    const result = await settle(
      dispatch(sessionApi.endpoints.logout.initiate(undefined, { track: false })),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    dispatch(loggedOut());
    env.navigate(SESSION_PATHS.home);
    return result.data;
  },
);
