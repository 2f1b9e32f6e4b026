import type { ApiClient, ApiResult } from '@atelier/api-client';
import type { TranslationPhrases } from '@atelier/contracts';
import type { Lang } from '@atelier/contracts';

import { toPhraseMap } from './to-phrase-map.js';
import type { PhraseMap } from './types.js';

/**
 * `GET /api/translation-ai/package?locale=` through the API client: the locale's phrase map
 * (`{}` when the server has none), cleaned to string → non-empty string entries. Errors come
 * back as values, as everywhere in `@atelier/api-client`; the client's global `on401` /
 * `on404` hooks are not called (a missing package must not open a dialog or navigate).
 *
 * @example
 * const result = await loadPackage(createApiClient(), 'en');
 * if (result.ok) result.data['장바구니']; // 'Cart'
 */
export async function loadPackage(client: ApiClient, locale: Lang): Promise<ApiResult<PhraseMap>> {
  const result = await client.get<TranslationPhrases>('/api/translation-ai/package', {
    query: { locale },
    skipHooks: true,
  });
  return result.ok ? { ...result, data: toPhraseMap(result.data) } : result;
}
