// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { createDesktopStore } from './desktop-breakpoint.js';
import { useIsDesktop } from './use-is-desktop.js';

function fakeWindow(innerWidth: number) {
  return Object.assign(new EventTarget(), { innerWidth });
}

function Probe({ store }: { store: ReturnType<typeof createDesktopStore> }) {
  return <span>{useIsDesktop(store) ? 'desktop' : 'mobile'}</span>;
}

describe('useIsDesktop', () => {
  test('server markup is mobile-first whatever the width', () => {
    expect(renderToString(<Probe store={createDesktopStore(fakeWindow(1440))} />)).toBe(
      '<span>mobile</span>',
    );
  });

  test('1010 px is desktop at first render, then mobile after a resize (1024 px rule)', () => {
    const win = fakeWindow(1010);
    const store = createDesktopStore(win);
    const { result } = renderHook(() => useIsDesktop(store));
    expect(result.current).toBe(true);
    act(() => {
      win.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(false);
    act(() => {
      win.innerWidth = 1025;
      win.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  test('the page store reads the real window', () => {
    const { result } = renderHook(() => useIsDesktop());
    expect(result.current).toBe(window.innerWidth > 1000);
  });
});
