// Shared by the tests only (not exported by the package): a store, router and provider
// wired like an app's, the one RTK Query API over a recording fetch stub.
import { createApiClient, type ApiClient } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import type { SessionUser } from '@atelier/contracts';
import {
  INITIAL_SESSION_STATE,
  sessionReducer,
  type AlertOptions,
  type ConfirmOptions,
  type SessionEnvironment,
  type SessionState,
} from '@atelier/session';
import { ShopShellProvider, type ShopShellProviderProps } from '@atelier/shop-shell';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';

/** A signed-in member as the login check answers it. */
export const MEMBER: SessionUser = {
  mb_id: 'hong',
  mb_name: '홍길동',
  mb_email: 'hong@example.com',
  mb_hp: '010-1234-5678',
  is_admin: false,
  mb_datetime: '2026-01-01T00:00:00.000Z',
  consents: {
    terms_agreed_at: '2026-01-01T00:00:00.000Z',
    privacy_agreed_at: '2026-01-01T00:00:00.000Z',
    age14_confirmed_at: '2026-01-01T00:00:00.000Z',
    marketing_agreed_at: null,
  },
};

/** One request the stub received. */
export interface StubCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** What a route of the stub answers. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A real API client over a fetch stub: `handler` answers each request (default 200 `{}`),
 * `calls` records them in order.
 */
export function createStubApi(
  handler: (call: StubCall) => StubAnswer | undefined = () => undefined,
) {
  const calls: StubCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body =
      typeof init?.body === 'string' && init.body !== '' ? JSON.parse(init.body) : undefined;
    const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body };
    calls.push(call);
    const answer = handler(call) ?? {};
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  const client: ApiClient = createApiClient({ baseUrl: 'http://shop.test', fetch });
  return { client, calls, fetch };
}

/** An environment of spies; `confirm` answers `answer`. */
export function createSpyEnv(answer = true) {
  return {
    navigate: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    confirm: vi.fn(async (_message: string, _options: ConfirmOptions) => answer),
    alert: vi.fn(async (_message: string, _options: AlertOptions) => {}),
    storage: null,
  } satisfies SessionEnvironment;
}

/** A store like an app's: the session slice and the one API, client and env as thunk extra. */
export function createTestStore(
  options: {
    session?: Partial<SessionState>;
    client?: ApiClient;
    env?: SessionEnvironment;
  } = {},
) {
  const client = options.client ?? createStubApi().client;
  const env = options.env ?? createSpyEnv();
  const session: SessionState = { ...INITIAL_SESSION_STATE, status: 'checked', ...options.session };
  return configureStore({
    reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
    preloadedState: { session },
    middleware: (d) =>
      d({ thunk: { extraArgument: { client, env } } }).concat(atelierApi.middleware),
  });
}

/** Shows the router's current location, so tests can see where a click went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` inside a store, a MemoryRouter at `route` and a ShopShellProvider. */
export function renderShell(
  ui: ReactElement,
  options: {
    session?: Partial<SessionState>;
    client?: ApiClient;
    env?: SessionEnvironment;
    route?: string;
    shell?: Omit<ShopShellProviderProps, 'children'>;
  } = {},
) {
  const store = createTestStore(options);
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <ShopShellProvider {...options.shell}>
          {ui}
          <LocationProbe />
        </ShopShellProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, user };
}
