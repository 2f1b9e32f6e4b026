import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { normaliseCurrency, normaliseLang, type Currency, type Lang } from '@atelier/contracts';
import { and, eq, gt, lt, ne } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import { members, sessions, type MemberRow, type SessionRow } from '../../db/schema/index.js';

/** A loaded session with its member (if logged in and still active). */
export interface SessionState {
  row: SessionRow;
  member: MemberRow | null;
}

/** What a new session inherits from the one it replaces. */
export interface SessionCarry {
  lang?: Lang;
  currency?: Currency;
  cartKey?: string;
  gaClientId?: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Refresh last_seen/expiry at most once a minute per session, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Server-side sessions in the database. The cookie carries a random token; the row is
 * keyed by its SHA-256. XSRF tokens are HMAC-signed and bound to the session id.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly idleMinutes: number,
  ) {}

  private expiry(now = Date.now()) {
    return new Date(now + this.idleMinutes * 60_000);
  }

  /** Loads a live session by its cookie token, touching it when stale. */
  async load(token: string): Promise<SessionState | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const id = sha256(token);
    const [found] = await this.db
      .select({ row: sessions, member: members })
      .from(sessions)
      .leftJoin(members, eq(members.id, sessions.memberId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!found) return null;
    const member = found.member && !found.member.deletedAt ? found.member : null;
    const now = Date.now();
    if (now - found.row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = this.expiry(now);
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt })
        .where(eq(sessions.id, id));
      found.row.lastSeenAt = new Date(now);
      found.row.expiresAt = expiresAt;
    }
    return { row: found.row, member };
  }

  /** Creates a session row; answers the cookie token and the state. */
  async create(
    input: { memberId: number | null; carry?: SessionCarry; ip?: string; userAgent?: string },
    tx: Database | Transaction = this.db,
  ): Promise<{ token: string; row: SessionRow }> {
    const token = randomBytes(32).toString('base64url');
    const carry = input.carry ?? {};
    const [row] = await tx
      .insert(sessions)
      .values({
        id: sha256(token),
        memberId: input.memberId,
        lang: normaliseLang(carry.lang),
        currency: normaliseCurrency(carry.currency),
        cartKey: carry.cartKey ?? randomUUID(),
        gaClientId: carry.gaClientId ?? null,
        ip: input.ip?.slice(0, 45) ?? null,
        userAgent: input.userAgent?.slice(0, 255) ?? null,
        expiresAt: this.expiry(),
      })
      .returning();
    return { token, row: row! };
  }

  async destroy(id: string, tx: Database | Transaction = this.db): Promise<void> {
    await tx.delete(sessions).where(eq(sessions.id, id));
  }

  /** Ends every session of a member except `keepId` (password change, unregister). */
  async destroyForMember(
    memberId: number,
    keepId: string | null,
    tx: Database | Transaction = this.db,
  ): Promise<void> {
    await tx
      .delete(sessions)
      .where(
        keepId
          ? and(eq(sessions.memberId, memberId), ne(sessions.id, keepId))
          : eq(sessions.memberId, memberId),
      );
  }

  async update(
    id: string,
    values: Partial<Pick<SessionRow, 'lang' | 'currency' | 'gaClientId'>>,
  ): Promise<void> {
    await this.db.update(sessions).set(values).where(eq(sessions.id, id));
  }

  /** Deletes expired rows; answers how many. */
  async purgeExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    return removed.length;
  }

  /** A fresh XSRF token bound to this session. */
  xsrfToken(sessionId: string): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(sessionId, nonce)}`;
  }

  /** True when `token` was issued for this session by this server. */
  verifyXsrf(sessionId: string, token: string | undefined): boolean {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined || nonce.length > 64) return false;
    const expected = Buffer.from(this.sign(sessionId, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(sessionId: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`${sessionId}.${nonce}`).digest('base64url');
  }
}
