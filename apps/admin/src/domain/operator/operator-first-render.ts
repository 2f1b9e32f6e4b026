import type { RouteContext, TableLayout } from '@atelier/app-frame';
import type { LoaderFunction } from 'react-router';

import { operatorApi } from '../../shared/api/console-api.js';

/**
 * The console layout's loader guard: on the server it asks the API who the operator is (with
 * the visitor's cookies) before a page's own loader, so the first HTML already holds the
 * console and its page (answer embedded; the browser starts with no request in between). A
 * visitor or member gets no page data: the gate shows sign-in or the refusal after hydration.
 */
export const OPERATOR_FIRST_RENDER: NonNullable<TableLayout<string>['guard']> = {
  loader(ctx: RouteContext, pageLoader?: LoaderFunction): LoaderFunction {
    return async (args) => {
      if (ctx.isServer) {
        const me = await ctx.store.dispatch(operatorApi.endpoints.operatorMe.initiate());
        if (!me.data) return null;
      }
      return pageLoader ? pageLoader(args) : null;
    };
  },
};

/**
 * A page loader that, on the server only, waits for the page's first query so the server
 * renders the page with its data; in the browser the page's hook fetches as it renders.
 */
export function firstRenderQuery(
  start: (ctx: RouteContext, url: URL) => PromiseLike<unknown>,
): (ctx: RouteContext) => LoaderFunction {
  return (ctx) =>
    async ({ request }) => {
      if (ctx.isServer) await start(ctx, new URL(request.url));
      return null;
    };
}
