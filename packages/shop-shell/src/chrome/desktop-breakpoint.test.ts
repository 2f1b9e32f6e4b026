import { describe, expect, test, vi } from 'vitest';

import {
  createDesktopStore,
  DESKTOP_INITIAL_MIN_WIDTH,
  DESKTOP_MIN_WIDTH,
  isDesktopWidth,
} from './desktop-breakpoint.js';

function fakeWindow(innerWidth: number) {
  const target = new EventTarget();
  return Object.assign(target, { innerWidth });
}

describe('desktop breakpoints (spec §9: 1000 / 1024 px)', () => {
  test('wider than 1000 px at first render, wider than 1024 px after', () => {
    expect(DESKTOP_INITIAL_MIN_WIDTH).toBe(1000);
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(isDesktopWidth(1000, 'initial')).toBe(false);
    expect(isDesktopWidth(1001, 'initial')).toBe(true);
    expect(isDesktopWidth(1024, 'resize')).toBe(false);
    expect(isDesktopWidth(1025, 'resize')).toBe(true);
  });

  test('the store measures with 1000 px once, then with 1024 px on resize', () => {
    const win = fakeWindow(1010);
    const store = createDesktopStore(win);
    expect(store.getSnapshot()).toBe(true);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    win.innerWidth = 1010;
    win.dispatchEvent(new Event('resize'));
    expect(store.getSnapshot()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    win.innerWidth = 1020;
    win.dispatchEvent(new Event('resize'));
    expect(listener).toHaveBeenCalledTimes(1);

    win.innerWidth = 1440;
    win.dispatchEvent(new Event('resize'));
    expect(store.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    win.innerWidth = 390;
    win.dispatchEvent(new Event('resize'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('a phone starts on mobile', () => {
    expect(createDesktopStore(fakeWindow(390)).getSnapshot()).toBe(false);
  });
});
