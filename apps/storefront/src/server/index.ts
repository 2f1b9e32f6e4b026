/**
 * `@atelier/storefront/server` — the storefront's server rendering as a Fastify plugin.
 *
 * @example
 * import { storefrontPlugin } from '@atelier/storefront/server';
 * await app.register(storefrontPlugin, { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir });
 */
export { ASSET_BASE, ASSET_CACHE_CONTROL, storefrontPlugin } from './plugin.js';
export type { StorefrontPluginOptions } from './plugin.js';
export type { RenderInput, RenderOutput, ServerEntry } from './render-contract.js';
export { serializeState } from '../shared/html/serialize-state.js';
export { pageAssets } from './manifest-assets.js';
export type { ManifestChunk, PageAssets, ViteManifest } from './manifest-assets.js';
export { escapeHtml, renderDocument } from './render-document.js';
export type { DocumentInput } from './render-document.js';
export { compressHtml } from './compress-html.js';
export type { CompressedHtml } from './compress-html.js';
