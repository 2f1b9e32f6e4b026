import {
  DEFAULT_LANG,
  normaliseLang,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Lang,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { AppConfig } from '../../config/env.js';
import type { Database, Transaction } from '../../db/database.js';
import type { MemberRow } from '../../db/schema/index.js';
import { HttpError, unauthorized } from '../../http/errors.js';
import { SessionStore, type SessionCarry, type SessionState } from './session-store.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIX = '/api/';

/**
 * True when the request is for the API: decided by the route the router matched (it has
 * already decoded the path, so `/%61pi/v1/login` is `/api/v1/login`), never by the raw URL.
 * A request no API route matched (a 404, or the storefront's catch-all in the gateway) counts
 * when its decoded path is under `/api/`, so its 404 speaks the session's language and an
 * unsafe method on it still needs the token.
 *
 * @example
 * if (!isApiRequest(request)) return;
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route?.startsWith(API_PREFIX)) return true;
  const pathname = request.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(pathname).startsWith(API_PREFIX);
  } catch {
    return false;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** Session language; `kr` until a session says otherwise. */
    lang: Lang;
    /** The live session, if the request carried one. */
    session: SessionState | null;
  }
  interface FastifyContextConfig {
    /** `false` exempts a route from the XSRF check (only `login-check`). */
    xsrf?: boolean;
  }
}

/** The logged-in member, or a 401. */
export function requireMember(request: FastifyRequest): MemberRow {
  const member = request.session?.member;
  if (!member) throw unauthorized();
  return member;
}

/**
 * Session cookies and XSRF: loads the session on every request that carries a cookie,
 * and refuses unsafe methods without a valid signed XSRF token (419).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig; db: Database }) => {
    const store = new SessionStore(
      opts.db,
      opts.config.sessionSecret,
      opts.config.sessionIdleMinutes,
    );
    app.decorate('sessions', store);
    app.decorateRequest('lang', DEFAULT_LANG);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      // Pages and static files served by the same process (the gateway) read the session
      // through the API themselves; only API calls load it here.
      if (!isApiRequest(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        request.session = await store.load(token);
        if (request.session) request.lang = normaliseLang(request.session.row.lang);
      }
      if (!UNSAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config?.xsrf === false) return;
      const header = request.headers[XSRF_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!request.session || !store.verifyXsrf(request.session.row.id, given)) {
        throw new HttpError(419, 'csrf');
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

function cookieOptions(config: AppConfig, httpOnly: boolean) {
  return { path: '/', sameSite: 'lax' as const, secure: config.cookieSecure, httpOnly };
}

/** Sets the session and XSRF cookies for `token` / `sessionId`. */
export function writeSessionCookies(
  app: FastifyInstance,
  config: AppConfig,
  reply: FastifyReply,
  token: string | null,
  sessionId: string,
): void {
  if (token) reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, true));
  reply.setCookie(XSRF_COOKIE, app.sessions.xsrfToken(sessionId), cookieOptions(config, false));
}

/** The session of this request, created (as a visitor) when there is none. */
export async function ensureSession(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionState> {
  if (request.session) return request.session;
  const { token, row } = await app.sessions.create({
    memberId: null,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  writeSessionCookies(app, config, reply, token, row.id);
  request.session = { row, member: null };
  return request.session;
}

/**
 * Replaces the session (login, logout, password change): a new id and cookie, the old
 * row deleted, language, currency and cart key carried over. The rows change inside
 * `tx`; the returned function sets the cookies once the transaction has committed.
 *
 * @example
 * const apply = await db.transaction((tx) => rotateSession(app, config, request, reply, member, tx));
 * apply();
 */
export async function rotateSession(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  member: MemberRow | null,
  tx: Transaction,
  carryOverride: SessionCarry = {},
): Promise<() => SessionState> {
  const previous = request.session?.row;
  if (previous) await app.sessions.destroy(previous.id, tx);
  const { token, row } = await app.sessions.create(
    {
      memberId: member?.id ?? null,
      carry: {
        lang: normaliseLang(previous?.lang),
        currency: previous?.currency === 'usd' ? 'usd' : 'krw',
        ...(previous ? { cartKey: previous.cartKey, gaClientId: previous.gaClientId } : {}),
        ...carryOverride,
      },
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    },
    tx,
  );
  return () => {
    writeSessionCookies(app, config, reply, token, row.id);
    request.session = { row, member };
    request.lang = normaliseLang(row.lang);
    return request.session;
  };
}
