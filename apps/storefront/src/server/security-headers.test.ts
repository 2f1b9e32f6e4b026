import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, documentSecurityHeaders } from './security-headers.js';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts, connections and frames from this origin only when no integration is configured', () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('adds the hosts of each configured integration, once', () => {
    const policy = directives(
      contentSecurityPolicy({
        gaMeasurementId: 'G-TEST123',
        channelTalkKey: 'plugin-key',
        kakaoJsKey: 'kakao-key',
        sentryDsn: 'https://public@o1.ingest.sentry.io/42',
      }),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://cdn.channel.io',
      'https://t1.kakaocdn.net',
    ]);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['connect-src']).toContain('wss://*.channel.io');
    expect(policy['connect-src']).toContain('https://o1.ingest.sentry.io');
    expect(policy['frame-src']).toEqual(["'self'", 'https://*.channel.io', 'https://*.kakao.com']);
    expect(new Set(policy['connect-src']).size).toBe(policy['connect-src']!.length);
  });

  it('ignores a malformed Sentry DSN', () => {
    expect(directives(contentSecurityPolicy({ sentryDsn: 'not a url' }))['connect-src']).toEqual([
      "'self'",
    ]);
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
