import type { SessionEnvironment, StorageLike } from './session-environment.js';

/**
 * The browser's `localStorage`, or `null` during SSR or when the browser refuses it
 * (storage disabled, some private modes).
 *
 * @example
 * browserStorage()?.getItem('pinia/session/language');
 */
export function browserStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * A {@link SessionEnvironment} on the browser's own APIs: `location.assign`,
 * `location.reload`, `window.confirm`, `window.alert` and `localStorage`. Pass `overrides`
 * to show the shop's own dialogs. Safe to call during SSR: page loads do nothing there,
 * `confirm` answers `false`, `alert` resolves at once and `storage` is `null`.
 *
 * @example
 * const env = createBrowserEnvironment({
 *   alert: (message, { title }) => openDialog({ title, message }),
 * });
 */
export function createBrowserEnvironment(
  overrides: Partial<SessionEnvironment> = {},
): SessionEnvironment {
  const hasWindow = typeof window !== 'undefined';
  return {
    navigate(url) {
      if (hasWindow) window.location.assign(url);
    },
    reload() {
      if (hasWindow) window.location.reload();
    },
    confirm(message) {
      return Promise.resolve(
        hasWindow && typeof window.confirm === 'function' && window.confirm(message),
      );
    },
    alert(message) {
      if (hasWindow && typeof window.alert === 'function') window.alert(message);
      return Promise.resolve();
    },
    storage: browserStorage(),
    ...overrides,
  };
}
