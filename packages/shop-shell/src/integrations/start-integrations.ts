import type { SessionUser } from '@atelier/contracts';

import { createAnalytics } from './analytics.js';
import { chatMemberOf, createChannelTalk } from './channel-talk.js';
import type { ErrorReporter } from './error-reporter.js';
import {
  currentIntegrations,
  offlineIntegrations,
  publishIntegrations,
  type IntegrationKeys,
  type Integrations,
} from './integration-registry.js';
import { createKakaoSdk } from './kakao-sdk.js';

/**
 * Options of {@link startIntegrations}.
 *
 * @example
 * const options: StartIntegrationsOptions = { keys: config, member: user, errors };
 */
export interface StartIntegrationsOptions {
  keys: IntegrationKeys;
  /** Chat boots with the logged-in member (id, name, mobile number), if any. */
  member?: Pick<SessionUser, 'mb_id' | 'mb_name' | 'mb_hp'> | null;
  /** The app's error reporter (it also reports the app's own errors); default off. */
  errors?: ErrorReporter;
}

/**
 * Boots the integrations once in the browser, after hydration (call it when idle, from a
 * chunk of its own loaded only when {@link integrationsConfigured}): GA4 (no automatic page
 * view; the app sends one per route change with `usePageViews`), the Kakao SDK and Channel
 * Talk with the member. Missing keys leave an adapter off. Calling it again answers the
 * running set; the chrome re-renders once with it.
 *
 * @example
 * const { startIntegrations } = await import('./integrations-boot.js');
 * startIntegrations({ keys: config, member: store.getState().session.user, errors });
 */
export function startIntegrations({
  keys,
  member,
  errors,
}: StartIntegrationsOptions): Integrations {
  if (currentIntegrations() !== offlineIntegrations || typeof window === 'undefined') {
    return currentIntegrations();
  }
  const chat = createChannelTalk({
    pluginKey: keys.channelTalkKey,
    toolbar: offlineIntegrations.toolbar,
  });
  chat.boot(chatMemberOf(member));
  publishIntegrations({
    chat,
    kakao: createKakaoSdk({ appKey: keys.kakaoJsKey }),
    analytics: createAnalytics({ measurementId: keys.gaMeasurementId }),
    errors: errors ?? offlineIntegrations.errors,
    toolbar: offlineIntegrations.toolbar,
  });
  return currentIntegrations();
}
