import type { Currency, ShippingInfo } from '@atelier/contracts';

// The shop's one shipping rule until the checkout issue moves fees, free-shipping thresholds,
// per-item overrides and remote-area surcharges into database rules; the product page and the
// checkout must then read the same rows, so this module is the only place these figures live.
const SHIPPING: Record<Currency, ShippingInfo> = {
  krw: { fee: 3_000, free_over: 50_000 },
  usd: { fee: 500, free_over: 5_000 },
};

/**
 * Shipping as the product page states it, in `currency` minor units: the base fee and the
 * order amount from which shipping is free.
 *
 * @example
 * shippingInfo('krw'); // { fee: 3000, free_over: 50000 }
 */
export function shippingInfo(currency: Currency): ShippingInfo {
  return { ...SHIPPING[currency] };
}
