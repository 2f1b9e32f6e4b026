import { useContext, useState } from 'react';
import type { ReactNode } from 'react';
import type { AddressPort } from './address-port.js';
import { AddressPortContext } from './address-port-slot.js';
import { createOfflinePostcodePort } from './offline-postcode-port.js';

/**
 * Props of `AddressPortProvider`.
 *
 * @example
 * const props: AddressPortProviderProps = { port: createAddressPort({ kakao: true }) };
 */
export interface AddressPortProviderProps {
  port: AddressPort;
  children?: ReactNode;
}

/**
 * Gives every `AddressFinder` below it the app's address port (pick it once with
 * `createAddressPort`).
 *
 * @example
 * <AddressPortProvider port={createAddressPort({ kakao: config.kakaoPostcode })}>
 *   <CheckoutPage />
 * </AddressPortProvider>
 */
export function AddressPortProvider({ port, children }: AddressPortProviderProps) {
  return <AddressPortContext.Provider value={port}>{children}</AddressPortContext.Provider>;
}

/**
 * The nearest provider's address port, or an offline finder when there is none.
 *
 * @example
 * const port = useAddressPort();
 * const picked = await port.open();
 */
export function useAddressPort(): AddressPort {
  const provided = useContext(AddressPortContext);
  // Creating the offline port touches no DOM, so keeping one per component is cheap.
  const [fallback] = useState(createOfflinePostcodePort);
  return provided ?? fallback;
}
