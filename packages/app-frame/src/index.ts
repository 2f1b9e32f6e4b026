/**
 * `@atelier/app-frame` — the client kit every Atelier React app stands on: the one provider
 * assembly, the store factory, the hydrate entry (`bootApp`, `startApp`), the embedded page
 * state, head data and JSON-LD, the route-table kit and the spec §8 chunk-failure handling.
 * The server side is `@atelier/app-frame/render` (the render entry) and
 * `@atelier/app-frame/server` (the Fastify plugin); forms are `@atelier/app-frame/forms`.
 *
 * @example
 * import { bootApp } from '@atelier/app-frame';
 * void bootApp(() => import('./app/start-client.js'));
 */
export { AppProviders } from './app/app-providers.js';
export type { AppProvidersProps } from './app/app-providers.js';
export {
  EMBEDDED_STATE_ID,
  readEmbeddedState,
  serializeRouteErrors,
  toHydrationData,
} from './app/embedded-state.js';
export type { EmbeddedState, SerializedRouteError } from './app/embedded-state.js';
export { PageProvider, usePage } from './app/page-context.js';
export type { PageContextValue } from './app/page-context.js';
export { PAINT_FIRST_WAIT_MS, serverPagePainted } from './app/paint-first.js';
export { resolveLazyMatches } from './app/resolve-lazy-matches.js';
export { translateLabels } from './app/translate-labels.js';
export { yieldToMain } from './app/yield-to-main.js';
export { bootApp } from './entries/boot-app.js';
export type { BootAppOptions } from './entries/boot-app.js';
export { startApp } from './entries/start-app.js';
export type { ChunkFailureLabels, StartAppOptions } from './entries/start-app.js';
export { isChunkLoadError, RELOAD_PARAM, withReloadMarker } from './errors/chunk-load-error.js';
export {
  handleGlobalChunkFailure,
  installGlobalChunkErrorHandler,
  UPDATE_ALERT_MARKER_KEY,
} from './errors/global-chunk-errors.js';
export type { GlobalChunkFailureDeps } from './errors/global-chunk-errors.js';
export { createRouteChunkErrorHandler } from './errors/route-chunk-error-handler.js';
export type { RouteChunkErrorHandlerOptions } from './errors/route-chunk-error-handler.js';
export { beginRouteChunkLoad, isRouteChunkLoading } from './errors/route-chunk-loads.js';
export type { HeadData } from './head/head-data.js';
export { breadcrumbListJsonLd, jsonLd, jsonLdScript, serializeJsonLd } from './head/json-ld.js';
export type { BreadcrumbStep, JsonLdDocument, JsonLdThing, JsonLdValue } from './head/json-ld.js';
export { hreflangAlternates, LANG_PARAM, languageUrls } from './head/language-urls.js';
export { serializeState } from './html/serialize-state.js';
export type { RouteContext } from './routing/route-context.js';
export { createChromeLayouts } from './routing/chrome-layouts.js';
export type { AppChromeProps, ChromeLayouts } from './routing/chrome-layouts.js';
export { createHref } from './routing/create-href.js';
export type {
  Href,
  HrefArgs,
  RouteParams,
  RouteParamValue,
  RouteQuery,
} from './routing/create-href.js';
export { createTableRoutes, layoutRouteId, ROOT_ROUTE_ID } from './routing/create-table-routes.js';
export type { CreateTableRoutesOptions, TableLayout } from './routing/create-table-routes.js';
export { isBlankRoute } from './routing/is-blank-route.js';
export { createLoginGuard } from './routing/login-guard.js';
export { useLoginGate } from './routing/use-login-gate.js';
export type { LoginGuard, LoginGuardOptions } from './routing/login-guard.js';
export { pageModuleFiles, registerPages } from './routing/page-modules.js';
export type { PageModuleOptions, RouteModule, RouteModuleEntry } from './routing/page-modules.js';
export { createRouteErrorBoundary } from './routing/route-error-boundary.js';
export type {
  RouteErrorBoundaryOptions,
  RouteErrorLabels,
} from './routing/route-error-boundary.js';
export { leafRouteName, routeMeta, routeNames } from './routing/route-table.js';
export type {
  ReadyRouteName,
  RouteDefinition,
  RouteHandle,
  RouteMeta,
  RouteTable,
} from './routing/route-table.js';
export type { AppExtra } from './store/app-extra.js';
export { createAppStore } from './store/store.js';
export type { AppStore, AppStoreOf, CreateAppStoreOptions, FrameReducers } from './store/store.js';
export { KEEP_ALIVE_MAX, touchKeepAlive } from './routing/keep-alive.js';
export type { KeepAliveEntry } from './routing/keep-alive.js';
export { KeepAliveOutlet } from './routing/keep-alive-outlet.js';
export type { KeepAliveOutletProps } from './routing/keep-alive-outlet.js';
export { HASH_SCROLL_OFFSET, resolveScrollTop } from './routing/scroll-position.js';
export type { ScrollInput } from './routing/scroll-position.js';
export { useScrollBehaviour } from './routing/use-scroll-behaviour.js';
