import { startApp } from '@atelier/app-frame';

import { CONSOLE_LABELS } from '../shared/console-labels.js';
import type { ConsoleConfig, ConsoleHints } from '../server/console-config.js';
import { createRoutes } from './create-routes.js';

/**
 * Starts the operator console in the browser (the frame's `startApp`).
 */
export function startClient(): Promise<void> {
  return startApp<ConsoleConfig, ConsoleHints>({
    createRoutes,
    labels: {
      appUpdated: CONSOLE_LABELS.appUpdated,
      chunkLoadFailed: CONSOLE_LABELS.chunkLoadFailed,
    },
    defaultHints: () => ({ host: window.location.host }),
    reportError: (error) => console.error('[admin]', error),
  });
}
