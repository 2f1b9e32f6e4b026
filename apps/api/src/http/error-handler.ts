import { validationMessage, type FieldErrors } from '@atelier/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { HttpError, ValidationError } from './errors.js';
import { message, type MessageKey } from './messages.js';
import { formatProblems } from './problems.js';

function keyForFastifyError(error: FastifyError): { status: number; key: MessageKey } {
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, key: 'payload_too_large' };
  if (status === 415) return { status, key: 'unsupported_media_type' };
  if (status === 404) return { status, key: 'not_found' };
  if (status === 405) return { status, key: 'method_not_allowed' };
  if (status === 400 && /JSON/i.test(`${error.code} ${error.message}`)) {
    return { status, key: 'malformed_json' };
  }
  if (status >= 400 && status < 500) return { status, key: 'bad_request' };
  return { status: 500, key: 'server_error' };
}

/**
 * Renders every error as `{message}` (or `{message, errors}` for 422) in the session
 * language. Nothing about the failure's internals ever reaches the client.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = request.lang;
      if (error instanceof ValidationError) {
        const errors: FieldErrors = {
          ...(error.errors ?? {}),
          ...formatProblems(error.problems, lang),
        };
        return reply.code(422).send({ message: validationMessage('invalid', lang), errors });
      }
      if (error instanceof HttpError) {
        return reply
          .code(error.status)
          .headers(error.headers)
          .send({ ...error.body, message: message(error.key, lang, error.values) });
      }
      const { status, key } = keyForFastifyError(error);
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send({ message: message(key, lang) });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: message('not_found', request.lang) });
    });
  },
  { name: 'error-handler' },
);
