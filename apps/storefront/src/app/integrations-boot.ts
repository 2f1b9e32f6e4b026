import { startIntegrations, type Integrations } from '@atelier/shop-shell';

import { startErrorReporting } from '../errors/start-error-reporting.js';
import type { PublicConfig } from './embedded-state.js';
import type { AppStore } from '../shared/store/store.js';

/**
 * Options of {@link bootIntegrations}.
 */
export interface BootIntegrationsOptions {
  config: PublicConfig;
  /** Chat boots with the logged-in member (id, name, mobile number), if any. */
  store: Pick<AppStore, 'getState'>;
}

/**
 * The storefront's integrations boot, a chunk of its own that the entry loads only when a
 * key is configured, when idle after hydration: error tracing (the app's reporter), then
 * shop-shell's `startIntegrations` with the member. Calling it again answers the running set.
 */
export function bootIntegrations({ config, store }: BootIntegrationsOptions): Integrations {
  return startIntegrations({
    keys: config,
    member: store.getState().session.user,
    errors: startErrorReporting(config),
  });
}
