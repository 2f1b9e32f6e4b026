import type { ConfirmMyPasswordInput, MessageResponse } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { resolveLabels, type SessionLabels } from './session-labels.js';

/**
 * Argument of {@link changePassword}.
 *
 * @example
 * const args: ChangePasswordArgs = {
 *   input: { current_password: 'old12345', mb_password: 'new12345', mb_password_confirmation: 'new12345' },
 * };
 */
export interface ChangePasswordArgs {
  input: ConfirmMyPasswordInput;
  /** Dialog texts; Korean by default ('비밀번호가 변경되었습니다.', title '알림'). */
  labels?: Partial<SessionLabels>;
}

/**
 * `POST /api/v1/confirm-my-password`, then the success dialog
 * `env.alert('비밀번호가 변경되었습니다.', { title: '알림' })`; resolves once it is closed.
 * A wrong current password or a weak new one rejects with the `validation`
 * {@link ApiError} and its field map.
 *
 * @example
 * const result = await dispatch(changePassword({ input: form }));
 * if (changePassword.rejected.match(result)) showFieldErrors(result.payload);
 */
export const changePassword = createSessionThunk<MessageResponse, ChangePasswordArgs>(
  'session/changePassword',
  async ({ input, labels }, { dispatch, extra, rejectWithValue }) => {
    const { env } = sessionDependencies(extra);
    const result = await settle(
      dispatch(sessionApi.endpoints.confirmMyPassword.initiate(input, { track: false })),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    const text = resolveLabels(labels);
    await env.alert(text.passwordChanged, { title: text.alertTitle });
    return result.data;
  },
);
