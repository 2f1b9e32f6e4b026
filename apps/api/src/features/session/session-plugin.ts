import {
  DEFAULT_LANG,
  normaliseCurrency,
  normaliseLang,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Currency,
  type Lang,
} from '@atelier/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { AppConfig } from '../../config/env.js';
import type { Database, Transaction } from '../../db/database.js';
import type { MemberRow, SessionRow } from '../../db/schema/index.js';
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
    /**
     * The XSRF check, by default on unsafe methods only: `false` exempts an unsafe route (only
     * `login-check`), `true` requires it on a GET that changes state (the notification read-at).
     */
    xsrf?: boolean;
  }
}

/**
 * The session's currency (prices are shown and filtered in it); `krw` until a session says
 * otherwise.
 */
export function sessionCurrency(request: FastifyRequest): Currency {
  return normaliseCurrency(request.session?.row.currency);
}

/** The logged-in member, or a 401. */
export function requireMember(request: FastifyRequest): MemberRow {
  const member = request.session?.member;
  if (!member) throw unauthorized();
  return member;
}

/**
 * Session cookies and XSRF: loads the session on every request that carries a cookie (keeping
 * an active visitor's cookie fresh), and refuses unsafe methods, and routes that ask for it,
 * without a valid signed XSRF token (419).
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

    app.addHook('onRequest', async (request, reply) => {
      // Pages and static files served by the same process (the gateway) read the session
      // through the API themselves; only API calls load it here.
      if (!isApiRequest(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        request.session = await store.load(token);
        if (request.session) request.lang = normaliseLang(request.session.row.lang);
        // A visitor without a row is kept alive by reissuing its cookie, as a row is touched.
        if (request.session && store.visitorTokenStale(request.session)) {
          const fresh = store.visitorToken(request.session);
          reply.setCookie(SESSION_COOKIE, fresh, cookieOptions(opts.config, true));
        }
      }
      const xsrf = request.routeOptions.config?.xsrf ?? UNSAFE_METHODS.has(request.method);
      if (!xsrf) return;
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

/**
 * The session of this request, opened as a visitor when there is none. A new visitor session
 * lives in its signed cookie; no row is written until it has something to store.
 */
export function ensureSession(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionState {
  if (request.session) return request.session;
  const { token, state } = app.sessions.visitor();
  writeSessionCookies(app, config, reply, token, state.row.id);
  request.session = state;
  return state;
}

/**
 * Stores language, currency or the GA client id on the request's session. A visitor session
 * without a row keeps its language and currency in its cookie (issued again here); the first
 * value only a row can hold (the GA client id) writes its row.
 */
export async function updateSession(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  values: Partial<Pick<SessionRow, 'lang' | 'currency' | 'gaClientId'>>,
): Promise<void> {
  const session = request.session!;
  if (!session.visitorKey) {
    await app.sessions.update(session.row.id, values);
    Object.assign(session.row, values);
  } else if (values.gaClientId) {
    await app.sessions.persist(session, values, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  } else {
    Object.assign(session.row, values);
    reply.setCookie(
      SESSION_COOKIE,
      app.sessions.visitorToken(session),
      cookieOptions(config, true),
    );
  }
}

/**
 * Replaces the session (login, logout, password change): a new id and cookie, the old
 * session ended, language, currency and cart key carried over (a member's own language and
 * currency, stored when they last switched while logged in, win over the visitor's). The rows change inside
 * `tx`; the returned function sets the cookies once the transaction has committed. A member's
 * session is a row; a visitor's (after logout) lives in its cookie unless it carries a GA
 * client id.
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
  const previous = request.session;
  if (previous) await app.sessions.end(previous, tx);
  const carry: SessionCarry = {
    lang: normaliseLang(previous?.row.lang),
    currency: previous?.row.currency === 'usd' ? 'usd' : 'krw',
    // The language a member chose while logged in follows them to every new session.
    ...(member?.lang
      ? { lang: normaliseLang(member.lang), currency: normaliseCurrency(member.currency) }
      : {}),
    ...(previous ? { cartKey: previous.row.cartKey, gaClientId: previous.row.gaClientId } : {}),
    ...carryOverride,
  };
  let token: string;
  let state: SessionState;
  if (member === null && !carry.gaClientId) {
    ({ token, state } = app.sessions.visitor(carry));
  } else {
    const created = await app.sessions.create(
      {
        memberId: member?.id ?? null,
        carry,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      },
      tx,
    );
    token = created.token;
    state = { row: created.row, member };
  }
  return () => {
    writeSessionCookies(app, config, reply, token, state.row.id);
    request.session = state;
    request.lang = normaliseLang(state.row.lang);
    return state;
  };
}
