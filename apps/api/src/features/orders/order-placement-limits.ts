import { createHmac } from 'node:crypto';

import { and, eq, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';

import type { AppConfig } from '../../config/env.js';
import type { Database, Transaction } from '../../db/database.js';
import { orderLines, orderRefusals, orders } from '../../db/schema/index.js';
import { HttpError, tooManyRequests } from '../../http/errors.js';
import type { Throttle } from '../../ports/app-deps.js';
import type { OrderPlacer } from './place-order.js';

const UNPAID = ['awaiting_payment', 'awaiting_deposit'];
const REFUSALS_KEPT_DAYS = 90;

/** Why a placement was refused, as `order_refusals.reason` records it. */
export type OrderRefusalReason = 'rate_session' | 'rate_ip' | 'guest_cap';

/** The 409 of a guest over the unpaid-quantity cap: nothing was written. */
export class GuestCapError extends HttpError {
  constructor(
    max: number,
    readonly qty: number,
  ) {
    super(409, 'guest_unpaid_limit', { max });
    this.name = 'GuestCapError';
  }
}

/** Who is placing an order, as the placement limits recognise them. */
export interface PlacementClient {
  placer: OrderPlacer;
  ip: string;
}

/** What recognises one guest across orders: any one of these in common counts. */
export interface GuestIdentity {
  sessionId: string;
  addressKey: string;
  phone: string;
  email: string;
}

/**
 * The client address as orders keep it: a keyed hash (HMAC-SHA256 with the session secret),
 * so the cap can match it without the orders table holding addresses.
 */
export function orderAddressKey(secret: string, ip: string): string {
  return createHmac('sha256', secret).update(`order-address:${ip}`).digest('hex');
}

async function record(
  db: Database,
  reason: OrderRefusalReason,
  { placer, ip }: PlacementClient,
  qty: number | null,
): Promise<void> {
  await db.insert(orderRefusals).values({
    reason,
    sessionId: placer.sessionId,
    memberId: placer.memberId,
    ip,
    qty,
  });
}

/**
 * The placement limits of issue 19, shared by every instance through the database: a rate per
 * session and per address (429), and for guests a cap on the units held in unpaid orders (409).
 * The first refusal of each rate window and every cap refusal are recorded in `order_refusals`.
 */
export class OrderPlacementLimits {
  constructor(
    private readonly db: Database,
    private readonly throttle: Throttle,
    private readonly config: AppConfig['orders'],
  ) {}

  /** Counts one placement; throws a 429 `too_many_orders` when the session or address is over its limit. */
  async takeRate(client: PlacementClient): Promise<void> {
    const { perSession, perIp, windowMinutes } = this.config.placement;
    const checks = [
      ['rate_session', `order:session:${client.placer.sessionId}`, perSession],
      ['rate_ip', `order:ip:${client.ip}`, perIp],
    ] as const;
    const counted = await this.throttle.hitAll(
      checks.map(([, key]) => key),
      windowMinutes,
    );
    for (const [i, [reason, key, limit]] of checks.entries()) {
      const hits = counted[i]!;
      if (hits <= limit) continue;
      if (hits === limit + 1) await record(this.db, reason, client, null);
      throw tooManyRequests(
        'too_many_orders',
        (await this.throttle.blockedFor(key, limit)) || windowMinutes * 60,
      );
    }
  }

  /**
   * Inside the placing transaction: throws {@link GuestCapError} when the guest's unpaid orders
   * and `qty` more would exceed the cap ({@link recordCapRefusal} once it has rolled back).
   * Concurrent placements may each pass before the other is written; the rate limit bounds how many.
   */
  async checkGuestCap(tx: Transaction, guest: GuestIdentity, qty: number): Promise<void> {
    const max = this.config.guestMaxUnpaidQty;
    const [held] = await tx
      .select({ units: sum(orderLines.qty) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          isNull(orders.memberId),
          inArray(orders.status, UNPAID),
          or(
            eq(orders.guestSessionId, guest.sessionId),
            eq(orders.guestAddressKey, guest.addressKey),
            eq(orders.ordererPhone, guest.phone),
            eq(sql`lower(${orders.ordererEmail})`, guest.email.toLowerCase()),
          ),
        ),
      );
    if (Number(held?.units ?? 0) + qty > max) throw new GuestCapError(max, qty);
  }

  /** Records a {@link GuestCapError}, after the transaction that found it has ended. */
  async recordCapRefusal(client: PlacementClient, error: GuestCapError): Promise<void> {
    await record(this.db, 'guest_cap', client, error.qty);
  }
}

/**
 * Deletes refusals older than 90 days; answers how many.
 */
export async function purgeOrderRefusals(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - REFUSALS_KEPT_DAYS * 24 * 3_600_000);
  const removed = await db
    .delete(orderRefusals)
    .where(lt(orderRefusals.createdAt, before))
    .returning({ id: orderRefusals.id });
  return removed.length;
}
