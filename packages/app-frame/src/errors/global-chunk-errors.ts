import { isChunkLoadError } from './chunk-load-error.js';
import { isRouteChunkLoading } from './route-chunk-loads.js';

/**
 * The local-storage key of spec §8's marker: set when the 'updated, please refresh' alert
 * was shown, so a failure right after the reload shows nothing (and removes it).
 *
 * @example
 * localStorage.getItem(UPDATE_ALERT_MARKER_KEY); // '1' after the alert
 */
export const UPDATE_ALERT_MARKER_KEY = 'atelier/update-alert';

/**
 * What {@link handleGlobalChunkFailure} needs.
 *
 * @example
 * const deps: GlobalChunkFailureDeps = { storage: localStorage, alert: (m) => dialogs.alert(m), reload: () => location.reload(), message };
 */
export interface GlobalChunkFailureDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  alert: (message: string) => Promise<void> | void;
  reload: () => void;
  /** '업데이트된 내용이 있습니다. 새로고침 해주세요.' (translated). */
  message: string;
}

/**
 * Spec §8 "dynamic module load failure (global)": with the marker set, removes it and shows
 * nothing (answers `false`); otherwise sets it, shows the alert, then reloads the page
 * (answers `true` once the alert was closed).
 *
 * @example
 * await handleGlobalChunkFailure({ storage: localStorage, alert, reload: () => location.reload(), message });
 */
export async function handleGlobalChunkFailure(deps: GlobalChunkFailureDeps): Promise<boolean> {
  const { storage } = deps;
  try {
    if (storage?.getItem(UPDATE_ALERT_MARKER_KEY)) {
      storage.removeItem(UPDATE_ALERT_MARKER_KEY);
      return false;
    }
    storage?.setItem(UPDATE_ALERT_MARKER_KEY, '1');
  } catch {
    // storage blocked: still tell the visitor, once per page (see the installer)
  }
  await deps.alert(deps.message);
  deps.reload();
  return true;
}

/**
 * Listens for chunk failures outside route loading — Vite's `vite:preloadError` event and
 * unhandled rejections of dynamic imports — and runs {@link handleGlobalChunkFailure} at
 * most once per page. Failures while a route chunk loads are left to the router's rule.
 * Answers the function that removes the listeners.
 *
 * @example
 * installGlobalChunkErrorHandler(window, { storage: localStorage, alert, reload, message });
 */
export function installGlobalChunkErrorHandler(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  deps: GlobalChunkFailureDeps,
): () => void {
  let handled = false;
  const handle = () => {
    if (handled || isRouteChunkLoading()) return;
    handled = true;
    void handleGlobalChunkFailure(deps);
  };
  const onPreloadError = () => handle();
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) handle();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
