// Shared by the tests only (not exported by the package): a "browser" on the real API,
// a spy environment and a store wired like an app's.
import type { TestApi } from '@atelier/api/testing';
import { createApiClient, createCookieJar, unwrap } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import type { LoginCheckResponse } from '@atelier/contracts';
import {
  createSessionPersistence,
  createSessionState,
  sessionReducer,
  type AlertOptions,
  type ConfirmOptions,
  type SessionEnvironment,
  type SessionState,
  type StorageLike,
} from '@atelier/session';
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';

/** A `Storage` stand-in backed by a Map. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** An environment of spies; `confirm` answers `answer`. */
export function createSpyEnvironment(answer = true) {
  return {
    navigate: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    confirm: vi.fn(async (_message: string, _options: ConfirmOptions) => answer),
    alert: vi.fn(async (_message: string, _options: AlertOptions) => {}),
    storage: createMemoryStorage(),
  } satisfies SessionEnvironment;
}

/** One browser on the real API: its cookie jar, a fetch spy, the client and two direct calls. */
export function createBrowser(api: TestApi, options: { on401?: () => void } = {}) {
  const jar = createCookieJar();
  const fetch = vi.fn(globalThis.fetch);
  const client = createApiClient({
    baseUrl: api.url,
    cookie: jar.cookieHeader,
    onSetCookie: jar.store,
    fetch,
    on401: options.on401,
  });
  return {
    jar,
    fetch,
    client,
    loginCheck: () => client.post<LoginCheckResponse>('/api/v1/login-check'),
    login: (mb_id: string, mb_password: string) =>
      client.post('/api/v1/login', { mb_id, mb_password }),
  };
}

/** The paths (with method) this fetch spy was called with, in order. */
export function requestsOf(fetch: ReturnType<typeof createBrowser>['fetch']): string[] {
  return fetch.mock.calls.map(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}

/** A store like an app's: the session slice and the one API, client and env as thunk extra, persistence. */
export function createTestStore(
  browser: ReturnType<typeof createBrowser>,
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
  const browser = createBrowser(api);
  unwrap(await browser.loginCheck());
  unwrap(await browser.login(member.mb_id, password));
  const session = createSessionState(unwrap(await browser.loginCheck()), {
    storage: null,
  });
  browser.fetch.mockClear();
  return { member, browser, session };
}
