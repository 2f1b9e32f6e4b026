import '@atelier/ui-kit/styles.css';
import '@atelier/shop-shell/styles.css';
import '@atelier/commerce-ui/styles.css';
import './styles/app.css';

import { parseWithoutEval } from '@atelier/contracts/jitless';

import { serverPagePainted } from './app/paint-first.js';
import { isChunkLoadError, withReloadMarker } from './errors/chunk-load-error.js';

// Before any of the app's code builds a zod schema: the page's Content-Security-Policy allows
// no eval, and zod's probe for it would be reported as a violation (decision 0010).
parseWithoutEval();

async function boot(): Promise<void> {
  // The server sent the whole page: the browser paints it first (with its largest image), then
  // the app's code loads and hydrates it, off the largest paint's path.
  await serverPagePainted(document);
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
