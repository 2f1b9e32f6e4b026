import {
  contentSecurityPolicy as frameContentSecurityPolicy,
  documentSecurityHeaders as frameDocumentSecurityHeaders,
  type CspSources,
} from '@atelier/app-frame/server';

import type { PublicConfig } from '../app/embedded-state.js';

/**
 * The sources each configured integration needs (brief §6), added only when its key is set.
 * Sentry is bundled (no script host): only its DSN's origin is reached.
 */
export function integrationSources(config: PublicConfig): CspSources[] {
  const sources: CspSources[] = [];
  if (config.gaMeasurementId) {
    sources.push({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ],
    });
  }
  if (config.channelTalkKey) {
    sources.push({
      'script-src': ['https://cdn.channel.io'],
      'connect-src': ['https://*.channel.io', 'wss://*.channel.io'],
      'frame-src': ['https://*.channel.io'],
      'font-src': ['https://cf.channel.io'],
    });
  }
  if (config.kakaoJsKey) {
    sources.push({
      'script-src': ['https://t1.kakaocdn.net'],
      'connect-src': ['https://*.kakao.com'],
      'frame-src': ['https://*.kakao.com'],
    });
  }
  if (config.kakaoPostcode) {
    // The postcode script, and the search it shows in a frame and popup.
    sources.push({
      'script-src': ['https://t1.kakaocdn.net', 'https://t1.daumcdn.net'],
      'frame-src': ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net'],
    });
  }
  if (config.tossPayments) {
    // Toss Payments v2's standard SDK and its payment window.
    sources.push({
      'script-src': ['https://js.tosspayments.com'],
      'connect-src': ['https://*.tosspayments.com'],
      'frame-src': ['https://*.tosspayments.com'],
    });
  }
  if (config.sentryDsn) {
    try {
      sources.push({ 'connect-src': [new URL(config.sentryDsn).origin] });
    } catch {
      // A malformed DSN leaves the reporter off (error-reporting.ts); nothing to allow.
    }
  }
  return sources;
}

/**
 * The storefront's `Content-Security-Policy`: the frame's, with the hosts of the integrations
 * whose keys are configured.
 */
export function contentSecurityPolicy(config: PublicConfig): string {
  return frameContentSecurityPolicy(integrationSources(config));
}

/**
 * The frame's headers of every HTML page, with the storefront's policy.
 */
export function documentSecurityHeaders(
  config: PublicConfig,
  options: { dev: boolean },
): Record<string, string> {
  return frameDocumentSecurityHeaders(integrationSources(config), options);
}
