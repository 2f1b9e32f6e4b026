import type { SessionState } from '@atelier/session';
import type { TranslatorState } from '@atelier/translation-ai';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';

import type { ErrorReportingConfig } from '../errors/error-reporting.js';
import type { ApiHydration } from '@atelier/api-client/rtk-query';
import { EMBEDDED_STATE_ID } from './embedded-state-id.js';
import type { PageHints } from './page-hints.js';

export { EMBEDDED_STATE_ID };

/**
 * Settings the browser needs from the server's environment; public values only (see
 * `publicConfigFromEnv`). Every integration is off while its key is missing.
 *
 * @example
 * const config: PublicConfig = { sentryDsn: undefined, oldBrandHosts: ['old-brand.example'] };
 */
export interface PublicConfig extends ErrorReportingConfig {
  /** Channel Talk plugin key (`PUBLIC_CHANNEL_TALK_KEY`). */
  channelTalkKey?: string | undefined;
  /** Kakao JavaScript key (`PUBLIC_KAKAO_JS_KEY`). */
  kakaoJsKey?: string | undefined;
  /**
   * Kakao Postcode address search (`PUBLIC_KAKAO_POSTCODE=on`); off: the offline finder. The
   * server writes it into the head (`ADDRESS_FINDER_META`) and allows its hosts in the CSP.
   */
  kakaoPostcode?: boolean | undefined;
  /** Toss Payments v2 takes payments (`TOSS_CLIENT_KEY` set): its SDK host is allowed. */
  tossPayments?: boolean | undefined;
  /** GA4 measurement ID (`PUBLIC_GA_MEASUREMENT_ID`). */
  gaMeasurementId?: string | undefined;
  /** Hosts of the old brand that get the "we moved" overlay (`OLD_BRAND_HOSTS`, comma-separated). */
  oldBrandHosts?: string[] | undefined;
  /** Where that overlay sends visitors (`NEW_SITE_URL`). */
  newSiteUrl?: string | undefined;
}

/**
 * A route error as JSON: React Router error responses keep status and data, other errors
 * their message only (no stack reaches the page).
 *
 * @example
 * const e: SerializedRouteError = { type: 'response', status: 404, statusText: 'Not Found', data: null };
 */
export type SerializedRouteError =
  | { type: 'response'; status: number; statusText: string; data: unknown }
  | { type: 'error'; message: string };

/**
 * What the server embeds for the client (spec §4 "Page load"): the store (session and the
 * RTK Query cache: categories, popups, the route's queries), the translation package, the
 * router's loader data and errors, and public configuration.
 *
 * @example
 * const state: EmbeddedState = JSON.parse(document.getElementById(EMBEDDED_STATE_ID)!.textContent!);
 */
export interface EmbeddedState {
  version: 1;
  store: { session: SessionState; api: ApiHydration };
  translation: TranslatorState;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
  config: PublicConfig;
  /** What the server knew of the request (device hint, host), for an identical hydration. */
  hints?: PageHints;
}

/**
 * Route errors (of a static handler context) as JSON.
 *
 * @example
 * serializeRouteErrors({ Home: new Error('x') }); // { Home: { type: 'error', message: 'x' } }
 */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? {
          type: 'response',
          status: error.status,
          statusText: error.statusText,
          data: error.data as unknown,
        }
      : { type: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return out;
}

/**
 * The router's `hydrationData` from the embedded router state, with error responses
 * rebuilt so `isRouteErrorResponse` recognises them.
 *
 * @example
 * createBrowserRouter(routes, { hydrationData: toHydrationData(embedded.router) });
 */
export function toHydrationData(router: EmbeddedState['router']): HydrationState {
  let errors: Record<string, unknown> | null = null;
  if (router.errors) {
    errors = {};
    for (const [id, error] of Object.entries(router.errors)) {
      errors[id] =
        error.type === 'response'
          ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data)
          : new Error(error.message);
    }
  }
  return { loaderData: router.loaderData, actionData: router.actionData, errors };
}

/**
 * Reads the embedded state of the page, `null` when there is none or it is unreadable (the
 * app then starts empty and asks the server).
 *
 * @example
 * const embedded = readEmbeddedState(document);
 */
export function readEmbeddedState(doc: Pick<Document, 'getElementById'>): EmbeddedState | null {
  const text = doc.getElementById(EMBEDDED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EmbeddedState> | null;
    return value && value.version === 1 ? (value as EmbeddedState) : null;
  } catch {
    return null;
  }
}
