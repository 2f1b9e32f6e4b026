import { isValidHostHeader } from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError } from './errors.js';

/**
 * Refuses a request whose `Host`, or the host it is taken from behind a trusted proxy
 * (`X-Forwarded-Host`), is malformed: 400 in the API's error format, before sessions load or
 * any route runs. Absolute URLs never come from these headers (they come from `PUBLIC_URL`);
 * this keeps garbage out of logs, hints and anything that still reads them.
 */
export const hostCheck = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const given = request.headers.host;
      if (!isValidHostHeader(given) || (given !== undefined && !isValidHostHeader(request.host))) {
        throw new HttpError(400, 'bad_host');
      }
    });
  },
  { name: 'host-check' },
);
