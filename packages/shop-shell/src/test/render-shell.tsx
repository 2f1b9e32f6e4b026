// Shared by the tests only (not exported by the package): a store, router and provider
// wired like an app's, the one RTK Query API over a recording fetch stub.
import { createApiClient, type ApiClient } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import {
  INITIAL_SESSION_STATE,
  sessionReducer,
  type SessionEnvironment,
  type SessionState,
} from '@atelier/session';
import { ShopShellProvider, type ShopShellProviderProps } from '@atelier/shop-shell';
import { createFakeFetch, createSpyEnvironment, type FakeAnswer } from '@atelier/test-utils/fakes';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';

/** One request the stub received. */
export interface StubCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * A real API client over a fetch stub: `handler` answers each request (default 200 `{}`),
 * `calls` records them in order.
 */
export function createStubApi(handler: (call: StubCall) => FakeAnswer = () => undefined) {
  const calls: StubCall[] = [];
  const { fetch } = createFakeFetch(({ method, path, search, body }) => {
    const call = { method, path, search, body };
    calls.push(call);
    return handler(call);
  });
  const client: ApiClient = createApiClient({ baseUrl: 'http://shop.test', fetch });
  return { client, calls, fetch };
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
  const env = options.env ?? createSpyEnvironment({ storage: null });
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
