import { createKakaoPostcodePort as createPort, type AddressPort } from '@atelier/ui-kit';

/**
 * The Kakao Postcode adapter, a chunk of its own loaded on the first search when configured.
 * On an English page (the document's `lang`, which the server sets from the session) a pick
 * fills in the English address Kakao returns.
 */
export function createKakaoPostcodePort(): AddressPort {
  return createPort({ english: document.documentElement.lang === 'en' });
}
