import type { FastifyInstance } from 'fastify';

import { confirmDeliveredOrders } from '../features/orders/order-lifecycle.js';
import { refreshSalesRanks } from '../features/orders/sales-ranks.js';
import { releaseExpiredOrders } from '../features/payments/order-payments.js';

const EVERY_MS = 60_000;
const RANKS_EVERY_MS = 60 * 60_000;

/**
 * Every minute while the server runs: releases unpaid orders past their deadline and confirms
 * orders delivered `AUTO_CONFIRM_DAYS` ago (every instance may run them: orders are claimed with
 * SKIP LOCKED); hourly, the best-seller ranks from the last 30 days of orders.
 */
export function startOrderJobs(app: FastifyInstance): void {
  const db = app.database.db;
  const timer = setInterval(() => {
    const now = new Date();
    releaseExpiredOrders(db, now)
      .then((n) => n > 0 && app.log.info({ released: n }, 'unpaid orders released'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'order expiry failed'));
    confirmDeliveredOrders(db, now)
      .then((n) => n > 0 && app.log.info({ confirmed: n }, 'delivered orders confirmed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'order auto-confirm failed'));
  }, EVERY_MS);
  timer.unref();
  // Best-seller ranks: at start, then hourly (a rank over 30 days moves slowly).
  const refreshRanks = () =>
    refreshSalesRanks(db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sales rank refresh failed'),
    );
  void refreshRanks();
  const ranks = setInterval(refreshRanks, RANKS_EVERY_MS);
  ranks.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(ranks);
  });
}
