/**
 * Desktop when the window is wider than this at the app's first render (spec §2, §9).
 *
 * @example
 * isDesktopWidth(1010, 'initial'); // true
 */
export const DESKTOP_INITIAL_MIN_WIDTH = 1000;

/**
 * Desktop when the window is wider than this after the first render (resizes).
 *
 * @example
 * isDesktopWidth(1010, 'resize'); // false
 */
export const DESKTOP_MIN_WIDTH = 1024;

/**
 * Whether `width` counts as desktop: wider than 1000 px at first render, 1024 px after.
 *
 * @example
 * isDesktopWidth(1000, 'initial'); // false
 * isDesktopWidth(1025, 'resize'); // true
 */
export function isDesktopWidth(width: number, phase: 'initial' | 'resize'): boolean {
  return width > (phase === 'initial' ? DESKTOP_INITIAL_MIN_WIDTH : DESKTOP_MIN_WIDTH);
}

/**
 * A subscribable desktop flag for one window (see {@link createDesktopStore}).
 *
 * @example
 * const store: DesktopStore = createDesktopStore(window);
 */
export interface DesktopStore {
  getSnapshot(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * The desktop flag of `win`: measured once with the 1000 px rule when created, then with
 * the 1024 px rule on every resize.
 *
 * @example
 * const store = createDesktopStore(window);
 * store.subscribe(() => console.warn(store.getSnapshot()));
 */
export function createDesktopStore(
  win: Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'>,
): DesktopStore {
  let desktop = isDesktopWidth(win.innerWidth, 'initial');
  const listeners = new Set<() => void>();
  const onResize = () => {
    const next = isDesktopWidth(win.innerWidth, 'resize');
    if (next === desktop) return;
    desktop = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => desktop,
    subscribe(listener) {
      if (listeners.size === 0) win.addEventListener('resize', onResize);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('resize', onResize);
      };
    },
  };
}
