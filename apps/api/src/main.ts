import { ConfigError, loadConfig } from './config/env.js';
import { startSessionCleanup } from './jobs/session-cleanup.js';
import { seedDemoData, seedReferenceData } from './seed/seed.js';
import { createServer } from './server.js';

const SHUTDOWN_GRACE_MS = 10_000;

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

  const app = await createServer(config);
  if (config.seedDemoData) {
    const notes = await seedDemoData(app.database.db, app.log, { adminPassword: config.adminPassword });
    if (notes.length > 0) {
      // Printed plainly (not as JSON) so the person who ran `npm start` sees it.
      process.stdout.write(`\n  Demo shop seeded.\n${notes.map((n) => `  ${n}\n`).join('')}\n`);
    }
  }
  else await seedReferenceData(app.database.db, app.log);
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
  app.log.info({ url: `http://localhost:${port}`, database: app.database.driver }, `Atelier listening on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
