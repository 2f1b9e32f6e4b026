import {
  createSessionState,
  RequireAuth,
  SessionEnvironmentProvider,
  sessionChecked,
  sessionReducer,
  type SessionState,
} from '@atelier/session';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { HONG } from '@atelier/test-utils/fixtures';
import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

const member = HONG;

function LoginPage() {
  const location = useLocation();
  const redirect = new URLSearchParams(location.search).get('redirect');
  return (
    <p>
      login page, search={location.search}, redirect={redirect}
    </p>
  );
}

function setup(session: SessionState, initialEntry: string, wrap = (node: ReactNode) => node) {
  const store = configureStore({
    reducer: { session: sessionReducer },
    preloadedState: { session },
  });
  const env = createSpyEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: '/my-page/*',
        element: (
          <RequireAuth fallback={<p>checking…</p>}>
            <p>my page</p>
          </RequireAuth>
        ),
      },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    wrap(
      <Provider store={store}>
        <SessionEnvironmentProvider env={env}>
          <RouterProvider router={router} />
        </SessionEnvironmentProvider>
      </Provider>,
    ),
  );
  return { store, env, router };
}

describe('<RequireAuth>', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the login-needed dialog, then goes to login with the full intended path', async () => {
    const { env, router } = setup(
      createSessionState({ user: null }, { storage: null }),
      '/my-page/order?page=2&sort=new#list',
    );

    await screen.findByText(/login page/);
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(env.alert).toHaveBeenCalledWith('로그인이 필요합니다.', { title: '알림' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      '?redirect=%2Fmy-page%2Forder%3Fpage%3D2%26sort%3Dnew%23list',
    );
    expect(
      screen
        .getByText(/login page/)
        .textContent?.endsWith('redirect=/my-page/order?page=2&sort=new#list'),
    ).toBe(true);
    // The guarded entry was replaced: going back does not return to the dialog.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('my page')).toBeNull();
  });

  it('waits for the dialog to be closed before leaving', async () => {
    const session = createSessionState({ user: null }, { storage: null });
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: { session },
    });
    const env = createSpyEnvironment();
    let close = () => {};
    env.alert.mockImplementation(() => new Promise<void>((resolve) => (close = resolve)));
    const router = createMemoryRouter(
      [
        { path: '/my-page', element: <RequireAuth>my page</RequireAuth> },
        { path: '/login', element: <LoginPage /> },
      ],
      { initialEntries: ['/my-page'] },
    );
    render(
      <Provider store={store}>
        <SessionEnvironmentProvider env={env}>
          <RouterProvider router={router} />
        </SessionEnvironmentProvider>
      </Provider>,
    );
    await expect.poll(() => env.alert.mock.calls.length).toBe(1);
    expect(router.state.location.pathname).toBe('/my-page');
    await act(async () => close());
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmy-page');
  });

  it('renders the page for a member, without a dialog', async () => {
    const { env, router } = setup(
      createSessionState({ user: member }, { storage: null }),
      '/my-page/order',
    );
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(env.alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/my-page/order');
  });

  it('waits for the login check, then decides', async () => {
    const { store, env, router } = setup(
      createSessionState(undefined, { storage: null }),
      '/my-page#top',
    );
    expect(await screen.findByText('checking…')).toBeTruthy();
    expect(env.alert).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(
        sessionChecked({
          user: null,
          lang: 'kr',
          currency: 'krw',
          cart_key: 'c',
          cart_count: 0,
          coupon_count: 0,
          notification_count: 0,
        }),
      );
    });

    await screen.findByText(/login page/);
    expect(env.alert).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?redirect=%2Fmy-page%23top');
  });

  it('shows one dialog under StrictMode', async () => {
    const { env } = setup(
      createSessionState({ user: null }, { storage: null }),
      '/my-page',
      (node) => <StrictMode>{node}</StrictMode>,
    );
    await screen.findByText(/login page/);
    expect(env.alert).toHaveBeenCalledTimes(1);
  });

  it('shows the caller’s text', async () => {
    const session = createSessionState({ user: null }, { storage: null });
    const store = configureStore({
      reducer: { session: sessionReducer },
      preloadedState: { session },
    });
    const env = createSpyEnvironment();
    const router = createMemoryRouter(
      [
        {
          path: '/my-page',
          element: (
            <RequireAuth
              labels={{ loginRequired: 'Please log in.', alertTitle: 'Notice' }}
              loginPath="/signin"
            >
              my page
            </RequireAuth>
          ),
        },
        { path: '/signin', element: <LoginPage /> },
      ],
      { initialEntries: ['/my-page'] },
    );
    render(
      <Provider store={store}>
        <SessionEnvironmentProvider env={env}>
          <RouterProvider router={router} />
        </SessionEnvironmentProvider>
      </Provider>,
    );
    await screen.findByText(/login page/);
    expect(env.alert).toHaveBeenCalledWith('Please log in.', { title: 'Notice' });
    expect(router.state.location.pathname).toBe('/signin');
  });
});
