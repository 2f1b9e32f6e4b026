import { createApiClient } from '@atelier/api-client';
import {
  createBrowserEnvironment,
  createSessionState,
  createUnauthorizedHandler,
  DEFAULT_SESSION_LABELS,
  loggedOut,
} from '@atelier/session';
import { integrationsConfigured } from '@atelier/shop-shell';
import { createI18n, createTranslationTransport, createTranslator } from '@atelier/translation-ai';
import { createDialogService } from '@atelier/ui-kit';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

import type { AppExtra } from '../shared/store/app-extra.js';
import { AppProviders } from './app-providers.js';
import { createRoutes } from './create-routes.js';
import { readEmbeddedState, toHydrationData } from './embedded-state.js';
import { FRAME_LABELS } from '../shared/routing/frame-labels.js';
import { resolveLazyMatches } from './resolve-lazy-matches.js';
import type { RouteContext } from '../shared/routing/route-context.js';
import { createAppStore } from '../shared/store/store.js';
import { yieldToMain } from './yield-to-main.js';
import { isChunkLoadError } from '../errors/chunk-load-error.js';
import { reportError } from '../errors/error-reporting.js';
import { installGlobalChunkErrorHandler } from '../errors/global-chunk-errors.js';
import { createRouteChunkErrorHandler } from '../errors/route-chunk-error-handler.js';

/**
 * Starts the storefront in the browser (spec §4 "Page load"): parses the embedded state into
 * the store, waits for the router (the matched routes' chunks), then hydrates the server's
 * markup as a transition, or renders from scratch when there is no embedded state.
 *
 * @example
 * const { startClient } = await import('./app/start-client.js');
 * await startClient();
 */
export async function startClient(): Promise<void> {
  // Evaluating the app's modules is one task already; building the store and routes is the next.
  await yieldToMain();
  const embedded = readEmbeddedState(document);
  const dialogs = createDialogService();
  const env = createBrowserEnvironment({
    alert: (message, { title }) => dialogs.alert(message, { title }),
    confirm: (message, { title, confirmLabel, cancelLabel }) =>
      dialogs.confirm(message, { title, confirmLabel, cancelLabel }),
  });
  const client = createApiClient({ lang: () => store.getState().session.language });
  const extra: AppExtra = { client, env };
  const store = createAppStore({
    extra,
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
    message: t(FRAME_LABELS.appUpdated),
  });
  window.addEventListener('error', (event) => reportError(event.error));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));

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
      message: t(FRAME_LABELS.chunkLoadFailed),
    }),
  };
  const routes = createRoutes(ctx);

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

  const i18n = createI18n({ translator });
  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        translator={translator}
        i18n={i18n}
        env={env}
        dialogs={dialogs}
        hints={embedded?.hints ?? { device: 'unknown', host: window.location.host }}
        config={embedded?.config}
      >
        <RouterProvider router={router} />
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

  const idle =
    window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const config = embedded?.config ?? {};
  // The adapters are a chunk of their own, loaded only when a key is configured.
  if (integrationsConfigured(config)) {
    idle(() => {
      import('./integrations-boot.js')
        .then(({ bootIntegrations }) => bootIntegrations({ config, store }))
        .catch((error: unknown) => console.warn('[storefront] integrations did not start', error));
    });
  }
}
