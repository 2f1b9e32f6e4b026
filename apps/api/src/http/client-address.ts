import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { onRequestHookHandler } from 'fastify';

import { addressMatcher, isLoopback } from '../config/trusted-proxies.js';

/**
 * The header with which the storefront's server rendering in this process proves that its
 * `X-Forwarded-For` is the visitor's address (the gateway passes `app.forwardingKey` on).
 */
export const FORWARDING_KEY_HEADER = 'x-atelier-forwarding-key';

/** How the server decides a request's address; see {@link createClientAddress}. */
export interface ClientAddress {
  /** Random per process; known only to code running in it. */
  forwardingKey: string;
  /** Fastify's `trustProxy`: which hops of `X-Forwarded-For` to walk back through. */
  trustProxy: (address: string, hop: number) => boolean;
  /** The first `onRequest` hook: drops forwarded headers nobody trusted may send. */
  onRequest: onRequestHookHandler;
}

function keyMatches(given: string | string[] | undefined, key: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buffer = Buffer.from(given);
  return buffer.length === key.length && timingSafeEqual(buffer, key);
}

/**
 * `request.ip` from forwarded headers only where they can be trusted:
 * - from a `TRUST_PROXY` proxy, the address it added (the right-most of `X-Forwarded-For`),
 *   walking further left only through other listed proxies;
 * - from this host, only a request with the process's forwarding key (the storefront's
 *   server rendering), and only the last hop it sends;
 * - from anyone else, loopback included, the socket address: `X-Forwarded-For`,
 *   `X-Forwarded-Host` and `X-Forwarded-Proto` are removed before anything reads them.
 */
export function createClientAddress(trustedProxies: string[]): ClientAddress {
  const isProxy = addressMatcher(trustedProxies);
  const forwardingKey = randomBytes(32).toString('base64url');
  const key = Buffer.from(forwardingKey);
  return {
    forwardingKey,
    trustProxy: (address, hop) => isProxy(address) || (hop === 0 && isLoopback(address)),
    onRequest(request, _reply, done) {
      const headers = request.raw.headers;
      const given = headers[FORWARDING_KEY_HEADER];
      delete headers[FORWARDING_KEY_HEADER];
      const socket = request.raw.socket?.remoteAddress;
      if (isProxy(socket)) return done();
      delete headers['x-forwarded-host'];
      delete headers['x-forwarded-proto'];
      const forwarded = headers['x-forwarded-for'];
      if (isLoopback(socket) && keyMatches(given, key) && typeof forwarded === 'string') {
        headers['x-forwarded-for'] = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
      } else {
        delete headers['x-forwarded-for'];
      }
      done();
    },
  };
}
