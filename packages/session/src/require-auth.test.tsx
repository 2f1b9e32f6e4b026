import { createApiClient, type ApiClient } from '@atelier/api-client';
import { atelierApi } from '@atelier/api-client/rtk-query';
import type { LoginCheckResponse } from '@atelier/contracts';
import {
  createSessionState,
  redirectIfAuthenticated,
  requireAuth,
  sessionReducer,
  type SessionEnvironment,
  type SessionState,
} from '@atelier/session';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { HONG } from '@atelier/test-utils/fixtures';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const member = HONG;

// The loaders are about routing; the login check they may start answers from this stub
// fetch. (The thunk itself is tested against the real API in login-check.test.ts.)
function stubClient(answer: Partial<LoginCheckResponse>) {
  const body: LoginCheckResponse = {
    user: null,
    lang: 'kr',
    currency: 'krw',
    cart_key: 'c',
    cart_count: 0,
    coupon_count: 0,
    notification_count: 0,
    ...answer,
  };
  const loginCheck = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body),
  );
  return {
    loginCheck,
    client: createApiClient({ baseUrl: 'http://shop.test', fetch: loginCheck }),
  };
}

function LoginPage() {
  const location = useLocation();
  return <p>login page {new URLSearchParams(location.search).get('redirect')}</p>;
}

function setup(
  session: SessionState,
  initialEntry: string,
  options: { env?: SessionEnvironment; client?: ApiClient } = {},
) {
  const env = options.env ?? createSpyEnvironment();
  const store = configureStore({
    reducer: { session: sessionReducer, [atelierApi.reducerPath]: atelierApi.reducer },
    preloadedState: { session },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { client: options.client ?? stubClient({}).client, env } },
      }).concat(atelierApi.middleware),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/my-page/*',
        loader: requireAuth(store, { env }),
        element: <p>my page</p>,
        hydrateFallbackElement: <p>loading</p>,
      },
      {
        path: '/login',
        loader: redirectIfAuthenticated(store),
        element: <LoginPage />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { env, router, store };
}

describe('requireAuth loader', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows the login-needed dialog and redirects to login with path and search', async () => {
    const env = createSpyEnvironment();
    const { router } = setup(
      createSessionState({ user: null }, { storage: null }),
      '/my-page/order?page=2',
      { env },
    );

    expect(await screen.findByText('login page /my-page/order?page=2')).toBeTruthy();
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(env.alert).toHaveBeenCalledWith('로그인이 필요합니다.', { title: '알림' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmy-page%2Forder%3Fpage%3D2');
  });

  it('keeps the hash on the first page load, from the address bar', async () => {
    window.history.replaceState(null, '', '/my-page/order?page=2#list');
    const { router } = setup(
      createSessionState({ user: null }, { storage: null }),
      '/my-page/order?page=2#list',
    );
    expect(await screen.findByText('login page /my-page/order?page=2#list')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fmy-page%2Forder%3Fpage%3D2%23list');
  });

  it('lets a member through without a dialog', async () => {
    const env = createSpyEnvironment();
    setup(createSessionState({ user: member }, { storage: null }), '/my-page', { env });
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(env.alert).not.toHaveBeenCalled();
  });

  it('starts the login check when none was made, and waits for it', async () => {
    const stub = stubClient({ user: member as LoginCheckResponse['user'] });
    const env = createSpyEnvironment();
    const { store } = setup(createSessionState(undefined, { storage: null }), '/my-page', {
      env,
      client: stub.client,
    });
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(stub.loginCheck).toHaveBeenCalledTimes(1);
    expect(store.getState().session.status).toBe('checked');
    expect(env.alert).not.toHaveBeenCalled();
  });
});

describe('redirectIfAuthenticated loader', () => {
  afterEach(() => {
    cleanup();
  });

  it('sends a member from the login page to /my-page', async () => {
    const { router } = setup(createSessionState({ user: member }, { storage: null }), '/login');
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-page');
  });

  it('shows the login page to a visitor', async () => {
    const { router } = setup(createSessionState({ user: null }, { storage: null }), '/login');
    expect(await screen.findByText(/login page/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
