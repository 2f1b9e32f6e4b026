/**
 * Hosts an app's integration adds to directives of the policy (an app's hook answers one per
 * configured integration).
 *
 * @example
 * const ga: CspSources = { 'script-src': ['https://www.googletagmanager.com'] };
 */
export type CspSources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * A Content-Security-Policy directive the frame writes.
 *
 * @example
 * const directive: CspDirective = 'script-src';
 */
export type CspDirective =
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
 * The `Content-Security-Policy` of an app's pages: scripts only from this origin (the page
 * has no inline script; the embedded state is `type="application/json"`, which never runs),
 * plus the hosts the app's configured integrations add (`sources`). Styles allow inline
 * attributes (icons' mask variables, sanitised CMS styles); images any HTTPS host (CMS and
 * Instagram media) and `blob:` (previews of the photos picked for a review or a return); no plugins, no `<base>`, forms post only here, framed only by this origin.
 *
 * @example
 * contentSecurityPolicy([{ 'script-src': ['https://www.googletagmanager.com'] }]);
 * // "default-src 'self'; script-src 'self' https://www.googletagmanager.com; …"
 */
export function contentSecurityPolicy(sources: readonly CspSources[] = []): string {
  const policy: Record<CspDirective, string[]> = {
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
  for (const extra of sources) {
    for (const [directive, hosts] of Object.entries(extra) as [CspDirective, string[]][]) {
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
 * reply.headers(documentSecurityHeaders(sources, { dev: false }));
 */
export function documentSecurityHeaders(
  sources: readonly CspSources[],
  { dev }: { dev: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (!dev) headers['content-security-policy'] = contentSecurityPolicy(sources);
  return headers;
}
