import type { ShippingInfo } from '@atelier/contracts';

/**
 * The cart page's shipping preview for the selected amount, in minor units: no fee for an
 * empty selection or one at the free-shipping threshold, else the base fee and how much more
 * makes shipping free. The order form computes the real fee (remote areas, per-product rules).
 */
export function shippingPreview(
  amount: number,
  shipping: ShippingInfo,
): { fee: number; freeAfter: number } {
  if (amount <= 0 || amount >= shipping.free_over) return { fee: 0, freeAfter: 0 };
  return { fee: shipping.fee, freeAfter: shipping.free_over - amount };
}
