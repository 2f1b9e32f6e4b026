import {
  chatMemberOf,
  createAnalytics,
  createChannelTalk,
  createKakaoSdk,
} from '@atelier/shop-shell';

import { startErrorReporting } from '../errors/start-error-reporting.js';
import type { PublicConfig } from './embedded-state.js';
import {
  currentIntegrations,
  offlineIntegrations,
  publishIntegrations,
  type Integrations,
} from './integrations.js';
import type { AppStore } from './store.js';

/**
 * Options of {@link startIntegrations}.
 *
 * @example
 * const options: StartIntegrationsOptions = { config: embedded.config, store };
 */
export interface StartIntegrationsOptions {
  config: PublicConfig;
  /** Chat boots with the logged-in member (id, name, mobile number), if any. */
  store: Pick<AppStore, 'getState'>;
}

/**
 * Boots the integrations once in the browser, after hydration (the entry calls it when idle,
 * so none of them delays rendering): error tracing, GA4 (no automatic page view; the root
 * route sends one per route change), the Kakao SDK and Channel Talk with the member. Keys
 * come from the embedded public config; missing keys leave an adapter off. Calling it again
 * answers the running set.
 *
 * @example
 * const { startIntegrations } = await import('./integrations-boot.js');
 * startIntegrations({ config: embedded?.config ?? {}, store });
 */
export function startIntegrations({ config, store }: StartIntegrationsOptions): Integrations {
  if (currentIntegrations() !== offlineIntegrations || typeof window === 'undefined') {
    return currentIntegrations();
  }
  const errors = startErrorReporting(config);
  const chat = createChannelTalk({
    pluginKey: config.channelTalkKey,
    toolbar: offlineIntegrations.toolbar,
  });
  chat.boot(chatMemberOf(store.getState().session.user));
  publishIntegrations({
    chat,
    kakao: createKakaoSdk({ appKey: config.kakaoJsKey }),
    analytics: createAnalytics({ measurementId: config.gaMeasurementId }),
    errors,
    toolbar: offlineIntegrations.toolbar,
  });
  return currentIntegrations();
}
