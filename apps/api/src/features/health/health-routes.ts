import type { FastifyInstance } from 'fastify';

import type { DatabaseHandle } from '../../db/database.js';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database too). */
export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return { status: 'ready', database: database.driver };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable', database: database.driver });
    }
  });
}
