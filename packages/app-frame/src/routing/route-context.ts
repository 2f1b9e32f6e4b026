import type { SessionEnvironment } from '@atelier/session';
import type { DialogService } from '@atelier/ui-kit';
import type { Store } from '@reduxjs/toolkit';

import type { AppStore } from '../store/store.js';

/**
 * What a page's loader factory (`createLoader(ctx)`) and the app's `createRoutes` receive:
 * the request's store (one per SSR request, one in the browser), where they run, the dialogs
 * and session environment, the translator's `t`, and the chunk-failure handler (spec §8).
 *
 * @example
 * export const createLoader = (ctx: RouteContext): LoaderFunction => async () =>
 *   ensureQuery(ctx.store, someApi.endpoints.getList, undefined);
 */
export interface RouteContext<S extends Store = AppStore> {
  store: S;
  isServer: boolean;
  dialogs: Pick<DialogService, 'alert' | 'confirm' | 'error'>;
  env: SessionEnvironment;
  t: (phrase: string) => string;
  /** Server: rethrows. Browser: `reload=1` once, then the dialog (spec §8). */
  onChunkError: (error: unknown) => Promise<never>;
}
