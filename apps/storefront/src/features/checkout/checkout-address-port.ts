import { useT } from '@atelier/translation-ai';
import {
  createKakaoPostcodePort,
  createOfflinePostcodePort,
  OFFLINE_POSTCODE_LABELS_KO,
  type AddressPort,
} from '@atelier/ui-kit';
import { useMemo } from 'react';

import { translateLabels } from '../../shared/i18n/translate-labels.js';
import { useIntegrationSwitches } from '../../shared/integrations/integration-switches.js';

/**
 * The order form's address-finder port (brief §6): Kakao Postcode when the shop configures it
 * (`PUBLIC_KAKAO_POSTCODE=on`; its script from kakaocdn loads on the first search, not before),
 * else the offline finder, a local dialog over a small postcode table (Seoul, Busan, Incheon,
 * Jeju 63122, Ulleung 40214, Baengnyeong 23100: the last three carry remote-area surcharges).
 *
 * @example
 * const port = useCheckoutAddressPort();
 * <AddressFinder port={port} />
 */
export function useCheckoutAddressPort(): AddressPort {
  const { kakaoPostcode } = useIntegrationSwitches();
  const { t } = useT();
  return useMemo(
    () =>
      kakaoPostcode
        ? createKakaoPostcodePort()
        : createOfflinePostcodePort({ labels: translateLabels(OFFLINE_POSTCODE_LABELS_KO, t) }),
    [kakaoPostcode, t],
  );
}
