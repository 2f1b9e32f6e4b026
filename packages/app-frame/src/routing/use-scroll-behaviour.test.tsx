// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { useScrollBehaviour } from './use-scroll-behaviour.js';

function Frame() {
  useScrollBehaviour();
  return <Outlet />;
}

function Page() {
  return (
    <div>
      <h2 id="reviews">후기</h2>
    </div>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn((options: ScrollToOptions) => {
    Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.id === 'reviews' ? 900 - window.scrollY : 0;
    return {
      top,
      left: 0,
      right: 0,
      bottom: top,
      width: 0,
      height: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    };
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lastTop = () => (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

describe('useScrollBehaviour', () => {
  test('top on a new page, hash target minus 70 px, saved position on back', async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <Frame />, children: [{ path: ':page', element: <Page /> }] }],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(lastTop()).toBe(0);

    await act(() => router.navigate('/b#reviews'));
    expect(lastTop()).toBe(830);

    await act(() => router.navigate('/c'));
    expect(lastTop()).toBe(0);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(nextFrame);

    await act(() => router.navigate('/d'));
    expect(lastTop()).toBe(0);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/c');
    expect(lastTop()).toBe(640);
  });
});
