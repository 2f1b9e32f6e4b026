import type { SessionEnvironment } from '@atelier/session';
import type { DialogService } from '@atelier/ui-kit';

import type { AppStore } from '../store/store.js';

/**
 * What route loaders get besides React Router's arguments: the request's store (SSR) or
 * the page's store (browser), dialogs, and how to translate and handle chunk failures.
 *
 * @example
 * export function createLoader(ctx: RouteContext): LoaderFunction {
 *   return async () => (await ensureQuery(ctx, ctx.store.dispatch(catalogApi.endpoints.getCategories.initiate())), null);
 * }
 */
export interface RouteContext {
  store: AppStore;
  /** Rendering on the server: no dialogs, no storage, queries stay subscribed until the render ends. */
  isServer: boolean;
  /** The ui-kit dialog queue (server: never shown). */
  dialogs: Pick<DialogService, 'alert' | 'confirm' | 'error'>;
  /** Page loads, dialogs and storage for the session guards. */
  env: SessionEnvironment;
  /** Translates a Korean source phrase into the visitor's language. */
  t: (phrase: string) => string;
  /**
   * A route chunk failed to load (browser): reloads once with `reload=1`, or shows the
   * 'could not load page' dialog and rethrows. On the server it rethrows.
   */
  onChunkError: (error: unknown) => Promise<never>;
}
