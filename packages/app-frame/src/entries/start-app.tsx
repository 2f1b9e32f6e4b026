import { createApiClient } from '@atelier/api-client';
import {
  createBrowserEnvironment,
  createSessionState,
  createUnauthorizedHandler,
  DEFAULT_SESSION_LABELS,
  loggedOut,
} from '@atelier/session';
import { createTranslationTransport, createTranslator } from '@atelier/translation-ai';
import { createDialogService, markHydrated } from '@atelier/ui-kit';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

import { AppProviders } from '../app/app-providers.js';
import { readEmbeddedState, toHydrationData } from '../app/embedded-state.js';
import { resolveLazyMatches } from '../app/resolve-lazy-matches.js';
import { yieldToMain } from '../app/yield-to-main.js';
import { isChunkLoadError } from '../errors/chunk-load-error.js';
import { installGlobalChunkErrorHandler } from '../errors/global-chunk-errors.js';
import { createRouteChunkErrorHandler } from '../errors/route-chunk-error-handler.js';
import type { RouteContext } from '../routing/route-context.js';
import { createAppStore, type AppStore } from '../store/store.js';

// After the router's first commit: dialogs, toasts and everything waiting for `whenHydrated`
// load from here on, and browser tests know the page is interactive.
function HydratedMark() {
  useEffect(() => markHydrated(), []);
  return null;
}

/**
 * Korean source phrases of the frame's two chunk-failure messages (spec §8), translated
 * through the app's translator.
 *
 * @example
 * const labels: ChunkFailureLabels = { appUpdated: '업데이트된 내용이 있습니다. 새로고침 해주세요.', chunkLoadFailed: '페이지를 불러오지 못했습니다.' };
 */
export interface ChunkFailureLabels {
  /** The global dynamic-import alert, shown once (local-storage marker), then a reload. */
  appUpdated: string;
  /** The dialog after `reload=1` was spent on a route chunk. */
  chunkLoadFailed: string;
}

/**
 * What {@link startApp} needs from an app.
 *
 * @example
 * const options: StartAppOptions<MyConfig, MyHints> = { createRoutes, labels, defaultHints: () => ({ host: location.host }) };
 */
export interface StartAppOptions<C, H> {
  /** The app's route objects (the route-table kit's `createRoutes`). */
  createRoutes(ctx: RouteContext): RouteObject[];
  labels: ChunkFailureLabels;
  /** Hints when the page has no embedded state. */
  defaultHints(): H;
  /** Uncaught errors and rejections of the page (the app's error reporter). */
  reportError?(error: unknown): void;
  /** After hydration has started: the app's deferred work (third-party adapters…). */
  afterStart?(input: { config: C | undefined; store: AppStore }): void;
}

/**
 * Starts an app in the browser (spec §4 "Page load"): parses the embedded state into the
 * store, builds the translator and the one {@link AppProviders} assembly, installs the
 * chunk-failure handling (spec §8), waits for the matched routes' chunks, then hydrates the
 * server's markup as a transition, or renders from scratch when there is no embedded state.
 *
 * @example
 * // src/app/start-client.tsx, loaded by the app's entry through `bootApp`
 * export const startClient = () => startApp({ createRoutes, labels, defaultHints });
 */
export async function startApp<C, H>(options: StartAppOptions<C, H>): Promise<void> {
  // Evaluating the app's modules is one task already; building the store and routes is the next.
  await yieldToMain();
  const embedded = readEmbeddedState<C, H>(document);
  const dialogs = createDialogService();
  const env = createBrowserEnvironment({
    alert: (message, { title }) => dialogs.alert(message, { title }),
    confirm: (message, { title, confirmLabel, cancelLabel }) =>
      dialogs.confirm(message, { title, confirmLabel, cancelLabel }),
  });
  const client = createApiClient({ lang: () => store.getState().session.language });
  const store = createAppStore({
    extra: { client, env },
    session: createSessionState(embedded?.store.session),
    apiCache: embedded?.store.api,
  });
  const translator = createTranslator({
    locale: store.getState().session.language,
    packages: embedded?.translation.packages,
    ...createTranslationTransport(client),
  });
  const t = (phrase: string) => translator.t(phrase);
  client.setHandlers({
    on401: createUnauthorizedHandler(env, () => window.location, {
      labels: {
        loginRequired: t(DEFAULT_SESSION_LABELS.loginRequired),
        alertTitle: t(DEFAULT_SESSION_LABELS.alertTitle),
      },
      onUnauthorized: () => store.dispatch(loggedOut()),
    }),
  });

  installGlobalChunkErrorHandler(window, {
    storage: env.storage as Storage | null,
    alert: (message) => dialogs.alert(message),
    reload: () => window.location.reload(),
    message: t(options.labels.appUpdated),
  });
  const report = options.reportError;
  if (report) {
    window.addEventListener('error', (event) => report(event.error));
    window.addEventListener('unhandledrejection', (event) => report(event.reason));
  }

  let navigationTarget = (): string => window.location.href;
  const initialLoad = { done: false };
  const ctx: RouteContext = {
    store,
    isServer: false,
    dialogs,
    env,
    t,
    onChunkError: createRouteChunkErrorHandler({
      targetUrl: () => navigationTarget(),
      load: (url) =>
        initialLoad.done ? window.location.assign(url) : window.location.replace(url),
      alert: (message) => dialogs.alert(message),
      message: t(options.labels.chunkLoadFailed),
    }),
  };
  const routes = options.createRoutes(ctx);

  let chunkFailed = false;
  try {
    await resolveLazyMatches(routes, window.location);
  } catch (error) {
    // reload=1 was already spent: the dialog is queued; render the page's error client-side.
    if (!isChunkLoadError(error)) throw error;
    chunkFailed = true;
  }
  initialLoad.done = true;

  const router = createBrowserRouter(routes, {
    hydrationData: embedded && !chunkFailed ? toHydrationData(embedded.router) : undefined,
  });
  navigationTarget = () => {
    const next = router.state.navigation.location;
    return next
      ? new URL(router.createHref(next), window.location.href).href
      : window.location.href;
  };

  const page = {
    hints: embedded?.hints ?? options.defaultHints(),
    config: embedded?.config ?? ({} as C),
  };
  const app = (
    <StrictMode>
      <AppProviders store={store} translator={translator} env={env} dialogs={dialogs} page={page}>
        <RouterProvider router={router} />
        <HydratedMark />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (embedded && !chunkFailed) {
    // As a transition, so React yields to input between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);

  options.afterStart?.({ config: embedded?.config, store });
}
