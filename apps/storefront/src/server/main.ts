// The storefront as its own deployable (production: behind the reverse proxy that sends
// /api to the API) and its development server (`pnpm dev`: Vite with HMR, /api proxied).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import Fastify from 'fastify';

import { devApiProxy } from './dev-api-proxy.js';
import { storefrontPlugin } from './plugin.js';
import { standaloneErrorOptions, useStandaloneErrorPages } from './standalone-errors.js';

function readEnv() {
  const problems: string[] = [];
  const dev = process.env.STOREFRONT_DEV === '1';
  const port = Number(process.env.PORT ?? (dev ? 5173 : 4000));
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    problems.push('PORT: must be a port number');
  const apiOrigin = (process.env.API_ORIGIN ?? (dev ? 'http://127.0.0.1:3000' : '')).replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/]+$/.test(apiOrigin)) {
    problems.push('API_ORIGIN: must be the API origin, e.g. http://api.internal:3000');
  }
  const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(publicUrl)) {
    problems.push('PUBLIC_URL: must be an origin, e.g. https://atelier.kr');
  }
  if (problems.length > 0) {
    console.error(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  return {
    dev,
    port,
    host: process.env.HOST ?? '0.0.0.0',
    apiOrigin,
    publicUrl,
    logLevel: process.env.LOG_LEVEL ?? 'info',
  };
}

const env = readEnv();
const here = path.dirname(fileURLToPath(import.meta.url));
const app = Fastify({
  logger: { level: env.logLevel },
  routerOptions: { ignoreTrailingSlash: true },
  return503OnClosing: true,
  ...standaloneErrorOptions(),
});
useStandaloneErrorPages(app);
app.get('/healthz', async (_request, reply) => {
  reply.header('cache-control', 'no-store');
  return { status: 'ok' };
});
if (env.dev) await app.register(devApiProxy, { apiOrigin: env.apiOrigin });
await app.register(storefrontPlugin, {
  apiOrigin: env.apiOrigin,
  publicOrigin: env.publicUrl,
  // Built: dist/node/main.js next to dist/client and dist/server. Dev: src/server/main.ts.
  ...(env.dev
    ? { dev: { root: path.resolve(here, '../..') } }
    : { distDir: path.resolve(here, '..') }),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ host: env.host, port: env.port });
