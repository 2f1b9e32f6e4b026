import type { ApiClient, Endpoints } from '@atelier/api-client';
import type { SessionEnvironment, SessionThunkExtra } from '@atelier/session';

/**
 * The thunk `extra` of the storefront store: one API client per store (per SSR request,
 * one in the browser), its typed endpoints for the session thunks, and the environment
 * (dialogs, page loads, storage) they use.
 *
 * @example
 * const extra: AppExtra = { client, api: createEndpoints(client), env: createBrowserEnvironment() };
 */
export interface AppExtra extends SessionThunkExtra {
  client: ApiClient;
  api: Endpoints;
  env: SessionEnvironment;
}
