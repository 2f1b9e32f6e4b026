import { describe, expect, it } from 'vitest';

import { vatSplit } from './vat-split.js';

describe('vatSplit', () => {
  it('splits a VAT-inclusive amount into net and 10 % VAT that add up to it', () => {
    expect(vatSplit(28_000)).toEqual({ supply: 25_455, vat: 2_545 });
    expect(vatSplit(11_000)).toEqual({ supply: 10_000, vat: 1_000 });
    expect(vatSplit(0)).toEqual({ supply: 0, vat: 0 });
    for (const amount of [1, 9, 2_199, 99_999]) {
      const { supply, vat } = vatSplit(amount);
      expect(supply + vat).toBe(amount);
    }
  });
});
