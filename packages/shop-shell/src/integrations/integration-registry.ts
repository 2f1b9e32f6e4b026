import { useSyncExternalStore } from 'react';

import { createToolbarVisibility, type ToolbarVisibility } from '../toolbar/toolbar-visibility.js';
import type { Analytics } from './analytics.js';
import type { ChatAdapter } from './channel-talk.js';
import type { ErrorReporter } from './error-reporter.js';
import type { KakaoSdk } from './kakao-sdk.js';
import {
  createOfflineAnalytics,
  createOfflineChat,
  createOfflineErrorReporter,
  createOfflineKakaoSdk,
} from './offline-adapters.js';

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
 * The public keys of the integrations; a missing key turns that adapter off.
 *
 * @example
 * const keys: IntegrationKeys = { gaMeasurementId: 'G-XXXX' };
 */
export interface IntegrationKeys {
  /** Channel Talk plugin key. */
  channelTalkKey?: string | undefined;
  /** Kakao JavaScript key. */
  kakaoJsKey?: string | undefined;
  /** GA4 measurement ID. */
  gaMeasurementId?: string | undefined;
  /** Sentry DSN. */
  sentryDsn?: string | undefined;
}

/**
 * The running set: the offline one until {@link startIntegrations} (load it lazily, in a
 * chunk of its own, only when a key is configured) replaced it.
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
export function integrationsConfigured(keys: IntegrationKeys): boolean {
  return Boolean(keys.channelTalkKey || keys.kakaoJsKey || keys.gaMeasurementId || keys.sentryDsn);
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
