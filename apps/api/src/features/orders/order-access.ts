import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Database } from '../../db/database.js';
import { orders, sessionOrderAccess } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * Whether the request's session may read and act on `order`: its member; for a guest order, the
 * session that placed it or one that proved it with the lookup (`granted`). A member's order is
 * never reachable by a grant.
 */
function owns(request: FastifyRequest, order: OrderRow, granted: boolean): boolean {
  const session = request.session;
  if (!session) return false;
  if (order.memberId !== null) return session.member?.id === order.memberId;
  return order.guestSessionId === session.row.id || granted;
}

/**
 * The order `odId` if the request's session may read and act on it (its member, or for a guest
 * order the placing session or one granted by the lookup), else `undefined`: callers answer
 * 404, as for an order that does not exist.
 */
export async function ownOrderOf(
  db: Database,
  request: FastifyRequest,
  odId: string,
): Promise<OrderRow | undefined> {
  const [found] = await db
    .select({ order: orders, granted: sessionOrderAccess.orderId })
    .from(orders)
    .leftJoin(
      sessionOrderAccess,
      and(
        eq(sessionOrderAccess.orderId, orders.id),
        eq(sessionOrderAccess.sessionId, request.session?.row.id ?? ''),
      ),
    )
    .where(eq(orders.odId, odId));
  return found && owns(request, found.order, found.granted !== null) ? found.order : undefined;
}
