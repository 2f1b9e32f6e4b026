import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers every API answer carries: no MIME sniffing, never framed, no document
 * capabilities (a JSON answer opened as a page runs nothing), no referrer, and in production
 * HSTS for a year (not `includeSubDomains`: other hosts of the brand are not ours to pin).
 * Pages served by the same process (the gateway) replace the policy and framing headers
 * with their own.
 */
export function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    ...(production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** Sets {@link apiSecurityHeaders} on every answer, before anything else can fail. */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    const headers = apiSecurityHeaders(opts.production);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
