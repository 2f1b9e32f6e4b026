import { createContext } from 'react';
import type { AddressPort } from './address-port.js';

/**
 * The context `AddressPortProvider` fills, apart from `useAddressPort`'s offline fallback:
 * `AddressFinder` reads it here so its first load carries no second React root.
 */
export const AddressPortContext = createContext<AddressPort | null>(null);
