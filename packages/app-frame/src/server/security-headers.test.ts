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
  it('allows scripts, connections and frames from this origin only without sources', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it("adds an app's sources, each host once", () => {
    const policy = directives(
      contentSecurityPolicy([
        { 'script-src': ['https://cdn.example'], 'connect-src': ['https://*.example'] },
        { 'script-src': ['https://cdn.example', 'https://js.pay.example'] },
      ]),
    );
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://cdn.example',
      'https://js.pay.example',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://*.example']);
  });
});

describe('documentSecurityHeaders', () => {
  it('sends the policy and the fixed headers; leaves the policy out in development', () => {
    const headers = documentSecurityHeaders([], { dev: false });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(documentSecurityHeaders([], { dev: true })['content-security-policy']).toBeUndefined();
  });
});
