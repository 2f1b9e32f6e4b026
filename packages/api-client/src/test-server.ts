// A small real HTTP server for this package's tests (not part of the public API or the build).
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { paginate } from '@atelier/contracts';
import { createServer } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

/** What an echo route answers. */
export interface Echo {
  method: string;
  url: string;
  query: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** What the multipart routes answer. */
export interface UploadEcho {
  url: string;
  fields: Array<[string, string]>;
  files: Array<{ field: string; filename: string; size: number; mimetype: string }>;
  contentType: string | undefined;
  xsrf: string | undefined;
}

export interface TestServer {
  url: string;
  /** Every request, in order. */
  requests: SeenRequest[];
  /** Hits per route key (e.g. `etag:notice`, `items:list`). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

interface Item {
  id: number;
  title: string;
}

/**
 * Starts the test server on 127.0.0.1 and a random port.
 *
 * @example
 * const server = await startTestServer();
 * await server.close();
 */
export async function startTestServer(): Promise<TestServer> {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 10 } });
  const requests: SeenRequest[] = [];
  const hits = new Map<string, number>();
  const hit = (key: string) => hits.set(key, (hits.get(key) ?? 0) + 1);
  app.addHook('onRequest', async (request) => {
    requests.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });

  const echo = (request: FastifyRequest): Echo => {
    const raw = request.raw.url ?? '';
    const q = raw.indexOf('?');
    return {
      method: request.method,
      url: raw,
      query: q === -1 ? '' : raw.slice(q + 1),
      headers: { ...request.headers },
      body: request.body ?? null,
    };
  };
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/echo', handler: echo });
  // Everything under /api echoes too, for checking the typed endpoints' paths and bodies.
  app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/api/*', handler: echo });

  app.get('/set-cookie', async (_request, reply) => {
    reply.header('set-cookie', [
      'XSRF-TOKEN=fresh%2Btoken; Path=/',
      'atelier_session=s2; Path=/; HttpOnly',
    ]);
    return { ok: true };
  });

  // ETag round trip: a stable ETag per name, 304 when If-None-Match matches.
  app.get<{ Params: { name: string } }>('/etag/:name', async (request, reply) => {
    hit(`etag:${request.params.name}`);
    const etag = `"v1-${request.params.name}"`;
    if (request.headers['if-none-match'] === etag)
      return reply.code(304).header('etag', etag).send();
    return reply
      .header('etag', etag)
      .send({ name: request.params.name, served: hits.get(`etag:${request.params.name}`) });
  });
  app.get('/always-304', async (_request, reply) => reply.code(304).send());
  app.get('/not-json', async (_request, reply) =>
    reply.header('content-type', 'application/json').send('{"broken":'),
  );
  app.get('/hang', () => new Promise<never>(() => {}));

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/status/:code',
    handler: async (request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
      const code = Number(request.params.code);
      hit(`status:${code}`);
      if (code === 422) {
        return reply.code(422).send({
          message: '입력값을 확인해 주세요.',
          errors: {
            'items.0.qty': ['수량은 1 이상이어야 합니다.'],
            mb_id: ['이미 사용 중인 아이디입니다.'],
          },
        });
      }
      if (code === 429)
        return reply.code(429).header('retry-after', '42').send({ message: 'slow down' });
      if (code === 500)
        return reply.code(500).header('content-type', 'text/html').send('<h1>oops</h1>');
      return reply.code(code).send({ message: `server says ${code}` });
    },
  });

  // A REST resource for the generic data helper.
  const items = new Map<number, Item>([
    [1, { id: 1, title: 'one' }],
    [2, { id: 2, title: 'two' }],
  ]);
  let nextId = 3;
  app.get('/items', async (request) => {
    hit('items:list');
    const data = [...items.values()];
    return {
      ...paginate(data, { page: 1, perPage: 10, total: data.length }),
      query: echo(request).query,
    };
  });
  app.get<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
    const item = items.get(Number(request.params.id));
    return item ?? reply.code(404).send({ message: 'no such item' });
  });
  const upload = async (request: FastifyRequest): Promise<UploadEcho> => {
    const fields: Array<[string, string]> = [];
    const files: UploadEcho['files'] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          size: buffer.length,
          mimetype: part.mimetype,
        });
      } else {
        fields.push([part.fieldname, String(part.value)]);
      }
    }
    const xsrf = request.headers['x-xsrf-token'];
    return {
      url: request.url,
      fields,
      files,
      contentType: request.headers['content-type'],
      xsrf: typeof xsrf === 'string' ? xsrf : undefined,
    };
  };
  app.post('/items', async (request) => {
    hit('items:store');
    if (request.isMultipart()) return upload(request);
    const item = { id: nextId++, title: String((request.body as { title?: unknown }).title) };
    items.set(item.id, item);
    return item;
  });
  app.post<{ Params: { id: string } }>('/items/:id', async (request) => {
    hit('items:override');
    return upload(request);
  });
  app.put<{ Params: { id: string } }>('/items/:id', async (request, reply) => {
    hit('items:update');
    const item = items.get(Number(request.params.id));
    if (!item) return reply.code(404).send({ message: 'no such item' });
    item.title = String((request.body as { title?: unknown }).title);
    return item;
  });
  app.delete<{ Params: { id: string } }>('/items/:id', async (request) => {
    hit('items:destroy');
    items.delete(Number(request.params.id));
    return { message: 'deleted' };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, requests, hits, close: () => app.close() };
}

/**
 * A URL on 127.0.0.1 where nothing listens (a port that was just free).
 *
 * @example
 * const dead = await closedPortUrl(); // 'http://127.0.0.1:54321'
 */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
