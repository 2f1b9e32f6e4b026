import { PassThrough } from 'node:stream';

import { atelierApi, dehydrateApiCache } from '@atelier/api-client/rtk-query';
import { LANGUAGE_CURRENCY, type Lang } from '@atelier/contracts';
import {
  createBrowserEnvironment,
  languageChanged,
  loginCheck,
  selectLanguage,
  sessionApi,
} from '@atelier/session';
import { prefetchShellData } from '@atelier/shop-shell';
import { createI18n, createTranslationTransport, createTranslator } from '@atelier/translation-ai';
import { createDialogService } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';

import type { AppExtra } from './shared/store/app-extra.js';
import { AppProviders } from './app/app-providers.js';
import { createRoutes } from './app/create-routes.js';
import { serializeRouteErrors, type EmbeddedState } from './app/embedded-state.js';
import { buildHead, LANG_PARAM } from './app/head.js';
import { leafRouteName } from './shared/routing/route-handle.js';
import { pageHeadOf } from './shared/seo/page-head.js';
import type { RouteContext } from './shared/routing/route-context.js';
import { ROUTE_MODULES, type RouteModuleEntry } from './app/route-modules.js';
import type { RouteName } from './shared/routing/route-table.js';
import { createAppStore, type AppStore } from './shared/store/store.js';
import type { RenderInput, RenderOutput } from './server/render-contract.js';

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

function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
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
        console.error('[storefront] render error', error);
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

/**
 * Renders one page on the server (see `ServerEntry`): session, language, translation
 * package, categories, popups, the footers' notices and Instagram feed first, then React Router's static handler (route loaders
 * fill the RTK Query cache), then React. Answers a redirect, or the page with its status
 * (404 for the not-found route and for API 404s of loaders), head data, markup, the state
 * to embed and the route module files to preload.
 *
 * @example
 * const output = await render({ request: new Request('http://shop.test/'), client, config: {} });
 */
export async function render({
  request,
  client,
  config,
  hints: given,
}: RenderInput): Promise<RenderOutput> {
  const url = new URL(request.url);
  const hints = given ?? { device: 'unknown', host: url.host };
  const env = createBrowserEnvironment();
  const extra: AppExtra = { client, env };
  const store = createAppStore({ extra });

  await store.dispatch(loginCheck());
  await applyLanguageParam(store, url);
  const language = selectLanguage(store.getState());
  const translator = createTranslator({ locale: language, ...createTranslationTransport(client) });
  try {
    // The chrome's data (categories, popups, the footers' notices and Instagram): embedded
    // with the rest, so hydration does not fetch it again.
    await Promise.all([
      language === 'kr' ? undefined : translator.loadPackage().catch(() => undefined),
      prefetchShellData(store.dispatch),
    ]);

    const dialogs = createDialogService();
    const ctx: RouteContext = {
      store,
      isServer: true,
      dialogs,
      env,
      t: (phrase) => translator.t(phrase),
      onChunkError: async (error) => {
        throw error;
      },
    };
    const handler = createStaticHandler(createRoutes(ctx));
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
    const i18n = createI18n({ translator });
    const appHtml = await renderToHtml(
      <AppProviders
        store={store}
        translator={translator}
        i18n={i18n}
        env={env}
        dialogs={dialogs}
        hints={hints}
        config={config}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      request.signal,
    );

    const errors = Object.values(context.errors ?? {});
    const notFound = errors.some((error) => isRouteErrorResponse(error) && error.status === 404);
    const leaf = leafRouteName(context.matches.map((match) => ({ handle: match.route.handle })));
    const name: RouteName | undefined = notFound ? 'NotFound' : leaf;
    const status = name === 'NotFound' ? 404 : context.statusCode;
    const page =
      name === 'NotFound'
        ? undefined
        : pageHeadOf(
            context.matches.map((match) => ({ data: context.loaderData[match.route.id] })),
          );

    const state = store.getState();
    const embedded: EmbeddedState = {
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
    const modules: Partial<Record<string, RouteModuleEntry>> = ROUTE_MODULES;
    const routeFiles = context.matches
      .map((match) => modules[match.route.id]?.file)
      .filter((file): file is string => typeof file === 'string');
    return {
      kind: 'page',
      status,
      head: buildHead({ name, lang: language, url, t: (phrase) => translator.t(phrase), page }),
      appHtml,
      state: embedded,
      routeFiles,
    };
  } finally {
    // Misses stay out of the embedded package, so the browser reports them itself.
    translator.dispose();
  }
}
