// Shared by the package's tests only (outside src/, neither built nor published): a browser
// with an api-client, a store wired like an app's and a member signed in through the real API.
import type { TestApi } from '@atelier/api/testing';
import { createApiClient, type ApiClient } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import {
  createSessionPersistence,
  createSessionState,
  sessionReducer,
  type SessionEnvironment,
  type SessionState,
} from '@atelier/session';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { configureStore } from '@reduxjs/toolkit';

/** A {@link CookieBrowser} with the api-client an app's store takes as thunk `extra`. */
export class ClientBrowser extends CookieBrowser {
  readonly client: ApiClient;

  constructor(baseUrl: string, options: { on401?: () => void } = {}) {
    super(baseUrl);
    this.client = createApiClient({ ...this.clientOptions, on401: options.on401 });
  }
}

/** A store like an app's: the session slice and the one API, client and env as thunk extra, persistence. */
export function createTestStore(
  browser: { client: ApiClient },
  env: SessionEnvironment,
  session?: SessionState,
) {
  return configureStore({
    reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
    preloadedState: session ? { session } : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client: browser.client, env } } }).concat(
        atelierApi.middleware,
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
  const browser = new ClientBrowser(api.url);
  await browser.loginCheck();
  const login = await browser.login(member.mb_id, password);
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const session = createSessionState(await browser.loginCheck(), {
    storage: null,
  });
  browser.fetch.mockClear();
  return { member, browser, session };
}
