import '@atelier/ui-kit/styles.css';
import '@atelier/shop-shell/styles.css';
import '@atelier/commerce-ui/styles.css';
import './styles/app.css';

import { parseWithoutEval } from '@atelier/contracts/jitless';

import { isChunkLoadError, withReloadMarker } from './errors/chunk-load-error.js';

// Before any of the app's code builds a zod schema: the page's Content-Security-Policy allows
// no eval, and zod's probe for it would be reported as a violation (decision 0010).
parseWithoutEval();

// Longest wait for the first paint before starting anyway (a browser without paint timing,
// a page opened in a background tab, which does not paint until shown).
const FIRST_PAINT_WAIT_MS = 1500;

// The server sent the whole page: the browser paints it first, then the app's code loads and
// hydrates it. Loading the code only after that paint keeps it off the first paint's path.
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : null;
    const timer = setTimeout(
      () => done(),
      document.visibilityState === 'hidden' ? 0 : FIRST_PAINT_WAIT_MS,
    );
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer?.observe({ type: 'paint', buffered: true });
  });
}

async function boot(): Promise<void> {
  await firstContentfulPaint();
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
