import { FORWARDING_KEY_HEADER, seedDemoData } from '@atelier/api';
import { startTestApi, type TestApi } from '@atelier/api/testing';
import Fastify, { type FastifyInstance } from 'fastify';

import { EMBEDDED_STATE_ID } from '@atelier/app-frame';

import type { EmbeddedState, PublicConfig } from '../app/embedded-state.js';
import * as entry from '../entry-server.js';
import type { ViteManifest } from '@atelier/app-frame/server';
import { storefrontPlugin } from '../server/plugin.js';

/**
 * The public origin the test shop is configured with (`PUBLIC_URL`).
 */
export const SHOP_ORIGIN = 'http://shop.test';

/**
 * A manifest with the client entry alone, for tests that need the document's entry script.
 */
export const ENTRY_ONLY_MANIFEST: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry-client.js', isEntry: true },
};

/**
 * The real API on a fresh seeded database and the storefront plugin rendering with the source
 * render entry, for server-rendering tests.
 */
export interface SsrShop {
  api: TestApi;
  shop: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts an {@link SsrShop}: `manifest` decides the asset tags (default none), `config` the
 * public configuration (default `{}`: every integration off), `apiEnv` the API's environment
 * (e.g. Toss keys instead of the sandbox PG).
 */
export async function startSsrShop(
  options: { manifest?: ViteManifest; config?: PublicConfig; apiEnv?: Record<string, string> } = {},
): Promise<SsrShop> {
  const api = await startTestApi({ env: options.apiEnv });
  await seedDemoData(api.app.database.db, api.app.log, { objectStore: api.app.objectStore });
  const shop = Fastify({ logger: false });
  await shop.register(storefrontPlugin, {
    apiOrigin: api.url,
    publicOrigin: SHOP_ORIGIN,
    // As the gateway does: the API takes this renderer's X-Forwarded-For as the visitor's.
    apiHeaders: { [FORWARDING_KEY_HEADER]: api.app.forwardingKey },
    entry,
    manifest: options.manifest ?? {},
    config: options.config ?? {},
  });
  await shop.ready();
  return {
    api,
    shop,
    async close() {
      await shop.close();
      await api.close();
    },
  };
}

const STATE_SCRIPT = new RegExp(
  `<script id="${EMBEDDED_STATE_ID}" type="application/json">([\\s\\S]*?)</script>`,
);

/**
 * The embedded state of a server-rendered document; throws when the page has none.
 */
export function embeddedStateOf(html: string): EmbeddedState {
  const json = STATE_SCRIPT.exec(html)?.[1];
  if (json === undefined) throw new Error('the document has no embedded state script');
  return JSON.parse(json) as EmbeddedState;
}

/**
 * The app's markup of a server-rendered document: from `<div id="root">` to the first script
 * after it.
 */
export function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  // The first script after the root: `<head>` may hold JSON-LD scripts before it.
  return html.slice(start, html.indexOf('<script', start));
}
