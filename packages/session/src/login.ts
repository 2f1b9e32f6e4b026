import type { LoginInput, SessionUser } from '@atelier/contracts';

import {
  createSessionThunk,
  sessionDependencies,
  settle,
  toRejectValue,
} from './create-session-thunk.js';
import { sessionApi } from './session-api.js';
import { resolveLoginRedirect } from './login-url.js';
import { loggedIn } from './session-slice.js';

/**
 * Argument of {@link login}.
 *
 * @example
 * const args: LoginArgs = { credentials: { mb_id: 'hong', mb_password: 'candle2026' }, redirect: '/shop/cart' };
 */
export interface LoginArgs {
  credentials: LoginInput;
  /** The login page's `redirect` query; only paths on this site are followed. */
  redirect?: string | null;
}

/**
 * What {@link login} resolves to.
 *
 * @example
 * const { user, redirectTo }: LoginResult = await store.dispatch(login(args)).unwrap();
 */
export interface LoginResult {
  user: SessionUser;
  /** The page loaded after login. */
  redirectTo: string;
}

/**
 * `POST /api/v1/login`, then loads the `redirect` page or `/my-page` as a full page
 * (`env.navigate`, by default `window.location.assign`), so the page starts again with
 * the member's session (spec §4). Wrong credentials and other failures reject with the
 * {@link ApiError}: `kind: 'validation'` carries the field map (`errors.mb_password`).
 *
 * @example
 * const result = await dispatch(login({ credentials, redirect: searchParams.get('redirect') }));
 * if (login.rejected.match(result) && result.payload?.kind === 'validation') {
 *   showFieldErrors(result.payload.errors);
 * }
 */
export const login = createSessionThunk<LoginResult, LoginArgs>(
  'session/login',
  async ({ credentials, redirect }, { dispatch, extra, rejectWithValue }) => {
    const { env } = sessionDependencies(extra);
    const result = await settle(
      dispatch(sessionApi.endpoints.login.initiate(credentials, { track: false })),
    );
    if (!result.ok) return rejectWithValue(toRejectValue(result.error));
    dispatch(loggedIn(result.data.user));
    const redirectTo = resolveLoginRedirect(redirect);
    env.navigate(redirectTo);
    return { user: result.data.user, redirectTo };
  },
);
