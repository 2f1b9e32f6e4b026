import type { PublicConfig } from '../app/embedded-state.js';

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/**
 * The sources each configured integration needs (brief §6), added only when its key is set.
 * Sentry is bundled (no script host): only its DSN's origin is reached.
 */
function integrationSources(config: PublicConfig): Partial<Record<Directive, string[]>>[] {
  const sources: Partial<Record<Directive, string[]>>[] = [];
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
 * The `Content-Security-Policy` of the shop's pages: scripts only from this origin (the page
 * has no inline script; the embedded state is `type="application/json"`, which never runs),
 * plus the hosts of the integrations whose keys are configured. Styles allow inline
 * attributes (icons' mask variables, sanitised CMS styles); images any HTTPS host (CMS and
 * Instagram media) and `blob:` (previews of the photos picked for a review or a return); no plugins, no `<base>`, forms post only here, framed only by this origin.
 *
 * @example
 * contentSecurityPolicy({ gaMeasurementId: 'G-TEST123' });
 * // "default-src 'self'; script-src 'self' https://www.googletagmanager.com; …"
 */
export function contentSecurityPolicy(config: PublicConfig): string {
  const policy: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  for (const extra of integrationSources(config)) {
    for (const [directive, hosts] of Object.entries(extra) as [Directive, string[]][]) {
      for (const host of hosts) if (!policy[directive].includes(host)) policy[directive].push(host);
    }
  }
  return Object.entries(policy)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers of every HTML page: the CSP above (left out with Vite's dev server, whose React
 * refresh preamble is an inline script), no MIME sniffing, no full URLs to other sites,
 * no framing by other sites (also for browsers without `frame-ancestors`), and no access
 * to the camera, microphone or location.
 *
 * @example
 * reply.headers(documentSecurityHeaders(config, { dev: false }));
 */
export function documentSecurityHeaders(
  config: PublicConfig,
  { dev }: { dev: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (!dev) headers['content-security-policy'] = contentSecurityPolicy(config);
  return headers;
}
