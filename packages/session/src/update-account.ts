import type { MyAccountInput, UserMessageResponse } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { loginCheck } from './login-check.js';
import { selectAuthenticated, selectUser } from './session-selectors.js';
import { userUpdated } from './session-slice.js';

/**
 * `PUT /api/v1/my-account/{mb_id}` for the signed-in member, then a fresh login check
 * (spec §7). A 422 rejects with the `validation` {@link ApiError} and its field map.
 * Not dispatched at all while logged out (the result is a rejected action with
 * `meta.condition: true`).
 *
 * @example
 * const result = await dispatch(updateAccount({ mb_name, mb_email, mb_hp, agree_marketing }));
 * if (updateAccount.rejected.match(result) && result.payload?.kind === 'validation') {
 *   showFieldErrors(result.payload.errors);
 * }
 */
export const updateAccount = createSessionThunk<UserMessageResponse, MyAccountInput>(
  'session/updateAccount',
  async (input, { dispatch, extra, getState, rejectWithValue }) => {
    sessionDependencies(extra);
    const mbId = selectUser(getState())?.mb_id ?? '';
    const result = await settle(
      dispatch(sessionApi.endpoints.updateMyAccount.initiate({ mbId, input }, { track: false })),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    dispatch(userUpdated(result.data.user));
    await dispatch(loginCheck());
    return result.data;
  },
  { condition: (_, { getState }) => selectAuthenticated(getState()) },
);
