/**
 * `@atelier/storefront/server` — the storefront's server rendering: `appModule` (what the
 * gateway mounts at a base path) and `storefrontPlugin` (its own server, tests).
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
