import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  appFramePlugin,
  defineAppModule,
  type AppFramePluginOptions,
  type AppServerHooks,
} from '@atelier/app-frame/server';
import type { FastifyInstance } from 'fastify';

import type { PublicConfig } from '../app/embedded-state.js';
import { resolveLegacyRedirect } from '../app/legacy-redirects.js';
import { deviceHint, type PageHints } from '../app/page-hints.js';
import { ADDRESS_FINDER_META } from '../features/checkout/address-finder-meta.js';
import { publicConfigFromEnv } from './public-config-from-env.js';
import { robotsTxt } from './robots-txt.js';
import { integrationSources } from './security-headers.js';
import { sitemapXml } from './sitemap-xml.js';

export { ASSET_BASE, ASSET_CACHE_CONTROL } from '@atelier/app-frame/server';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * What only the storefront knows about its pages: the legacy URLs of spec §2 (301), the
 * device hint, the address-finder switch in the head, the integrations' CSP hosts, its
 * robots.txt and sitemap, and its error page.
 */
export const STOREFRONT_HOOKS: AppServerHooks<PublicConfig, PageHints> = {
  redirect: resolveLegacyRedirect,
  hints: ({ host, headers }) => ({
    device: deviceHint({
      userAgent: headerValue(headers['user-agent']),
      chUaMobile: headerValue(headers['sec-ch-ua-mobile']),
    }),
    host,
  }),
  // The address-finder switch, read by the order form's port when a search opens: a tag in
  // the head costs the pages' JavaScript nothing.
  headExtra: (config) =>
    config.kakaoPostcode ? `<meta name="${ADDRESS_FINDER_META}" content="kakao">` : '',
  cspSources: integrationSources,
  seo: { robotsTxt, sitemapXml },
  errorPage: {
    title: '오류 | 아틀리에',
    message: '일시적인 오류로 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    badHost: '요청의 호스트(Host) 헤더가 올바르지 않습니다.',
  },
};

/**
 * Options of {@link storefrontPlugin}: the frame plugin's, with the configuration read from
 * the environment by default.
 */
export interface StorefrontPluginOptions extends Omit<
  AppFramePluginOptions<PublicConfig, PageHints>,
  'config' | 'hooks' | 'basePath'
> {
  /** Public settings embedded for the browser; default `publicConfigFromEnv()` (`PUBLIC_*` keys, `OLD_BRAND_HOSTS`, `NEW_SITE_URL`). */
  config?: PublicConfig;
}

/**
 * The storefront's server rendering (the frame's plugin with the storefront's hooks) at `/`,
 * for its own server and tests.
 */
export async function storefrontPlugin(app: FastifyInstance, options: StorefrontPluginOptions) {
  await appFramePlugin<PublicConfig, PageHints>(app, {
    ...options,
    config: options.config ?? publicConfigFromEnv(),
    hooks: STOREFRONT_HOOKS,
  });
}

// Source: src/server; built: dist/node. Both two folders below the app's root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The storefront as the gateway mounts it (the frame's app-module shape).
 */
export const appModule = defineAppModule<PublicConfig, PageHints>({
  name: 'storefront',
  root,
  distDir: path.join(root, 'dist'),
  options: () => ({ config: publicConfigFromEnv(), hooks: STOREFRONT_HOOKS }),
});
