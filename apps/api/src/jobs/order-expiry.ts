import type { FastifyInstance } from 'fastify';

import { releaseExpiredOrders } from '../features/payments/order-payments.js';

const EVERY_MS = 60_000;

/**
 * Releases unpaid orders past their deadline every minute while the server runs. Every
 * instance may run it: orders are claimed with SKIP LOCKED (`releaseExpiredOrders`).
 *
 * @example
 * startOrderExpiry(app);
 */
export function startOrderExpiry(app: FastifyInstance): void {
  const timer = setInterval(() => {
    releaseExpiredOrders(app.database.db, new Date())
      .then((n) => n > 0 && app.log.info({ released: n }, 'unpaid orders released'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'order expiry failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
