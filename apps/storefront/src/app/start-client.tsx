import { startApp } from '@atelier/app-frame';
import { integrationsConfigured } from '@atelier/shop-shell';

import { reportError } from '../errors/error-reporting.js';
import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import { createRoutes } from './create-routes.js';
import type { PublicConfig } from './embedded-state.js';
import type { PageHints } from './page-hints.js';

/**
 * Starts the storefront in the browser (the frame's `startApp`): its routes, the frame's
 * chunk-failure messages, the error reporter, and the third-party adapters, a chunk of their
 * own loaded when idle after hydration and only when a key is configured.
 */
export function startClient(): Promise<void> {
  return startApp<PublicConfig, PageHints>({
    createRoutes,
    labels: { appUpdated: FRAME_LABELS.appUpdated, chunkLoadFailed: FRAME_LABELS.chunkLoadFailed },
    defaultHints: () => ({ device: 'unknown', host: window.location.host }),
    reportError,
    afterStart: ({ config = {}, store }) => {
      if (!integrationsConfigured(config)) return;
      const idle =
        window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      idle(() => {
        import('./integrations-boot.js')
          .then(({ bootIntegrations }) => bootIntegrations({ config, store }))
          .catch((error: unknown) =>
            console.warn('[storefront] integrations did not start', error),
          );
      });
    },
  });
}
