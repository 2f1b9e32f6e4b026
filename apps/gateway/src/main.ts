// `npm start`: one process, one port — the API and the storefront's server rendering.
// Start-up, seeding, session cleanup and shutdown mirror apps/api/src/main.ts.
import { ConfigError, loadConfig, seedDemoData, seedReferenceData } from '@atelier/api';
import type { FastifyInstance } from 'fastify';

import { createGateway, storefrontDist } from './create-gateway.js';

const SHUTDOWN_GRACE_MS = 10_000;
const SESSION_CLEANUP_EVERY_MS = 15 * 60_000;

function startSessionCleanup(app: FastifyInstance): void {
  const timer = setInterval(() => {
    app.sessions
      .purgeExpired()
      .then((n) => n > 0 && app.log.info({ removed: n }, 'expired sessions removed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'session cleanup failed'));
  }, SESSION_CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // ATELIER_DEV_SSR=1 (running from source): the storefront through Vite with HMR.
  const dev = process.env.ATELIER_DEV_SSR === '1';
  const app = await createGateway(config, {
    storefront: dev ? { dev: { root: storefrontDist().replace(/[\\/]dist$/, '') } } : undefined,
  });
  if (config.seedDemoData) {
    const notes = await seedDemoData(app.database.db, app.log, { adminPassword: config.adminPassword });
    if (notes.length > 0) {
      // Printed plainly (not as JSON) so the person who ran `npm start` sees it.
      process.stdout.write(`\n  Demo shop seeded.\n${notes.map((n) => `  ${n}\n`).join('')}\n`);
    }
  } else await seedReferenceData(app.database.db, app.log);
  startSessionCleanup(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { url: `http://localhost:${port}`, database: app.database.driver },
    `Atelier listening on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
