import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning safe), except that an
 * empty body is `{}`: clients post `login-check` and `logout` with a JSON content
 * type and nothing in it.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    // The API speaks JSON (and multipart where a feature registers it); plain text is a 415.
    app.removeContentTypeParser('text/plain');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body.toString().trim() === '') return done(null, {});
      parse(request, body.toString(), done);
    });
  },
  { name: 'json-body' },
);
