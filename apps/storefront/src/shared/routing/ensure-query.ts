import type { ApiError } from '@atelier/api-client';
import { data } from 'react-router';

import { FRAME_LABELS } from './frame-labels.js';
import type { RouteContext } from '@atelier/app-frame';

/**
 * What `store.dispatch(endpoint.initiate(arg))` returns, as far as loaders need it.
 */
export type QueryRequest<D> = PromiseLike<{ isError: boolean; error?: unknown; data?: D }> & {
  unsubscribe(): void;
};

/**
 * Options of {@link ensureQuery}.
 */
export interface EnsureQueryOptions {
  /**
   * `page` (default): an API 404 shows the 'page not found or inaccessible' dialog (browser)
   * and renders the not-found page with status 404 (spec §8). `ignore`: the data is
   * `undefined` and the page renders without it (optional blocks such as banners).
   */
  notFound?: 'page' | 'ignore';
  /** Text of the 404 dialog (a Korean source phrase, translated with `ctx.t`). */
  notFoundMessage?: string;
}

/**
 * Ends a loader with the not-found page (spec §8): in the browser first the 'page not found
 * or inaccessible' dialog, then a 404 route error, which the server answers with status 404.
 * For what a loader finds missing itself (an unknown category id in the category tree).
 *
 * @throws always: the 404 route error response.
 */
export async function notFoundPage(ctx: RouteContext, message?: string): Promise<never> {
  if (!ctx.isServer) await ctx.dialogs.alert(ctx.t(message ?? FRAME_LABELS.notFoundDialog));
  throw data({ reason: 'api_not_found' }, { status: 404 });
}

/**
 * Waits for an RTK Query request started in a loader, so the server renders with the data
 * (and embeds it) and client navigations show the page once its data is there. Other
 * errors do not throw: the component reads them from its query hook.
 *
 * @throws a 404 route error response when the API answered 404 and `notFound` is `page`.
 */
export async function ensureQuery<D>(
  ctx: RouteContext,
  request: QueryRequest<D>,
  options: EnsureQueryOptions = {},
): Promise<D | undefined> {
  try {
    const result = await request;
    const error = result.error as Partial<ApiError> | undefined;
    if (result.isError && error?.kind === 'not_found' && options.notFound !== 'ignore') {
      await notFoundPage(ctx, options.notFoundMessage);
    }
    return result.data;
  } finally {
    // The page's hook subscribes on mount; the server store is dropped after the render.
    if (!ctx.isServer) request.unsubscribe();
  }
}
