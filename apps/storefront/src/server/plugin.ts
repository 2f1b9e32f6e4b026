import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createApiClient, createCookieJar } from '@atelier/api-client';
import { isValidHostHeader } from '@atelier/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';

import type { PublicConfig } from '../app/embedded-state.js';
import { resolveLegacyRedirect } from '../app/legacy-redirects.js';
import { deviceHint } from '../app/page-hints.js';
import { compressHtml } from './compress-html.js';
import { pageAssets, type PageAssets, type ViteManifest } from './manifest-assets.js';
import { ADDRESS_FINDER_META } from '../features/checkout/address-finder-meta.js';
import { publicConfigFromEnv } from './public-config-from-env.js';
import type { RenderOutput, ServerEntry } from './render-contract.js';
import { escapeHtml, renderDocument } from './render-document.js';
import { documentSecurityHeaders } from './security-headers.js';
import { seoRoutes } from './seo-routes.js';

/**
 * Where the client build is served (Vite `base`), with year-long immutable caching.
 *
 * @example
 * `${ASSET_BASE}assets/entry-client-a1b2.js`; // '/build/assets/entry-client-a1b2.js'
 */
export const ASSET_BASE = '/build/';

/** Where the shop's images are served (spec §7: icons at `/images/icons/{name}.svg`). */
export const IMAGES_BASE = '/images/';

// Image names carry no hash: a day's cache, then revalidation.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `Cache-Control` of `/build/*` files: their names carry a content hash.
 *
 * @example
 * res.headers['cache-control'] === ASSET_CACHE_CONTROL;
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CLIENT_ENTRY = 'src/entry-client.tsx';
// Source maps (hidden: the build writes them for error tracing, browsers are not told of them)
// are never served; neither is any dot folder (`.vite/manifest.json`), whatever the spelling.
const NOT_SERVED = /\.map$/i;
const SERVER_ENTRY = 'src/entry-server.tsx';
// Paths another part of the process answers (the API, health checks, the asset folder).
const NOT_PAGES = /^\/(api(\/|$)|healthz$|readyz$|build\/|images\/)/;

/**
 * Options of {@link storefrontPlugin}.
 *
 * @example
 * const options: StorefrontPluginOptions = { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir: '/srv/storefront/dist' };
 */
export interface StorefrontPluginOptions {
  /**
   * Origin of the API the server renders call, e.g. the gateway's own loopback URL; a
   * function is asked per request (the gateway knows its port only once it listens).
   */
  apiOrigin: string | (() => string);
  /** The built storefront (`dist`, holding `client/` and `server/`). Not needed with `dev` or `entry`. */
  distDir?: string;
  /** The render entry; default `<distDir>/server/entry-server.js` (tests pass the source module). */
  entry?: ServerEntry;
  /** The Vite manifest; default `<distDir>/client/.vite/manifest.json` (none: no script tags). */
  manifest?: ViteManifest;
  /**
   * The shop's public origin (`PUBLIC_URL`), e.g. `https://atelier.kr`: every absolute URL of a
   * page (canonical, `hreflang`, `og:url`) is built from it, never from the request's `Host`
   * or `X-Forwarded-Host`, which a client chooses.
   */
  publicOrigin: string;
  /**
   * Headers added to every API call, e.g. the gateway's forwarding key, which makes the API
   * take the `X-Forwarded-For` this plugin sends as the visitor's address. Without it the
   * API trusts that header only from a `TRUST_PROXY` address (a storefront deployed apart).
   */
  apiHeaders?: Record<string, string>;
  /** Public settings embedded for the browser; default `publicConfigFromEnv()` (`PUBLIC_*` keys, `OLD_BRAND_HOSTS`, `NEW_SITE_URL`). */
  config?: PublicConfig;
  /** Development: serve and render the source through Vite (middleware mode, HMR) from this app root. */
  dev?: { root: string };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function readManifest(distDir: string | undefined): ViteManifest {
  if (!distDir) return {};
  const file = path.join(distDir, 'client', '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

function errorPage(
  text = '일시적인 오류로 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.',
): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml('오류 | 아틀리에')}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
}

/**
 * The storefront's server rendering as a Fastify plugin, for the one-process gateway and for
 * the storefront's own server. It serves `/build/*` from the client build (immutable, one
 * year) and answers every other GET except `/api/*`, `/healthz` and `/readyz`:
 *
 * 1. legacy URLs of spec §2 → 301 to their new address;
 * 2. a per-request API client with the visitor's cookies (the API's `Set-Cookie` answers go
 *    back to the browser), then the render entry: login check, language (`?lang=`),
 *    translation package, categories, popups, the route's loaders, React rendering;
 * 3. the HTML document: meta tags, the app markup, the embedded state, preloads and the
 *    client entry. Unknown paths answer 404 with the not-found page.
 *
 * It also answers `/robots.txt` and `/sitemap.xml` (from `GET /api/v1/sitemap`), with URLs
 * on `publicOrigin`.
 *
 * @example
 * const app = await createServer(loadConfig());
 * await app.register(storefrontPlugin, { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir });
 */
export async function storefrontPlugin(app: FastifyInstance, options: StorefrontPluginOptions) {
  const config = options.config ?? publicConfigFromEnv();
  const securityHeaders = documentSecurityHeaders(config, { dev: Boolean(options.dev) });
  const origin = new URL(options.publicOrigin).origin;
  let vite: ViteDevServer | undefined;
  let loadEntry: () => Promise<ServerEntry>;
  let assetsFor: (routeFiles: string[]) => PageAssets;
  let devHead = async (_url: string) => '';

  if (options.dev) {
    const { createServer } = await import('vite');
    const devServer = await createServer({
      root: options.dev.root,
      configFile: path.join(options.dev.root, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    vite = devServer;
    app.addHook('onClose', async () => devServer.close());
    // Vite answers its own URLs (modules, HMR client) under the base; Fastify steps aside.
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith(ASSET_BASE)) return done();
      reply.hijack();
      devServer.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
    });
    loadEntry = async () => (await devServer.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry;
    assetsFor = () => ({ entry: `${ASSET_BASE}${CLIENT_ENTRY}`, modulePreloads: [], styles: [] });
    devHead = async (url) => {
      const html = await devServer.transformIndexHtml(
        url,
        '<html><head></head><body></body></html>',
      );
      return /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    };
  } else {
    const manifest = options.manifest ?? readManifest(options.distDir);
    const clientDir = options.distDir ? path.join(options.distDir, 'client') : undefined;
    if (clientDir && existsSync(clientDir)) {
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: ASSET_BASE,
        decorateReply: false,
        index: false,
        list: false,
        cacheControl: false,
        preCompressed: true,
        dotfiles: 'ignore',
        allowedPath: (pathName) => !NOT_SERVED.test(pathName),
        setHeaders: (res) => {
          res.setHeader('cache-control', ASSET_CACHE_CONTROL);
          res.setHeader('x-content-type-options', 'nosniff');
        },
      });
    }
    // Shop images (icons, logo, posters, Instagram photos); `public/` sits beside `dist/`.
    const imagesDir = options.distDir
      ? path.join(options.distDir, '..', 'public', 'images')
      : undefined;
    if (imagesDir && existsSync(imagesDir)) {
      await app.register(fastifyStatic, {
        root: imagesDir,
        prefix: IMAGES_BASE,
        decorateReply: false,
        index: false,
        list: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader('cache-control', IMAGE_CACHE_CONTROL);
          res.setHeader('x-content-type-options', 'nosniff');
        },
      });
    }
    let entry: Promise<ServerEntry> | undefined = options.entry
      ? Promise.resolve(options.entry)
      : undefined;
    loadEntry = () => {
      if (!entry) {
        if (!options.distDir)
          throw new Error('storefrontPlugin: pass distDir (the built storefront), entry or dev');
        const file = path.join(options.distDir, 'server', 'entry-server.js');
        entry = import(pathToFileURL(file).href) as Promise<ServerEntry>;
      }
      return entry;
    };
    assetsFor = (routeFiles) => pageAssets(manifest, CLIENT_ENTRY, routeFiles, ASSET_BASE);
  }

  await seoRoutes(app, { origin, apiOrigin: options.apiOrigin, apiHeaders: options.apiHeaders });

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (NOT_PAGES.test(pathname)) return reply.callNotFound();

    // The gateway's API refuses these first; the storefront's own server does it here.
    if (!isValidHostHeader(request.headers.host) || !isValidHostHeader(request.host)) {
      return reply
        .code(400)
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage('요청의 호스트(Host) 헤더가 올바르지 않습니다.'));
    }
    const url = new URL(request.url, `${origin}/`);
    const legacy = resolveLegacyRedirect(url);
    if (legacy !== null) return reply.redirect(legacy, 301);

    const jar = createCookieJar(request.headers.cookie);
    const setCookies = new Map<string, string>();
    const client = createApiClient({
      baseUrl: typeof options.apiOrigin === 'function' ? options.apiOrigin() : options.apiOrigin,
      cookie: jar.cookieHeader,
      onSetCookie: (headers) => {
        jar.store(headers);
        for (const header of headers) setCookies.set(header.split('=', 1)[0]!.trim(), header);
      },
      headers: () => {
        const forwarded: Record<string, string> = { ...options.apiHeaders };
        const language = request.headers['accept-language'];
        if (typeof language === 'string') forwarded['accept-language'] = language;
        const agent = request.headers['user-agent'];
        if (typeof agent === 'string') forwarded['user-agent'] = agent;
        // The visitor's address, so a session stored while rendering records it and the
        // per-address limits count the visitor (the API trusts it with `apiHeaders`' key,
        // or from a TRUST_PROXY address).
        forwarded['x-forwarded-for'] = request.ip;
        return forwarded;
      },
    });
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });

    let output: RenderOutput;
    try {
      const entry = await loadEntry();
      output = await entry.render({
        request: new Request(url, { method: 'GET', signal: controller.signal }),
        client,
        config,
        hints: {
          device: deviceHint({
            userAgent: request.headers['user-agent'],
            chUaMobile: headerValue(request.headers['sec-ch-ua-mobile']),
          }),
          host: request.host,
        },
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'storefront render failed');
      return reply
        .code(500)
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage());
    } finally {
      client.dispose();
    }

    if (setCookies.size > 0) reply.header('set-cookie', [...setCookies.values()]);
    if (output.kind === 'redirect') return reply.redirect(output.location, output.status);

    // The address-finder switch, read by the order form's port when a search opens: a tag in
    // the head costs the pages' JavaScript nothing.
    const headExtra =
      (config.kakaoPostcode ? `<meta name="${ADDRESS_FINDER_META}" content="kakao">` : '') +
      (vite ? await devHead(request.url) : '');
    const html = renderDocument({
      head: output.head,
      appHtml: output.appHtml,
      state: output.state,
      assets: assetsFor(output.routeFiles),
      headExtra,
    });
    const { body, encoding } = await compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(output.status)
      .headers(securityHeaders)
      .header('cache-control', 'private, no-store')
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}
