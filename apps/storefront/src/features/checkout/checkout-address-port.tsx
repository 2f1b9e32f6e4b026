import type { AddressPort, AddressResult } from '@atelier/ui-kit';
import { lazy, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';

import { ADDRESS_FINDER_META } from './address-finder-meta.js';

const OfflinePostcodeDialog = lazy(() => import('./offline-postcode-dialog.js'));

/**
 * What {@link useCheckoutAddressPort} answers: the port, and the offline finder's dialog to
 * render (nothing until a search opens).
 */
export interface CheckoutAddressPort {
  port: AddressPort;
  dialog: ReactNode;
}

function kakaoConfigured(): boolean {
  return (
    document.querySelector(`meta[name="${ADDRESS_FINDER_META}"]`)?.getAttribute('content') ===
    'kakao'
  );
}

/**
 * The order form's address-finder port (brief §6), chosen when a search opens. The real
 * adapter is Kakao Postcode, used when the server configures it (`PUBLIC_KAKAO_POSTCODE=on`
 * writes the {@link ADDRESS_FINDER_META} tag; ui-kit's adapter loads its script from kakaocdn
 * on that first search, not before). Otherwise the offline fake: ui-kit's local postcode dialog
 * over its small table (Seoul, Busan, Incheon, Jeju 63122, Ulleung 40214, Baengnyeong 23100: the
 * last three carry remote-area surcharges), rendered in this page's tree (ui-kit's
 * `createOfflinePostcodePort` mounts a second React root, and its `react-dom/client` import
 * split a chunk out of every page's first load). Both load on the first search.
 */
export function useCheckoutAddressPort(): CheckoutAddressPort {
  const [pending, setPending] = useState<((result: AddressResult | null) => void) | null>(null);
  const opener = useRef<Element | null>(null);
  const port = useMemo<AddressPort>(
    () => ({
      async open() {
        if (kakaoConfigured()) {
          const { createKakaoPostcodePort } = await import('./kakao-postcode.js');
          return createKakaoPostcodePort().open();
        }
        opener.current = document.activeElement;
        return new Promise<AddressResult | null>((resolve) => setPending(() => resolve));
      },
    }),
    [],
  );
  const finish = (result: AddressResult | null) => {
    pending?.(result);
    setPending(null);
    if (!result && opener.current instanceof HTMLElement) opener.current.focus();
  };
  const dialog = pending ? (
    <Suspense fallback={null}>
      <OfflinePostcodeDialog onSelect={finish} onCancel={() => finish(null)} />
    </Suspense>
  ) : null;
  return { port, dialog };
}
