import {
  createKakaoPostcodePort,
  createOfflinePostcodePort,
  OFFLINE_POSTCODE_LABELS_KO,
  type AddressPort,
} from '@atelier/ui-kit';

import { translateLabels } from '../../shared/i18n/translate-labels.js';

/**
 * The address-finder adapters of the order form, a chunk loaded on the first search: Kakao
 * Postcode or the offline finder with translated labels.
 *
 * @example
 * await createAddressFinderPort(false, t).open();
 */
export function createAddressFinderPort(
  kakao: boolean,
  t: (phrase: string) => string,
): AddressPort {
  return kakao
    ? createKakaoPostcodePort()
    : createOfflinePostcodePort({ labels: translateLabels(OFFLINE_POSTCODE_LABELS_KO, t) });
}
