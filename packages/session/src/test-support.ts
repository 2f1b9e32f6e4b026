// Shared by the tests only (not exported by the package): a store wired like an app's and a
// member signed in through the real API.
import type { TestApi } from '@atelier/api/testing';
import { unwrap, type Endpoints } from '@atelier/api-client';
import {
  createSessionPersistence,
  createSessionState,
  sessionReducer,
  type SessionEnvironment,
  type SessionState,
} from '@atelier/session';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { configureStore } from '@reduxjs/toolkit';

/** A store like an app's: the session slice, endpoints and env as thunk extra, persistence. */
export function createTestStore(
  browser: { endpoints: Endpoints },
  env: SessionEnvironment,
  session?: SessionState,
) {
  return configureStore({
    reducer: { session: sessionReducer },
    preloadedState: session ? { session } : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api: browser.endpoints, env } } }).concat(
        createSessionPersistence({ storage: env.storage }),
      ),
  });
}

/**
 * A member logged in through the real API, and the session state the server would embed
 * for that browser. The fetch spy is reset, so tests see only their own requests.
 */
export async function signIn(api: TestApi, password = 'candle2026') {
  const member = await api.createMember({ password });
  const browser = new CookieBrowser(api.url);
  unwrap(await browser.endpoints.session.loginCheck());
  unwrap(await browser.endpoints.auth.login({ mb_id: member.mb_id, mb_password: password }));
  const session = createSessionState(unwrap(await browser.endpoints.session.loginCheck()), {
    storage: null,
  });
  browser.fetch.mockClear();
  return { member, browser, session };
}
