import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A weak ETag for a JSON body or for a cheap version key.
 */
export function etagOf(value: string | Buffer): string {
  return `W/"${createHash('sha1').update(value).digest('base64url')}"`;
}

/** True when the request's If-None-Match names `etag` (or `*`). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === etag.slice(2) || `W/${t}` === etag);
}

/**
 * The `Cache-Control` of public answers (catalog, notices, shell, translations, CMS): the
 * browser may keep one but asks again with its ETag before reusing it. `private`, since they
 * follow the session's language and currency, which a shared cache cannot see.
 */
export const PUBLIC_ANSWER_CACHE = 'private, no-cache';

/**
 * Marks an answer as public ({@link PUBLIC_ANSWER_CACHE}): it gets an ETag and 304s. Every
 * other API answer is `no-store` (the session's own data: cart, orders, account...).
 */
export function publicAnswer(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_ANSWER_CACHE);
}

/**
 * Fast path for public answers whose handlers can tell their version without building the
 * body: marks the answer public, sets the ETag and answers 304 when it matches. Returns true
 * when it answered.
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  publicAnswer(reply);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request, etag)) return false;
  reply.code(304).send();
  return true;
}

/**
 * Caching of answers. Under `/api/` an answer is `no-store` unless its route marked it public
 * ({@link publicAnswer}): most answers depend on the session (the member, the cart, the
 * orders a guest placed), and no cache, the browser's included, may keep those; they get no
 * ETag, as nothing may keep them to revalidate. Every other successful GET JSON answer gets an
 * ETag (hash of the body unless the route set one), and a matching If-None-Match turns it into
 * an empty 304.
 */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/')) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        if (reply.getHeader('cache-control') !== PUBLIC_ANSWER_CACHE) {
          reply.removeHeader('etag');
          return payload;
        }
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !type.includes('application/json')) return payload;
      let etag = reply.getHeader('etag');
      if (typeof etag !== 'string') {
        etag = etagOf(payload);
        reply.header('etag', etag);
      }
      if (!reply.hasHeader('cache-control')) publicAnswer(reply);
      if (matchesIfNoneMatch(request, etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'etag' },
);
