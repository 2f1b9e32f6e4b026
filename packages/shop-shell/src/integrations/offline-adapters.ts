// The adapters' offline fakes, in a module of their own: an app that starts with every
// integration off needs these, not the real adapters' code.
import type { Analytics } from './analytics.js';
import type { ChatAdapter } from './channel-talk.js';
import type { ErrorReporter } from './error-reporter.js';
import type { KakaoSdk } from './kakao-sdk.js';

/**
 * Analytics that do nothing (off, SSR, tests).
 *
 * @example
 * createOfflineAnalytics().pageView({ path: '/' }); // nothing happens
 */
export function createOfflineAnalytics(): Analytics {
  return { enabled: false, pageView() {}, event() {} };
}

/**
 * A chat adapter that does nothing (chat off, SSR, tests).
 *
 * @example
 * const chat = createOfflineChat();
 * chat.enabled; // false
 */
export function createOfflineChat(): ChatAdapter {
  return { enabled: false, boot() {}, show() {}, hide() {}, shutdown() {} };
}

/**
 * Error tracing that does nothing (off, SSR, tests).
 *
 * @example
 * createOfflineErrorReporter().captureException(new Error('x')); // nothing happens
 */
export function createOfflineErrorReporter(): ErrorReporter {
  return { enabled: false, captureException() {}, ready: async () => false };
}

/**
 * A Kakao SDK that does nothing (off, SSR, tests).
 *
 * @example
 * await createOfflineKakaoSdk().load(); // null
 */
export function createOfflineKakaoSdk(): KakaoSdk {
  return {
    enabled: false,
    load: async () => null,
    loginWithPopup: async () => 'disabled',
  };
}
