// The one money formatter lives in the contracts, so the API writes amounts the same way; it is
// re-exported here for the components and the packages' consumers.
export { formatMoney, minorUnitDigits, type FormatMoneyOptions } from '@atelier/contracts';

/**
 * The discount of `pay` against `was` in whole percent (rounded, at least 1 when there is any
 * discount); 0 when `pay` is not lower.
 *
 * @example
 * discountPercent(34000, 28000); // 18
 * discountPercent(28000, 28000); // 0
 */
export function discountPercent(was: number, pay: number): number {
  if (!(was > 0) || pay >= was) return 0;
  return Math.max(1, Math.round(((was - pay) / was) * 100));
}
