// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';

import { createChromeLayouts, type AppChromeProps } from './chrome-layouts.js';

function Chrome({ blank, children }: AppChromeProps) {
  return (
    <div data-testid="chrome" data-blank={String(blank)}>
      {children}
    </div>
  );
}

const { ShellLayout, BlankLayout } = createChromeLayouts(Chrome);

function renderAt(path: string) {
  const page = (name: string) => ({ path: name, element: <p>{name}</p> });
  const router = createMemoryRouter(
    [
      { path: '/', Component: ShellLayout, children: [page('shop/cart'), page('admin/*')] },
      { path: '/', Component: BlankLayout, children: [page('shop/quotation')] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId('chrome');
}

afterEach(cleanup);

describe('createChromeLayouts', () => {
  test('shell pages render inside the chrome', async () => {
    const chrome = renderAt('/shop/cart');
    expect(chrome.dataset.blank).toBe('false');
    expect(await screen.findByText('shop/cart')).toBeTruthy();
  });

  test('blank pages and paths under /admin render without it', async () => {
    expect(renderAt('/shop/quotation').dataset.blank).toBe('true');
    expect(await screen.findByText('shop/quotation')).toBeTruthy();
    cleanup();
    expect(renderAt('/admin/orders').dataset.blank).toBe('true');
  });
});
