import { serverPagePainted } from '../app/paint-first.js';
import { isChunkLoadError, withReloadMarker } from '../errors/chunk-load-error.js';

/**
 * An app's client entry, after its styles: the browser paints the server's page first (with
 * its largest image), then the app's code loads and hydrates it. When a deployment replaced
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
): Promise<void> {
  await serverPagePainted(document);
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
