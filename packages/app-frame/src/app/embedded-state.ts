import type { ApiHydration } from '@atelier/api-client/rtk-query';
import type { SessionState } from '@atelier/session';
import type { TranslatorState } from '@atelier/translation-ai';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';

import { EMBEDDED_STATE_ID } from './embedded-state-id.js';

export { EMBEDDED_STATE_ID };

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
 * RTK Query cache: the chrome's data, the route's queries), the translation package, the
 * router's loader data and errors, and the app's public configuration `C` and request
 * hints `H`.
 *
 * @example
 * const state: EmbeddedState<MyConfig, MyHints> = JSON.parse(document.getElementById(EMBEDDED_STATE_ID)!.textContent!);
 */
export interface EmbeddedState<C = unknown, H = unknown> {
  version: 1;
  store: { session: SessionState; api: ApiHydration };
  translation: TranslatorState;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedRouteError> | null;
  };
  config: C;
  /** What the server knew of the request (device hint, host), for an identical hydration. */
  hints?: H;
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
export function readEmbeddedState<C = unknown, H = unknown>(
  doc: Pick<Document, 'getElementById'>,
): EmbeddedState<C, H> | null {
  const text = doc.getElementById(EMBEDDED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EmbeddedState<C, H>> | null;
    return value && value.version === 1 ? (value as EmbeddedState<C, H>) : null;
  } catch {
    return null;
  }
}
