import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A weak ETag for a JSON body or for a cheap version key.
 *
 * @example
 * etagOf('{"a":1}'); // 'W/"…"'
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
 * Fast path for handlers that can tell their version without building the body:
 * sets the ETag and answers 304 when it matches. Returns true when it answered.
 *
 * @example
 * const etag = etagOf(`notice:${version}:${request.url}`);
 * if (answerNotModified(request, reply, etag)) return reply;
 */
export function answerNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request, etag)) return false;
  reply.code(304).send();
  return true;
}

/**
 * Every successful GET JSON answer gets an ETag (hash of the body unless the route
 * set one); a matching If-None-Match turns it into an empty 304.
 */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
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
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
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
