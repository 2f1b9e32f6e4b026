import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  createServer,
  FORWARDING_KEY_HEADER,
  type AppConfig,
  type ServerOverrides,
} from '@atelier/api';
import { storefrontPlugin, type StorefrontPluginOptions } from '@atelier/storefront/server';
import type { FastifyInstance } from 'fastify';

import { loopbackOrigin } from './loopback-origin.js';

/**
 * The built storefront (`apps/storefront/dist`), found from this file: `src/` in development,
 * `dist/main.js` once built.
 */
export function storefrontDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront/dist');
}

/**
 * Options of {@link createGateway}.
 */
export interface GatewayOptions {
  /** Passed to the API's `createServer` (tests: a cloned database, no logs). */
  api?: ServerOverrides;
  /**
   * Storefront plugin options beyond the API and public origins and the forwarding headers
   * (the public origin is the API's `PUBLIC_URL`); default the built storefront.
   */
  storefront?: Omit<StorefrontPluginOptions, 'apiOrigin' | 'publicOrigin' | 'apiHeaders'>;
}

/**
 * The one process of `npm start`: the API server with the storefront's server rendering
 * registered on it. The storefront calls the API over this process's own loopback address,
 * known once it listens. Not listening yet: call `listen()`.
 */
export async function createGateway(
  config: AppConfig,
  options: GatewayOptions = {},
): Promise<FastifyInstance> {
  const app = await createServer(config, options.api);
  const origin = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return loopbackOrigin(config.host, port);
  };
  await app.register(storefrontPlugin, {
    distDir: storefrontDist(),
    ...options.storefront,
    publicOrigin: config.publicUrl,
    apiOrigin: origin,
    apiHeaders: { [FORWARDING_KEY_HEADER]: app.forwardingKey },
  });
  return app;
}
