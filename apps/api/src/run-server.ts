import type { FastifyInstance } from 'fastify';

import { ConfigError, loadConfig, type AppConfig } from './config/env.js';
import { startMailQueue } from './jobs/mail-queue.js';
import { startOrderJobs } from './jobs/order-jobs.js';
import { startSessionCleanup } from './jobs/session-cleanup.js';
import { seedDemoData, seedReferenceData } from './seed/seed.js';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs a server built on the API as this process: validates the environment (exits 1
 * with one line per bad variable), builds the app, seeds what is missing (printing the
 * demo credentials once), starts the session cleanup job, listens, and closes gracefully
 * on SIGINT/SIGTERM.
 */
export async function runServer(
  build: (config: AppConfig) => Promise<FastifyInstance>,
): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await build(config);
  if (config.seedDemoData) {
    const notes = await seedDemoData(app.database.db, app.log, {
      adminPassword: config.adminPassword,
      objectStore: app.objectStore,
    });
    if (notes.length > 0) {
      // Printed plainly (not as JSON) so the person who ran `npm start` sees it.
      process.stdout.write(`\n  Demo shop seeded.\n${notes.map((n) => `  ${n}\n`).join('')}\n`);
    }
  } else {
    await seedReferenceData(app.database.db, app.log);
  }
  startSessionCleanup(app);
  startOrderJobs(app);
  startMailQueue(app);

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
