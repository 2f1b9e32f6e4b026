import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy as frameContentSecurityPolicy } from '@atelier/app-frame/server';

import {
  contentSecurityPolicy,
  documentSecurityHeaders,
  integrationSources,
} from './security-headers.js';

// The policy is the frame's (its test parses it) over the storefront's integration sources.
function hosts(config: Parameters<typeof integrationSources>[0], directive: string): string[] {
  return integrationSources(config).flatMap(
    (sources) => (sources as Record<string, string[] | undefined>)[directive] ?? [],
  );
}

describe('contentSecurityPolicy', () => {
  it("is the frame's policy alone when no integration is configured", () => {
    expect(integrationSources({})).toEqual([]);
    expect(contentSecurityPolicy({})).toBe(frameContentSecurityPolicy());
  });

  it('adds the hosts of each configured integration', () => {
    const config = {
      gaMeasurementId: 'G-TEST123',
      channelTalkKey: 'plugin-key',
      kakaoJsKey: 'kakao-key',
      sentryDsn: 'https://public@o1.ingest.sentry.io/42',
    };
    expect(hosts(config, 'script-src')).toEqual([
      'https://www.googletagmanager.com',
      'https://cdn.channel.io',
      'https://t1.kakaocdn.net',
    ]);
    expect(hosts(config, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(hosts(config, 'connect-src')).toContain('wss://*.channel.io');
    expect(hosts(config, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(hosts(config, 'frame-src')).toEqual(['https://*.channel.io', 'https://*.kakao.com']);
    expect(contentSecurityPolicy(config)).toBe(
      frameContentSecurityPolicy(integrationSources(config)),
    );
  });

  it('ignores a malformed Sentry DSN', () => {
    expect(integrationSources({ sentryDsn: 'not a url' })).toEqual([]);
  });
});

describe('documentSecurityHeaders', () => {
  it('sends the policy with the other page headers, and no policy with the dev server', () => {
    const headers = documentSecurityHeaders({}, { dev: false });
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy({}));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(documentSecurityHeaders({}, { dev: true })['content-security-policy']).toBeUndefined();
  });
});
