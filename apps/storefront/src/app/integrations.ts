import {
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

import type { PublicConfig } from './embedded-state.js';

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
}

// Pure (no browser access): safe on the server, where nothing ever toggles it.
const toolbar = createToolbarVisibility();

/**
 * Every adapter off (no key configured, or not booted yet); the toolbar flag still works.
 *
 * @example
 * offlineIntegrations.chat.enabled; // false
 */
export const offlineIntegrations: Integrations = {
  chat: createOfflineChat(),
  kakao: createOfflineKakaoSdk(),
  analytics: createOfflineAnalytics(),
  errors: createOfflineErrorReporter(),
  toolbar,
};

let current: Integrations = offlineIntegrations;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
const serverSnapshot = () => offlineIntegrations;

/**
 * The running set: the offline one until `startIntegrations` (in `integrations-boot.ts`, a
 * chunk of its own that loads only when a key is configured) replaced it.
 *
 * @example
 * currentIntegrations().analytics.enabled; // false until booted
 */
export function currentIntegrations(): Integrations {
  return current;
}

/**
 * Replaces the running set once (the boot module calls it); components re-render.
 *
 * @example
 * publishIntegrations({ ...offlineIntegrations, analytics: createAnalytics({ measurementId }) });
 */
export function publishIntegrations(next: Integrations): void {
  if (current !== offlineIntegrations) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Whether any integration has a key: without one, the boot module is never loaded.
 *
 * @example
 * integrationsConfigured({ gaMeasurementId: 'G-XXXX' }); // true
 * integrationsConfigured({}); // false
 */
export function integrationsConfigured(config: PublicConfig): boolean {
  return Boolean(
    config.channelTalkKey || config.kakaoJsKey || config.gaMeasurementId || config.sentryDsn,
  );
}

/**
 * The integrations for components: the offline set on the server and until
 * `startIntegrations` ran, then the booted one (components re-render once).
 *
 * @example
 * const { analytics } = useIntegrations();
 * usePageViews(analytics, useLocation());
 */
export function useIntegrations(): Integrations {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
