/**
 * `@atelier/app-frame/server` — an app's server rendering as a Fastify plugin, and the
 * pieces it is made of (document, compression, manifest assets, security headers, SEO routes).
 *
 * @example
 * import { appFramePlugin } from '@atelier/app-frame/server';
 * await app.register(appFramePlugin, { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir, config: {} });
 */
export { defineAppModule } from './server/app-module.js';
export type { AppModule, AppModuleSpec, AppMountOptions } from './server/app-module.js';
export { APP_ENTRIES, ASSET_BASE, ASSET_CACHE_CONTROL, appFramePlugin } from './server/plugin.js';
export type { AppFramePluginOptions, AppServerHooks, PageRequest } from './server/plugin.js';
export { compressHtml } from './server/compress-html.js';
export type { CompressedHtml } from './server/compress-html.js';
export { pageAssets } from './server/manifest-assets.js';
export type {
  ManifestChunk,
  PageAssetOptions,
  PageAssets,
  ViteManifest,
} from './server/manifest-assets.js';
export { escapeHtml, renderDocument } from './server/render-document.js';
export type { DocumentInput } from './server/render-document.js';
export { contentSecurityPolicy, documentSecurityHeaders } from './server/security-headers.js';
export type { CspDirective, CspSources } from './server/security-headers.js';
export { ROBOTS_CACHE_CONTROL, SITEMAP_CACHE_CONTROL, seoRoutes } from './server/seo-routes.js';
export type { SeoRoutesOptions } from './server/seo-routes.js';
export type { RenderInput, RenderOutput, ServerEntry } from './entries/render-app.js';
