import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

import { normaliseCurrency, normaliseLang, type Currency, type Lang } from '@atelier/contracts';
import { and, eq, lt, ne } from 'drizzle-orm';

import type { Database, Transaction } from '../../db/database.js';
import {
  members,
  orders,
  sessions,
  type MemberRow,
  type SessionRow,
} from '../../db/schema/index.js';

/** A loaded session with its member (if logged in and still active). */
export interface SessionState {
  /** The row; for a visitor session that has stored nothing yet, what its row would hold. */
  row: SessionRow;
  member: MemberRow | null;
  /**
   * Set while the session lives only in its signed visitor cookie, without a row: the cookie's
   * random key (the session id is its SHA-256, as for a row's cookie token).
   */
  visitorKey?: string;
}

/** What a new session inherits from the one it replaces. */
export interface SessionCarry {
  lang?: Lang;
  currency?: Currency;
  cartKey?: string;
  gaClientId?: string | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// Refresh last_seen/expiry at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

// A row session's cookie: 32 random bytes, base64url.
const ROW_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
// A visitor session's cookie: key.cartKey.lang.currency.issued(seconds, base 36).signature
const VISITOR_TOKEN =
  /^([A-Za-z0-9_-]{43})\.([0-9a-f-]{36})\.(kr|en)\.(krw|usd)\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;
// How far a visitor cookie's issue time may lie ahead of this server's clock (other instances).
const CLOCK_SKEW_MS = 60_000;

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

  private expiry(now = Date.now(), idleMinutes: number | null = null) {
    return new Date(now + (idleMinutes ?? this.idleMinutes) * 60_000);
  }

  /**
   * Loads a live session by its cookie token: a row (touched when stale), or a visitor session
   * that lives in its signed cookie until it has something to store. A row under the cookie's
   * id always wins over the cookie's own content (a stored or a replaced visitor session).
   */
  async load(token: string): Promise<SessionState | null> {
    const visitor = this.readVisitorToken(token);
    const key = visitor ? visitor.key : ROW_TOKEN.test(token) ? token : null;
    if (key === null) return null;
    const id = sha256(key);
    const [found] = await this.db
      .select({ row: sessions, member: members })
      .from(sessions)
      .leftJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.id, id))
      .limit(1);
    const now = Date.now();
    if (!found) return visitor ? this.visitorState(visitor) : null;
    if (found.row.expiresAt.getTime() <= now) return null;
    // A blocked member's sessions are deleted when blocked; one loaded meanwhile is a visitor's.
    const member =
      found.member && !found.member.deletedAt && !found.member.blockedAt ? found.member : null;
    if (now - found.row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      const expiresAt = this.expiry(now, found.row.idleMinutes);
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), expiresAt })
        .where(eq(sessions.id, id));
      found.row.lastSeenAt = new Date(now);
      found.row.expiresAt = expiresAt;
    }
    return { row: found.row, member };
  }

  /**
   * A new visitor session without a row: nothing is written until it has something to store
   * (see {@link persist}). Answers its cookie token and state.
   */
  visitor(carry: SessionCarry = {}): { token: string; state: SessionState } {
    const state = this.visitorState({
      key: randomBytes(32).toString('base64url'),
      cartKey: carry.cartKey ?? randomUUID(),
      lang: normaliseLang(carry.lang),
      currency: normaliseCurrency(carry.currency),
      issuedAt: Date.now(),
    });
    return { token: this.visitorToken(state), state };
  }

  /**
   * The cookie token of a visitor session without a row, issued now: after a change of its
   * language or currency, and to keep an active visitor's session from expiring.
   */
  visitorToken(state: SessionState): string {
    if (!state.visitorKey) throw new Error('visitorToken: the session has a row');
    const now = Date.now();
    state.row.lastSeenAt = new Date(now);
    state.row.expiresAt = this.expiry(now);
    const { cartKey, lang, currency } = state.row;
    const payload = `${state.visitorKey}.${cartKey}.${lang}.${currency}.${Math.floor(now / 1000).toString(36)}`;
    return `${payload}.${this.signVisitor(payload)}`;
  }

  /**
   * True when a visitor session's cookie has lived a tenth of the idle time and should be issued
   * again. Not every minute, as rows are touched: a reissue from a request that was in flight
   * while the visitor changed language would carry the old language back into the browser.
   */
  visitorTokenStale(state: SessionState): boolean {
    return (
      state.visitorKey !== undefined &&
      Date.now() - state.row.lastSeenAt.getTime() > this.idleMinutes * 6_000
    );
  }

  /**
   * Writes the row of a visitor session that had none, with `values`: its first thing to store.
   * The id stays the same, so its cookie and XSRF token stay valid.
   */
  async persist(
    state: SessionState,
    values: Partial<Pick<SessionRow, 'lang' | 'currency' | 'gaClientId'>>,
    client: { ip?: string; userAgent?: string },
    tx: Database | Transaction = this.db,
  ): Promise<void> {
    const { id, lang, currency, cartKey } = state.row;
    const [row] = await tx
      .insert(sessions)
      .values({
        id,
        lang,
        currency,
        cartKey,
        ...values,
        ip: client.ip?.slice(0, 45) ?? null,
        userAgent: client.userAgent?.slice(0, 255) ?? null,
        expiresAt: this.expiry(),
      })
      // Two first writes of one visitor racing: the later one updates the row.
      .onConflictDoUpdate({ target: sessions.id, set: { lang, currency, ...values } })
      .returning();
    state.row = row!;
    delete state.visitorKey;
  }

  /**
   * Ends a session being replaced (login, logout, registration). A member's row is deleted. A
   * visitor's cookie cannot be revoked, so its id gets a row of its own (replacing any it had,
   * with its order-lookup grants): an empty visitor session with a new cart key, which a
   * replayed copy of the old cookie then loads (a row wins over the cookie), until the old
   * cookie could no longer be valid. The guest orders the visitor placed are no longer its
   * session's: the id lives on in that row, so only the order lookup reaches them again.
   */
  async end(state: SessionState, tx: Database | Transaction = this.db): Promise<void> {
    if (state.member !== null || state.row.memberId !== null) {
      await this.destroy(state.row.id, tx);
      return;
    }
    await tx
      .update(orders)
      .set({ guestSessionId: null })
      .where(eq(orders.guestSessionId, state.row.id));
    if (!state.visitorKey) await this.destroy(state.row.id, tx);
    await tx
      .insert(sessions)
      .values({
        id: state.row.id,
        cartKey: randomUUID(),
        // Covers any copy of the cookie issued until now, with room for other instances' clocks.
        expiresAt: new Date(this.expiry().getTime() + 5 * CLOCK_SKEW_MS),
      })
      .onConflictDoNothing();
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

  // A distinct prefix keeps visitor signatures apart from XSRF ones (`<64 hex>.<nonce>`).
  private signVisitor(payload: string): string {
    return createHmac('sha256', this.secret).update(`visitor:${payload}`).digest('base64url');
  }

  private readVisitorToken(token: string) {
    const match = VISITOR_TOKEN.exec(token);
    if (!match) return null;
    const [, key, cartKey, lang, currency, issued, signature] = match;
    const payload = token.slice(0, token.lastIndexOf('.'));
    const expected = Buffer.from(this.signVisitor(payload));
    const given = Buffer.from(signature!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const issuedAt = parseInt(issued!, 36) * 1000;
    const now = Date.now();
    if (issuedAt > now + CLOCK_SKEW_MS || this.expiry(issuedAt).getTime() <= now) return null;
    return {
      key: key!,
      cartKey: cartKey!,
      lang: lang as Lang,
      currency: currency as Currency,
      issuedAt,
    };
  }

  private visitorState(v: {
    key: string;
    cartKey: string;
    lang: Lang;
    currency: Currency;
    issuedAt: number;
  }): SessionState {
    const issued = new Date(v.issuedAt);
    return {
      row: {
        id: sha256(v.key),
        memberId: null,
        lang: v.lang,
        currency: v.currency,
        cartKey: v.cartKey,
        gaClientId: null,
        ip: null,
        userAgent: null,
        idleMinutes: null,
        secondFactorAt: null,
        reauthAt: null,
        createdAt: issued,
        lastSeenAt: issued,
        expiresAt: this.expiry(v.issuedAt),
      },
      member: null,
      visitorKey: v.key,
    };
  }
}
