import {
  languageSchema,
  normaliseCurrency,
  normaliseLang,
  setStatisticSessionSchema,
  type LanguageResponse,
  type LoginCheckResponse,
  type StatisticSessionResponse,
} from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/database.js';
import { members, type MemberRow } from '../../db/schema/index.js';
import { message } from '../../http/messages.js';
import { parseInput } from '../../http/validate.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { toSessionUser } from './session-user.js';
import { ensureSession, updateSession, writeSessionCookies } from './session-plugin.js';

/** What `login-check` answers besides the session itself: the header's badge counts. */
type SessionCounts = Omit<LoginCheckResponse, 'user' | 'lang' | 'currency' | 'cart_key'>;

/**
 * `login-check`, `language` and the analytics session call. The badge counts are given
 * (`counts`: shell's `sessionCounts`): what they count belongs to features built on the session.
 */
export async function sessionRoutes(
  app: FastifyInstance,
  {
    config,
    db,
    counts,
  }: AppDeps & {
    counts: (db: Database, member: MemberRow | null, cartKey: string) => Promise<SessionCounts>;
  },
) {
  // Exempt from XSRF: it is how a first-time visitor obtains a session and its token; it
  // writes nothing (a new visitor session lives in its signed cookie).
  app.post('/api/v1/login-check', { config: { xsrf: false } }, async (request, reply) => {
    const existing = request.session;
    const session = ensureSession(app, config, request, reply);
    if (existing) writeSessionCookies(app, config, reply, null, session.row.id);
    const badges = await counts(db, session.member, session.row.cartKey);
    const body: LoginCheckResponse = {
      user: session.member ? toSessionUser(session.member) : null,
      lang: normaliseLang(session.row.lang),
      currency: normaliseCurrency(session.row.currency),
      cart_key: session.row.cartKey,
      ...badges,
    };
    return body;
  });

  app.post('/api/v1/language', async (request, reply) => {
    const input = parseInput(languageSchema, request.body, request);
    const member = request.session?.member;
    // A member's choice is theirs, not the browser's: their next login starts in it.
    if (member)
      await db
        .update(members)
        .set({ lang: input.lang, currency: input.currency })
        .where(eq(members.id, member.id));
    await updateSession(app, config, request, reply, {
      lang: input.lang,
      currency: input.currency,
    });
    request.lang = input.lang;
    return {
      lang: input.lang,
      currency: input.currency,
      message: message('saved', input.lang),
    } satisfies LanguageResponse;
  });

  app.post('/api/statistic-center/set-session', async (request, reply) => {
    const input = parseInput(setStatisticSessionSchema, request.body, request);
    await updateSession(app, config, request, reply, { gaClientId: input.ga_client_id });
    return { ga_client_id: input.ga_client_id } satisfies StatisticSessionResponse;
  });
}
