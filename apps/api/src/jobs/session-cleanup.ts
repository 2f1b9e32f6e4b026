import type { FastifyInstance } from 'fastify';

import { Throttle } from '../features/auth/throttle.js';
import { purgeAbandonedCarts } from '../features/cart/cart-writes.js';
import { purgeOrderRefusals } from '../features/orders/order-placement-limits.js';

const EVERY_MS = 15 * 60_000;

/**
 * Deletes expired sessions, ended throttle windows (login, mail, click and phrase counters),
 * visitors' carts untouched for 30 days, refused order placements after 90 days, and week-old unconfirmed reported phrases every 15 minutes while the server runs.
 */
export function startSessionCleanup(app: FastifyInstance): void {
  const throttles = new Throttle(app.database.db);
  const timer = setInterval(() => {
    app.sessions
      .purgeExpired()
      .then((n) => n > 0 && app.log.info({ removed: n }, 'expired sessions removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
    throttles
      .purgeExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'throttle cleanup failed'));
    purgeAbandonedCarts(app.database.db, new Date())
      .then((n) => n > 0 && app.log.info({ removed: n }, 'abandoned visitor carts removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'cart cleanup failed'));
    purgeOrderRefusals(app.database.db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'order refusal cleanup failed'),
    );
    app.translationQueue
      .purgeUnconfirmed()
      .catch((error: unknown) => app.log.warn({ err: error }, 'phrase cleanup failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
