import type { ApiClient } from '@atelier/api-client';
import type { SessionEnvironment, SessionThunkExtra } from '@atelier/session';

/**
 * The thunk `extra` of the app store: one API client per store (per SSR request,
 * one in the browser), which `atelierApi`'s base query and the session thunks use, and the
 * environment (dialogs, page loads, storage) of the session thunks.
 *
 * @example
 * const extra: AppExtra = { client: createApiClient(), env: createBrowserEnvironment() };
 */
export interface AppExtra extends SessionThunkExtra {
  client: ApiClient;
  env: SessionEnvironment;
}
