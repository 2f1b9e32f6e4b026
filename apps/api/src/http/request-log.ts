import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Query values that must never reach a log line.
const SECRET_QUERY = /([?&](?:token|password|mb_password|mb_hp)=)[^&]*/gi;

/** One log line per request: method, path, status, time; no cookies, bodies or tokens. */
export const requestLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          member: request.session?.member?.mbId,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
