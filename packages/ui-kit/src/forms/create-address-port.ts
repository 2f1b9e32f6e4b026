import type { AddressPort } from './address-port.js';
import { createKakaoPostcodePort } from './kakao-postcode-port.js';
import { createOfflinePostcodePort } from './offline-postcode-port.js';
import type { OfflinePostcodePortOptions } from './offline-postcode-port.js';

/**
 * Options of `createAddressPort`.
 *
 * @example
 * const options: AddressPortChoice = { kakao: env.KAKAO_POSTCODE === 'on' };
 */
export interface AddressPortChoice {
  /** Use the Kakao Postcode service; anything falsy picks the offline finder. */
  kakao?: boolean;
  /** Kakao script URL override. */
  scriptUrl?: string;
  /** Options of the offline finder. */
  offline?: OfflinePostcodePortOptions;
}

/**
 * Picks the address port for an app: Kakao when it is enabled, the offline finder
 * otherwise (a missing integration key turns the integration off, never blocks the form).
 *
 * @example
 * const port = createAddressPort({ kakao: Boolean(import.meta.env.VITE_KAKAO_POSTCODE) });
 * <AddressPortProvider port={port}><App /></AddressPortProvider>
 */
export function createAddressPort(choice: AddressPortChoice = {}): AddressPort {
  return choice.kakao
    ? createKakaoPostcodePort(choice.scriptUrl ? { scriptUrl: choice.scriptUrl } : {})
    : createOfflinePostcodePort(choice.offline);
}
