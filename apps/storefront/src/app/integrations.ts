import {
  chatMemberOf,
  createAnalytics,
  createChannelTalk,
  createKakaoSdk,
  createOfflineAnalytics,
  createOfflineChat,
  createOfflineErrorReporter,
  createOfflineKakaoSdk,
  createToolbarVisibility,
  type Analytics,
  type ChatAdapter,
  type ErrorReporter,
  type KakaoSdk,
  type ToolbarVisibility,
} from '@atelier/shop-shell';
import { useSyncExternalStore } from 'react';

import { startErrorReporting } from '../errors/error-reporting.js';
import type { PublicConfig } from './embedded-state.js';
import type { AppStore } from './store.js';

/**
 * The third-party adapters of brief §6 as the shell uses them: chat (Channel Talk), Kakao
 * SDK, analytics (GA4) and error tracing (Sentry), plus the bottom toolbar's visibility flag
 * that the chat widget drives. Each is an offline no-op until its key is configured.
 *
 * @example
 * const { chat, toolbar } = useIntegrations();
 * <BottomToolbar visibility={toolbar} onChat={chat.enabled ? chat.show : undefined} />
 */
export interface Integrations {
  chat: ChatAdapter;
  kakao: KakaoSdk;
  analytics: Analytics;
  errors: ErrorReporter;
  toolbar: ToolbarVisibility;
  /** The public config they were started with (`{}` until then): old-brand overlay hosts too. */
  config: PublicConfig;
}

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

// Pure (no browser access): safe on the server, where nothing ever toggles it.
const toolbar = createToolbarVisibility();

const offline: Integrations = {
  chat: createOfflineChat(),
  kakao: createOfflineKakaoSdk(),
  analytics: createOfflineAnalytics(),
  errors: createOfflineErrorReporter(),
  toolbar,
  config: {},
};

let current: Integrations = offline;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
const serverSnapshot = () => offline;

/**
 * Boots the integrations once in the browser, after hydration (the entry calls it when idle,
 * so none of them delays rendering): error tracing, GA4 (no automatic page view; the root
 * route sends one per route change), the Kakao SDK and Channel Talk with the member. Keys
 * come from the embedded public config; missing keys leave an adapter off. Calling it again
 * answers the running set.
 *
 * @example
 * idle(() => startIntegrations({ config: embedded?.config ?? {}, store }));
 */
export function startIntegrations({ config, store }: StartIntegrationsOptions): Integrations {
  if (current !== offline || typeof window === 'undefined') return current;
  const errors = startErrorReporting(config);
  const chat = createChannelTalk({ pluginKey: config.channelTalkKey, toolbar });
  chat.boot(chatMemberOf(store.getState().session.user));
  current = {
    chat,
    kakao: createKakaoSdk({ appKey: config.kakaoJsKey }),
    analytics: createAnalytics({ measurementId: config.gaMeasurementId }),
    errors,
    toolbar,
    config,
  };
  for (const listener of [...listeners]) listener();
  return current;
}

/**
 * The integrations for components: the offline set on the server and until
 * {@link startIntegrations} ran, then the booted one (components re-render once).
 *
 * @example
 * const { analytics } = useIntegrations();
 * usePageViews(analytics, useLocation());
 */
export function useIntegrations(): Integrations {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
