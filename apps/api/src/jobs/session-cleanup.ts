import type { FastifyInstance } from 'fastify';

const EVERY_MS = 15 * 60_000;

/**
 * Deletes expired sessions every 15 minutes while the server runs.
 *
 * @example
 * startSessionCleanup(app);
 */
export function startSessionCleanup(app: FastifyInstance): void {
  const timer = setInterval(() => {
    app.sessions
      .purgeExpired()
      .then((n) => n > 0 && app.log.info({ removed: n }, 'expired sessions removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
