import {
  createSessionState,
  RedirectIfAuthenticated,
  sessionReducer,
  type SessionState,
} from '@atelier/session';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

function setup(session: SessionState) {
  const store = configureStore({
    reducer: { session: sessionReducer },
    preloadedState: { session },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <RedirectIfAuthenticated fallback={<p>checking…</p>}>
            <p>login form</p>
          </RedirectIfAuthenticated>
        ),
      },
      { path: '/my-page', element: <p>my page</p> },
    ],
    { initialEntries: ['/login?redirect=%2Fshop'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('<RedirectIfAuthenticated>', () => {
  afterEach(() => {
    cleanup();
  });

  it('sends a member from the login page to /my-page', async () => {
    const router = setup(createSessionState({ user: { mb_id: 'hong' } }, { storage: null }));
    expect(await screen.findByText('my page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-page');
    expect(screen.queryByText('login form')).toBeNull();
  });

  it('shows the login page to a visitor', async () => {
    const router = setup(createSessionState({ user: null }, { storage: null }));
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the fallback until the login check answered', async () => {
    setup(createSessionState(undefined, { storage: null }));
    expect(await screen.findByText('checking…')).toBeTruthy();
    expect(screen.queryByText('login form')).toBeNull();
  });
});
