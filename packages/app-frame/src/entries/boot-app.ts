import { serverPagePainted } from '../app/paint-first.js';
import { isChunkLoadError, withReloadMarker } from '../errors/chunk-load-error.js';

/**
 * Options of {@link bootApp}.
 *
 * @example
 * const options: BootAppOptions = { paintFirst: false };
 */
export interface BootAppOptions {
  /**
   * Wait for the server's page to paint before the app's code loads (default). An app whose
   * code the HTML already preloads (`preloadApp`) and whose page is of no use before it runs
   * (the operator console) starts at once instead: the wait is only idle main-thread time.
   */
  paintFirst?: boolean;
}

/**
 * An app's client entry, after its styles: the browser paints the server's page first (with
 * its largest image), then the app's code loads and hydrates it (see {@link BootAppOptions}). When a deployment replaced
 * the app's chunk, the page loads again once (spec §8 `reload=1`); after that the server's
 * page stays as it is, its links still work.
 *
 * @example
 * // src/entry-client.tsx
 * import './styles/app.css';
 * void bootApp(() => import('./app/start-client.js'));
 */
export async function bootApp(
  load: () => Promise<{ startClient(): Promise<void> }>,
  options: BootAppOptions = {},
): Promise<void> {
  if (options.paintFirst !== false) await serverPagePainted(document);
  let startClient: () => Promise<void>;
  try {
    ({ startClient } = await load());
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    const next = withReloadMarker(window.location.href);
    if (next !== null) window.location.replace(next);
    else console.error('[app-frame] the app could not load', error);
    return;
  }
  await startClient();
}
