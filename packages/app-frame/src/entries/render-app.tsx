import { PassThrough } from 'node:stream';

import type { ApiClient } from '@atelier/api-client';
import { atelierApi, dehydrateApiCache } from '@atelier/api-client/rtk-query';
import { LANGUAGE_CURRENCY, type Lang } from '@atelier/contracts';
import {
  createBrowserEnvironment,
  languageChanged,
  loginCheck,
  selectLanguage,
  sessionApi,
} from '@atelier/session';
import { createI18n, createTranslationTransport, createTranslator } from '@atelier/translation-ai';
import { createDialogService } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';

import { AppProviders } from '../app/app-providers.js';
import { serializeRouteErrors, type EmbeddedState } from '../app/embedded-state.js';
import type { HeadData } from '../head/head-data.js';
import { LANG_PARAM } from '../head/language-urls.js';
import type { RouteContext } from '../routing/route-context.js';
import { createAppStore, type AppStore } from '../store/store.js';

/**
 * What the SSR plugin hands the render entry for one page request; `C` the app's public
 * configuration, `H` its request hints.
 *
 * @example
 * const input: RenderInput = { request: new Request('http://shop.test/'), client, config: {} };
 */
export interface RenderInput<C = unknown, H = unknown> {
  /** The page request with its public URL (what the visitor sees in the address bar). */
  request: Request;
  /** An API client for this request only (the visitor's cookies, `Set-Cookie` forwarded). */
  client: ApiClient;
  /** Public configuration to embed. */
  config: C;
  /** What the server's hooks found in the request (device, host…); default the app's own. */
  hints?: H;
}

/**
 * What the render entry answers: a redirect, or a page to wrap in the HTML document.
 *
 * @example
 * if (output.kind === 'redirect') reply.redirect(output.location, output.status);
 */
export type RenderOutput<C = unknown, H = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: HeadData;
      /** The app's markup for `<div id="root">`. */
      appHtml: string;
      /** To embed as `<script id="__ATELIER_STATE__" type="application/json">`. */
      state: EmbeddedState<C, H>;
      /** Source files of the matched route modules, to preload from the Vite manifest. */
      routeFiles: string[];
    };

/**
 * The module an app's `src/entry-server.tsx` is (built to `dist/server/entry-server.js`).
 *
 * @example
 * const entry: ServerEntry = await import(pathToFileURL(entryFile).href);
 */
export interface ServerEntry<C = unknown, H = unknown> {
  render(input: RenderInput<C, H>): Promise<RenderOutput<C, H>>;
}

/**
 * What {@link createRenderEntry} needs from an app.
 *
 * @example
 * const options: RenderEntryOptions<MyConfig, MyHints> = { createRoutes, head, routeFiles, defaultHints: (url) => ({ host: url.host }) };
 */
export interface RenderEntryOptions<C, H> {
  /** The app's route objects (the route-table kit's `createRoutes`). */
  createRoutes(ctx: RouteContext): RouteObject[];
  /** Data every page embeds, fetched beside the translation package (the chrome's). */
  prefetch?(store: AppStore): Promise<unknown>;
  /** The `<head>` of a rendered page; `notFound` when a route or a loader answered 404. */
  head(input: {
    context: StaticHandlerContext;
    config: C;
    notFound: boolean;
    lang: Lang;
    url: URL;
    t: (phrase: string) => string;
  }): HeadData;
  /** True when the matched page is the app's own not-found page (answered with 404). */
  isNotFound?(context: StaticHandlerContext): boolean;
  /** The module files of the matched routes (to preload), by route id. */
  routeFiles(routeIds: readonly string[]): string[];
  /** Hints when the server passes none (tests). */
  defaultHints(url: URL): H;
  /** Logs render errors; default `console.error`. */
  onError?(error: unknown): void;
}

const EXPLICIT_LANGS: Record<string, Lang> = { kr: 'kr', ko: 'kr', en: 'en' };

// `?lang=en|kr` switches the visitor's session before rendering (the hreflang URLs).
async function applyLanguageParam(store: AppStore, url: URL): Promise<void> {
  const wanted = EXPLICIT_LANGS[url.searchParams.get(LANG_PARAM)?.trim().toLowerCase() ?? ''];
  if (!wanted || wanted === selectLanguage(store.getState())) return;
  const result = await store.dispatch(
    sessionApi.endpoints.setLanguage.initiate(
      { lang: wanted, currency: LANGUAGE_CURRENCY[wanted] },
      { track: false },
    ),
  );
  if (!result.error) store.dispatch(languageChanged({ language: wanted }));
}

function renderToHtml(
  element: ReactNode,
  signal: AbortSignal,
  onError: (error: unknown) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // One whole document: React never outlines a large finished boundary into a segment
      // revealed by an inline script, which the page's Content-Security-Policy would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.setEncoding('utf8');
        sink.on('data', (chunk: string) => {
          html += chunk;
        });
        sink.on('end', () => (failed ? reject(new Error('render failed')) : resolve(html)));
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        onError(error);
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * An app's server render entry (`export const render = createRenderEntry({...})`): login
 * check, `?lang=`, the translation package and the app's `prefetch`, then React Router's
 * static handler (route loaders fill the RTK Query cache), then React inside the one
 * {@link AppProviders} assembly. Answers a redirect, or the page with its status (404 when a
 * route or loader answered 404), head, markup, the state to embed and the route files to
 * preload.
 *
 * @example
 * // src/entry-server.tsx
 * export const render = createRenderEntry<PublicConfig, PageHints>({
 *   createRoutes, prefetch: (store) => prefetchShellData(store.dispatch),
 *   head: ({ context, notFound, lang, url, t }) => buildHead({ … }),
 *   routeFiles: (ids) => ids.flatMap((id) => ROUTE_FILES[id] ?? []),
 *   defaultHints: (url) => ({ device: 'unknown', host: url.host }),
 * });
 */
export function createRenderEntry<C, H>(
  options: RenderEntryOptions<C, H>,
): ServerEntry<C, H>['render'] {
  const onError = options.onError ?? ((error) => console.error('[app-frame] render error', error));
  return async ({ request, client, config, hints: given }) => {
    const url = new URL(request.url);
    const hints = given ?? options.defaultHints(url);
    const env = createBrowserEnvironment();
    const store = createAppStore({ extra: { client, env } });

    await store.dispatch(loginCheck());
    await applyLanguageParam(store, url);
    const language = selectLanguage(store.getState());
    const translator = createTranslator({
      locale: language,
      ...createTranslationTransport(client),
    });
    const t = (phrase: string) => translator.t(phrase);
    try {
      await Promise.all([
        language === 'kr' ? undefined : translator.loadPackage().catch(() => undefined),
        options.prefetch?.(store),
      ]);

      const dialogs = createDialogService();
      const ctx: RouteContext = {
        store,
        isServer: true,
        dialogs,
        env,
        t,
        onChunkError: async (error) => {
          throw error;
        },
      };
      const handler = createStaticHandler(options.createRoutes(ctx));
      const context = await handler.query(request);
      if (context instanceof Response) {
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? '/',
        };
      }
      await Promise.all(store.dispatch(atelierApi.util.getRunningQueriesThunk()));

      const router = createStaticRouter(handler.dataRoutes, context);
      const appHtml = await renderToHtml(
        <AppProviders
          store={store}
          translator={translator}
          i18n={createI18n({ translator })}
          env={env}
          dialogs={dialogs}
          page={{ hints, config }}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
        request.signal,
        onError,
      );

      const errors = Object.values(context.errors ?? {});
      const notFound =
        errors.some((error) => isRouteErrorResponse(error) && error.status === 404) ||
        Boolean(options.isNotFound?.(context));
      const head = options.head({ context, config, notFound, lang: language, url, t });
      const state = store.getState();
      const embedded: EmbeddedState<C, H> = {
        version: 1,
        store: { session: state.session, api: dehydrateApiCache(state.api) },
        translation: translator.getState(),
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeRouteErrors(context.errors),
        },
        config,
        hints,
      };
      return {
        kind: 'page',
        status: notFound ? 404 : context.statusCode,
        head,
        appHtml,
        state: embedded,
        routeFiles: options.routeFiles(context.matches.map((match) => match.route.id)),
      };
    } finally {
      // Misses stay out of the embedded package, so the browser reports them itself.
      translator.dispose();
    }
  };
}
