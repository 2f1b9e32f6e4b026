/**
 * `@atelier/storefront/server` — the storefront's server rendering: `appModule` (what the
 * gateway mounts at a base path) and `storefrontPlugin` (its own server, tests).
 *
 * @example
 * import { appModule } from '@atelier/storefront/server';
 * await appModule.mount(app, { basePath: '/', apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr' });
 */
export {
  appModule,
  ASSET_BASE,
  ASSET_CACHE_CONTROL,
  STOREFRONT_HOOKS,
  storefrontPlugin,
} from './plugin.js';
export type { StorefrontPluginOptions } from './plugin.js';
export type { RenderInput, RenderOutput, ServerEntry } from './render-contract.js';
