/**
 * A VAT-inclusive amount split into net (공급가액) and VAT (세액) at Korea's 10 %: the net is
 * the amount divided by 1.1, rounded half up, and the VAT the rest, so the two always add up
 * to the amount (minor units, integers).
 */
export function vatSplit(amount: number): { supply: number; vat: number } {
  const supply = Math.round((amount * 10) / 11);
  return { supply, vat: amount - supply };
}
