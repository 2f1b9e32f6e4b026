import {
  createServer,
  FORWARDING_KEY_HEADER,
  type AppConfig,
  type ServerOverrides,
} from '@atelier/api';
import type { AppFramePluginOptions, AppModule } from '@atelier/app-frame/server';
import type { FastifyInstance } from 'fastify';

import { loopbackOrigin } from './loopback-origin.js';
import { REGISTERED_APPS, type RegisteredApp } from './registered-apps.js';

async function loadApp(entry: RegisteredApp): Promise<AppModule> {
  const module = (await import(`${entry.package}/server`)) as { appModule?: AppModule };
  if (!module.appModule) throw new Error(`${entry.package}/server exports no appModule`);
  return module.appModule;
}

/**
 * Options of {@link createGateway}.
 */
export interface GatewayOptions {
  /** Passed to the API's `createServer` (tests: a cloned database, no logs). */
  api?: ServerOverrides;
  /** The apps to mount; default {@link REGISTERED_APPS}. */
  apps?: readonly RegisteredApp[];
  /** Render every app's sources through Vite with HMR instead of its build. */
  dev?: boolean;
  /** Plugin options per base path beyond the origins and forwarding headers (tests). */
  overrides?: Readonly<Record<string, Partial<AppFramePluginOptions>>>;
}

/**
 * The one process of `npm start`: the API server with every registered app's server
 * rendering mounted at its base path (the storefront at `/`). The gateway knows the apps only
 * as `{ basePath, package }` rows and loads each package's `appModule`. The apps call the API
 * over this process's own loopback address, known once it listens. Not listening yet: call
 * `listen()`.
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
  for (const entry of options.apps ?? REGISTERED_APPS) {
    const appModule = await loadApp(entry);
    await appModule.mount(app, {
      basePath: entry.basePath,
      publicOrigin: config.publicUrl,
      apiOrigin: origin,
      apiHeaders: { [FORWARDING_KEY_HEADER]: app.forwardingKey },
      dev: options.dev,
      overrides: options.overrides?.[entry.basePath],
    });
  }
  return app;
}
