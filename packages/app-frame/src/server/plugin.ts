import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createApiClient, createCookieJar } from '@atelier/api-client';
import { isValidHostHeader } from '@atelier/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteDevServer } from 'vite';

import type { SitemapResponse } from '@atelier/contracts';
import type { RenderOutput, ServerEntry } from '../entries/render-app.js';
import { compressHtml } from './compress-html.js';
import { pageAssets, type PageAssets, type ViteManifest } from './manifest-assets.js';
import { escapeHtml, renderDocument } from './render-document.js';
import { documentSecurityHeaders, type CspSources } from './security-headers.js';
import { seoRoutes } from './seo-routes.js';

/**
 * Where an app at `/` serves its client build (Vite `base`), with year-long immutable caching;
 * an app at another base path serves it under `<basePath>/build/`.
 *
 * @example
 * `${ASSET_BASE}assets/entry-client-a1b2.js`; // '/build/assets/entry-client-a1b2.js'
 */
export const ASSET_BASE = '/build/';

// Where an app at `/` serves its images (spec §7: icons at `/images/icons/{name}.svg`).
const IMAGES_BASE = '/images/';

// Image names carry no hash: a day's cache, then revalidation.
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `Cache-Control` of `/build/*` files: their names carry a content hash.
 *
 * @example
 * res.headers['cache-control'] === ASSET_CACHE_CONTROL;
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The app's client and server entries, as the frame expects them (paths from the app root).
 *
 * @example
 * APP_ENTRIES.client; // 'src/entry-client.tsx'
 */
export const APP_ENTRIES = { client: 'src/entry-client.tsx', server: 'src/entry-server.tsx' };

const CLIENT_ENTRY = APP_ENTRIES.client;
// Source maps (hidden: the build writes them for error tracing, browsers are not told of them)
// are never served; neither is any dot folder (`.vite/manifest.json`), whatever the spelling.
const NOT_SERVED = /\.map$/i;
const SERVER_ENTRY = APP_ENTRIES.server;
// Paths another part of the process answers (the API, health checks, the asset folder).
const NOT_PAGES = /^\/(api(\/|$)|healthz$|readyz$|build\/|images\/)/;

/**
 * What an app's server hooks see of a page request.
 *
 * @example
 * const hints = (request: PageRequest) => ({ host: request.host });
 */
export interface PageRequest {
  /** The page's public URL (on `publicOrigin`). */
  url: URL;
  /** The request's `Host`, already checked. */
  host: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * An app's server hooks: what only the app knows about its pages.
 *
 * @example
 * const hooks: AppServerHooks<PublicConfig, PageHints> = {
 *   redirect: (url) => resolveLegacyRedirect(url),
 *   hints: ({ host, headers }) => ({ device: deviceHint(headers), host }),
 * };
 */
export interface AppServerHooks<C = unknown, H = unknown> {
  /** A permanent (301) redirect before rendering (the app's old URLs), or `null`. */
  redirect?(url: URL): string | null;
  /** The request hints embedded for hydration (device, host…); default none. */
  hints?(request: PageRequest): H;
  /** Extra `<head>` markup of every page (meta switches read by the app's code). */
  headExtra?(config: C): string;
  /** Hosts the configured integrations add to the Content-Security-Policy. */
  cspSources?(config: C): readonly CspSources[];
  /** `/robots.txt` and `/sitemap.xml` (apps at `/` only). */
  seo?: {
    robotsTxt(origin: string): string;
    sitemapXml(origin: string, data: SitemapResponse['data']): Promise<string>;
  };
  /** Text of the plain error page (500, bad `Host`) and its title. */
  errorPage?: { title: string; message: string; badHost: string };
  /** Preload the whole app and the page's route from the HTML (`PageAssetOptions.preloadApp`). */
  preloadApp?: boolean;
}

/**
 * Options of {@link appFramePlugin}.
 *
 * @example
 * const options: AppFramePluginOptions = { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir: '/srv/storefront/dist', config: {} };
 */
export interface AppFramePluginOptions<C = unknown, H = unknown> {
  /** Where the app is mounted: `/` (default) or a prefix such as `/tssa`. */
  basePath?: string;
  /**
   * Origin of the API the server renders call, e.g. the gateway's own loopback URL; a
   * function is asked per request (the gateway knows its port only once it listens).
   */
  apiOrigin: string | (() => string);
  /** The built app (`dist`, holding `client/` and `server/`). Not needed with `dev` or `entry`. */
  distDir?: string;
  /** The render entry; default `<distDir>/server/entry-server.js` (tests pass the source module). */
  entry?: ServerEntry<C, H>;
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
  /** Public settings embedded for the browser (the app reads them from its environment). */
  config: C;
  /** What only the app knows (old URLs, request hints, head extras, CSP hosts, SEO documents). */
  hooks?: AppServerHooks<C, H>;
  /** Development: serve and render the source through Vite (middleware mode, HMR) from this app root. */
  dev?: { root: string };
}

function readManifest(distDir: string | undefined): ViteManifest {
  if (!distDir) return {};
  const file = path.join(distDir, 'client', '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

const ERROR_PAGE = {
  title: '오류',
  message: '일시적인 오류로 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  badHost: '요청의 호스트(Host) 헤더가 올바르지 않습니다.',
};

function errorPage(title: string, text: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
}

function withSlash(basePath: string | undefined): string {
  const trimmed = (basePath ?? '/').replace(/\/+$/, '');
  return `${trimmed}/`;
}

/**
 * An app's server rendering as a Fastify plugin, for the one-process gateway (which mounts
 * every registered app at its base path) and for the app's own server. It serves
 * `<basePath>build/*` from the client build (immutable, one year) and answers every other GET
 * under the base path except `/api/*`, `/healthz` and `/readyz`:
 *
 * 1. the app's `redirect` hook (old URLs → 301);
 * 2. a per-request API client with the visitor's cookies (the API's `Set-Cookie` answers go
 *    back to the browser), then the app's render entry (`createRenderEntry`);
 * 3. the HTML document: meta tags, the app markup, the embedded state, preloads and the
 *    client entry, with the security headers (CSP with the app's `cspSources`), compressed.
 *
 * With the `seo` hooks it also answers `/robots.txt` and `/sitemap.xml` (from
 * `GET /api/v1/sitemap`), with URLs on `publicOrigin`.
 *
 * @example
 * await app.register(appFramePlugin, { apiOrigin: 'http://127.0.0.1:3000', publicOrigin: 'https://atelier.kr', distDir, config, hooks });
 */
export async function appFramePlugin<C = unknown, H = unknown>(
  app: FastifyInstance,
  options: AppFramePluginOptions<C, H>,
) {
  const { config, hooks = {} } = options;
  const basePath = withSlash(options.basePath);
  const assetBase = `${basePath}build/`;
  const imagesBase = basePath === '/' ? IMAGES_BASE : `${basePath}images/`;
  const errorText = { ...ERROR_PAGE, ...hooks.errorPage };
  const securityHeaders = documentSecurityHeaders(hooks.cspSources?.(config) ?? [], {
    dev: Boolean(options.dev),
  });
  const origin = new URL(options.publicOrigin).origin;
  let vite: ViteDevServer | undefined;
  let loadEntry: () => Promise<ServerEntry<C, H>>;
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
      if (!request.url.startsWith(assetBase)) return done();
      reply.hijack();
      devServer.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
    });
    loadEntry = async () =>
      (await devServer.ssrLoadModule(`/${SERVER_ENTRY}`)) as ServerEntry<C, H>;
    assetsFor = () => ({ entry: `${assetBase}${CLIENT_ENTRY}`, modulePreloads: [], styles: [] });
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
        prefix: assetBase,
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
        prefix: imagesBase,
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
    let entry: Promise<ServerEntry<C, H>> | undefined = options.entry
      ? Promise.resolve(options.entry)
      : undefined;
    loadEntry = () => {
      if (!entry) {
        if (!options.distDir)
          throw new Error('appFramePlugin: pass distDir (the built app), entry or dev');
        const file = path.join(options.distDir, 'server', 'entry-server.js');
        entry = import(pathToFileURL(file).href) as Promise<ServerEntry<C, H>>;
      }
      return entry;
    };
    assetsFor = (routeFiles) =>
      pageAssets(manifest, CLIENT_ENTRY, routeFiles, assetBase, { preloadApp: hooks.preloadApp });
  }

  if (hooks.seo && basePath === '/') {
    await seoRoutes(app, {
      origin,
      apiOrigin: options.apiOrigin,
      apiHeaders: options.apiHeaders,
      ...hooks.seo,
    });
  }

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (NOT_PAGES.test(pathname)) return reply.callNotFound();

    // The gateway's API refuses these first; the app's own server does it here.
    if (!isValidHostHeader(request.headers.host) || !isValidHostHeader(request.host)) {
      return reply
        .code(400)
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(errorText.title, errorText.badHost));
    }
    const url = new URL(request.url, `${origin}/`);
    const moved = hooks.redirect?.(url) ?? null;
    if (moved !== null) return reply.redirect(moved, 301);

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

    let output: RenderOutput<C, H>;
    try {
      const entry = await loadEntry();
      output = await entry.render({
        request: new Request(url, { method: 'GET', signal: controller.signal }),
        client,
        config,
        hints: hooks.hints?.({ url, host: request.host, headers: request.headers }),
      });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'app render failed');
      return reply
        .code(500)
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(errorText.title, errorText.message));
    } finally {
      client.dispose();
    }

    if (setCookies.size > 0) reply.header('set-cookie', [...setCookies.values()]);
    if (output.kind === 'redirect') return reply.redirect(output.location, output.status);

    const headExtra = (hooks.headExtra?.(config) ?? '') + (vite ? await devHead(request.url) : '');
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
  };
  if (basePath === '/') app.get('/*', answerPage);
  else {
    app.get(basePath.slice(0, -1), answerPage);
    app.get(`${basePath}*`, answerPage);
  }
}
