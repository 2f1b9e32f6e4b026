import type { FastifyInstance } from 'fastify';

import { appFramePlugin, type AppFramePluginOptions } from './plugin.js';

/**
 * What the gateway passes when it mounts an app.
 *
 * @example
 * const mount: AppMountOptions = { basePath: '/', apiOrigin: () => origin, publicOrigin: 'https://atelier.kr' };
 */
export interface AppMountOptions {
  /** Where the app answers: `/`, `/tssa`, `/admin`. */
  basePath: string;
  apiOrigin: AppFramePluginOptions['apiOrigin'];
  publicOrigin: string;
  apiHeaders?: Record<string, string>;
  /** Render the app's sources through Vite (HMR) instead of its build. */
  dev?: boolean;
  /** Test seams: a render entry, a manifest, a configuration… */
  overrides?: Partial<AppFramePluginOptions>;
}

/**
 * The shape every app exports for the gateway (`<package>/server` → `appModule`): its name
 * and how it mounts itself at a base path. The gateway knows apps only as a list of
 * `{ basePath, package }`.
 *
 * @example
 * await appModule.mount(app, { basePath: '/', apiOrigin, publicOrigin });
 */
export interface AppModule {
  name: string;
  mount(app: FastifyInstance, options: AppMountOptions): Promise<void>;
}

/**
 * What an app declares to become an {@link AppModule}.
 *
 * @example
 * const spec: AppModuleSpec<PublicConfig, PageHints> = { name: 'storefront', root, distDir, options: () => ({ config, hooks }) };
 */
export interface AppModuleSpec<C, H> {
  name: string;
  /** The app's folder (its `vite.config.ts`), for development rendering. */
  root: string;
  /** The app's build (`dist`, holding `client/` and `server/`). */
  distDir: string;
  /** The app's own plugin options: its configuration and server hooks. */
  options(): Pick<AppFramePluginOptions<C, H>, 'config' | 'hooks'>;
}

/**
 * An app's {@link AppModule}: mounting registers {@link appFramePlugin} at the base path with
 * the app's configuration and hooks, its build (or its sources through Vite in development).
 *
 * @example
 * export const appModule = defineAppModule({ name: 'storefront', root, distDir, options: () => ({ config: publicConfigFromEnv(), hooks }) });
 */
export function defineAppModule<C, H>(spec: AppModuleSpec<C, H>): AppModule {
  return {
    name: spec.name,
    async mount(app, mount) {
      await app.register(appFramePlugin<C, H>, {
        ...spec.options(),
        basePath: mount.basePath,
        apiOrigin: mount.apiOrigin,
        publicOrigin: mount.publicOrigin,
        ...(mount.apiHeaders ? { apiHeaders: mount.apiHeaders } : {}),
        ...(mount.dev ? { dev: { root: spec.root } } : { distDir: spec.distDir }),
        ...(mount.overrides as Partial<AppFramePluginOptions<C, H>> | undefined),
      });
    },
  };
}
