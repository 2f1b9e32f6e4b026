import { useSyncExternalStore } from 'react';

import { createDesktopStore, type DesktopStore } from './desktop-breakpoint.js';

let pageStore: DesktopStore | undefined;

// One store per page: "at first render" means the app's first render, not each component's.
function defaultStore(): DesktopStore {
  pageStore ??= createDesktopStore(window);
  return pageStore;
}

const serverSnapshot = () => false;
const noopSubscribe = () => () => {};

/**
 * Whether to show the desktop version: the window is wider than 1000 px at the app's first
 * render and wider than 1024 px after resizes (spec §2). The server and the hydrating render
 * answer `false` (mobile-first markup; CSS lays out wide screens), then it re-renders with
 * the measured value.
 *
 * @example
 * function Header() {
 *   return useIsDesktop() ? <DesktopHeader /> : <MobileHeader />;
 * }
 */
export function useIsDesktop(store?: DesktopStore): boolean {
  const active = store ?? (typeof window === 'undefined' ? undefined : defaultStore());
  return useSyncExternalStore(
    active ? active.subscribe : noopSubscribe,
    active ? active.getSnapshot : serverSnapshot,
    serverSnapshot,
  );
}
