import type { FastifyInstance } from 'fastify';

// Headers that describe one connection, not the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
]);

/**
 * Development only: forwards `/api/*` to the API server, so the storefront's own dev server
 * (Vite, HMR) serves pages and API calls on one origin as the gateway and the production
 * reverse proxy do. Bodies pass through untouched; `Set-Cookie` answers reach the browser.
 */
export async function devApiProxy(app: FastifyInstance, options: { apiOrigin: string }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/api/*', async (request, reply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = await fetch(`${options.apiOrigin}${request.url}`, {
      method: request.method,
      headers,
      body: hasBody && request.body ? new Uint8Array(request.body as Buffer) : undefined,
      redirect: 'manual',
    });
    reply.code(answer.status);
    answer.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) reply.header(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  });
}
