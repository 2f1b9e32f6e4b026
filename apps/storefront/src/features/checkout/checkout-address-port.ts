import { useT } from '@atelier/translation-ai';
import type { AddressPort } from '@atelier/ui-kit';
import { useMemo } from 'react';

import { ADDRESS_FINDER_META } from '../../shared/checkout/address-finder-meta.js';

/**
 * The order form's address-finder port (brief §6), chosen when a search opens: Kakao Postcode
 * when the server configures it (`PUBLIC_KAKAO_POSTCODE=on` writes the
 * {@link ADDRESS_FINDER_META} tag; its script from kakaocdn loads on that first search, not
 * before), else the offline finder, a local dialog over ui-kit's small postcode table (Seoul,
 * Busan, Incheon, Jeju 63122, Ulleung 40214, Baengnyeong 23100: the last three carry remote-area
 * surcharges). Both adapters load on the first search, outside the page's first-load JS.
 *
 * @example
 * const port = useCheckoutAddressPort();
 * <AddressFinder port={port} />
 */
export function useCheckoutAddressPort(): AddressPort {
  const { t } = useT();
  return useMemo<AddressPort>(
    () => ({
      async open(options) {
        const kakao =
          document.querySelector(`meta[name="${ADDRESS_FINDER_META}"]`)?.getAttribute('content') ===
          'kakao';
        const { createAddressFinderPort } = await import('./address-finder-adapters.js');
        return createAddressFinderPort(kakao, t).open(options);
      },
    }),
    [t],
  );
}
