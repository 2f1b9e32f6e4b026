import type { ApiClient } from '@atelier/api-client';

import type { EmbeddedState, PublicConfig } from '../app/embedded-state.js';
import type { HeadData } from '../app/head.js';
import type { PageHints } from '../app/page-hints.js';

/**
 * What the SSR plugin hands the render entry for one page request.
 *
 * @example
 * const input: RenderInput = { request: new Request('http://shop.test/'), client, config: {} };
 */
export interface RenderInput {
  /** The page request with its public URL (what the visitor sees in the address bar). */
  request: Request;
  /** An API client for this request only (the visitor's cookies, `Set-Cookie` forwarded). */
  client: ApiClient;
  /** Public configuration to embed. */
  config: PublicConfig;
  /** The device hint and the `Host` of the request (default: unknown device, the URL's host). */
  hints?: PageHints;
}

/**
 * What the render entry answers: a redirect, or a page to wrap in the HTML document.
 *
 * @example
 * if (output.kind === 'redirect') reply.redirect(output.location, output.status);
 */
export type RenderOutput =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: HeadData;
      /** The app's markup for `<div id="root">`. */
      appHtml: string;
      /** To embed as `<script id="__ATELIER_STATE__" type="application/json">`. */
      state: EmbeddedState;
      /** Source files of the matched route modules, to preload from the Vite manifest. */
      routeFiles: string[];
    };

/**
 * The module `src/entry-server.tsx` (built to `dist/server/entry-server.js`).
 *
 * @example
 * const entry: ServerEntry = await import(pathToFileURL(entryFile).href);
 */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
}
