import '@atelier/ui-kit/styles.css';
import '@atelier/shop-shell/styles.css';
import './styles/app.css';

import { isChunkLoadError, withReloadMarker } from './errors/chunk-load-error.js';

// The server sent the whole page: the browser paints it first, then the app's code loads and
// hydrates it. Loading the code only after that paint keeps it off the first paint's path.
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function boot(): Promise<void> {
  await nextPaint();
  let startClient: () => Promise<void>;
  try {
    ({ startClient } = await import('./app/start-client.js'));
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    // A deployment replaced the app's chunk: load the page again once (spec §8 `reload=1`);
    // after that the server's page stays as it is, its links still work.
    const next = withReloadMarker(window.location.href);
    if (next !== null) window.location.replace(next);
    else console.error('[storefront] the app could not load', error);
    return;
  }
  await startClient();
}

void boot();
