import { unwrap, type ApiClient } from '@atelier/api-client';
import type { TranslationPhrases } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts';

import { loadPackage } from './load-package.js';
import type { PhraseMap, TermsBatch } from './types.js';

/**
 * The `submit` and `fetchPackage` functions of {@link createTranslator}, over the API.
 *
 * @example
 * const transport: TranslationTransport = createTranslationTransport(createApiClient());
 * await transport.fetchPackage('en'); // { '장바구니': 'Cart', … }
 */
export interface TranslationTransport {
  /** `POST /api/translation-ai/terms`; rejects with an `ApiRequestError` on failure. */
  submit: (batch: TermsBatch) => Promise<PhraseMap>;
  /** `GET /api/translation-ai/package?locale=`; rejects with an `ApiRequestError` on failure. */
  fetchPackage: (locale: Lang) => Promise<PhraseMap>;
}

/**
 * Connects a translator to the API through an `@atelier/api-client` client, which sends the
 * cookies and the XSRF header the terms endpoint needs. Spread it into the translator options.
 * These background calls never call the client's global `on401` / `on404` hooks. They use the
 * client directly rather than RTK Query: i18next loads phrases before and outside any store
 * (decision 0011).
 *
 * @example
 * const translator = createTranslator({ locale: 'en', ...createTranslationTransport(client) });
 * await translator.loadPackage();
 */
export function createTranslationTransport(client: ApiClient): TranslationTransport {
  return {
    // Unknown answers become `{}` in the translator, which cleans every phrase map it merges.
    submit: async (batch) =>
      unwrap(
        await client.post<TranslationPhrases>('/api/translation-ai/terms', batch, {
          skipHooks: true,
        }),
      ),
    fetchPackage: async (locale) => unwrap(await loadPackage(client, locale)),
  };
}
