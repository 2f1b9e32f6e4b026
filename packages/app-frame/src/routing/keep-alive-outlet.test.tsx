// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';

import { KeepAliveOutlet } from './keep-alive-outlet.js';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={`counter-${name}`} onClick={() => setCount((c) => c + 1)}>
      {name}:{count}
    </button>
  );
}

function setup() {
  const pages = ['a', 'b', 'c', 'd'].map((name) => ({
    path: name,
    element: <Counter name={name} />,
  }));
  const router = createMemoryRouter(
    [{ path: '/', element: <KeepAliveOutlet />, children: pages }],
    {
      initialEntries: ['/a'],
    },
  );
  render(<RouterProvider router={router} />);
  const go = (path: string) => act(() => router.navigate(path));
  const mounted = () =>
    ['a', 'b', 'c', 'd'].filter((name) => screen.queryAllByTestId(`counter-${name}`).length > 0);
  return { go, mounted };
}

afterEach(cleanup);

describe('KeepAliveOutlet', () => {
  test('keeps the last 3 route views mounted, with their state, and drops the oldest', async () => {
    const { go, mounted } = setup();
    fireEvent.click(screen.getByTestId('counter-a'));
    fireEvent.click(screen.getByTestId('counter-a'));
    expect(screen.getByTestId('counter-a').textContent).toBe('a:2');

    await go('/b');
    await go('/c');
    expect(mounted()).toEqual(['a', 'b', 'c']);
    // Hidden views stay in the DOM, not displayed.
    expect(
      screen.getByTestId('counter-a').closest('[hidden], [style*="display: none"]'),
    ).not.toBeNull();

    await go('/a');
    expect(screen.getByTestId('counter-a').textContent).toBe('a:2');

    await go('/d');
    expect(mounted()).toEqual(['a', 'c', 'd']);

    await go('/b');
    expect(mounted()).toEqual(['a', 'b', 'd']);
    expect(screen.getByTestId('counter-b').textContent).toBe('b:0');
  });

  test('the same path with another query is another view', async () => {
    const { go, mounted } = setup();
    await go('/b?page=1');
    await go('/b?page=2');
    expect(mounted()).toEqual(['a', 'b']);
    expect(screen.getAllByTestId('counter-b')).toHaveLength(2);
  });
});
