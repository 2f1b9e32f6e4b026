import {
  findVariant,
  isValueAvailable,
  selectionOf,
  selectValue,
  valueDelta,
} from '@atelier/commerce-ui';
import { demoVariants } from '@atelier/test-utils/product-fixtures';
import { describe, expect, it } from 'vitest';

// 향: 라벤더 3, 블랙체리 4, 화이트머스크 5 / 용량: 200g 7, 400g 8 (+12,000원)
// Sold out: 블랙체리 400g, 화이트머스크 200g and 400g.
const variants = demoVariants('kr');

describe('option matrix', () => {
  it('resolves a complete selection to its variant', () => {
    expect(findVariant(variants, [3, 8])?.sku).toBe('CDL-LAV-400');
    expect(findVariant(variants, [4, 8])?.sku).toBe('CDL-BCH-400');
    expect(findVariant(variants, [3, null])).toBeNull();
    expect(findVariant(variants, [3, 99])).toBeNull();
  });

  it('disables a value whose every combination is sold out', () => {
    expect(isValueAvailable(variants, [null, null], 0, 3)).toBe(true);
    expect(isValueAvailable(variants, [null, null], 0, 5)).toBe(false);
  });

  it('judges a value against the earlier groups only', () => {
    expect(isValueAvailable(variants, [4, null], 1, 8)).toBe(false);
    expect(isValueAvailable(variants, [3, null], 1, 8)).toBe(true);
    // 용량 chosen first does not disable a scent in the earlier group.
    expect(isValueAvailable(variants, [null, 8], 0, 4)).toBe(true);
  });

  it('refuses a sold-out combination', () => {
    expect(selectValue(variants, [4, null], 1, 8)).toBeNull();
    expect(selectValue(variants, [null, null], 0, 5)).toBeNull();
  });

  it('clears a later choice that became sold out', () => {
    expect(selectValue(variants, [3, 8], 0, 4)).toEqual([4, null]);
    expect(selectValue(variants, [3, 7], 0, 4)).toEqual([4, 7]);
  });

  it('knows a value’s price delta when the earlier choices fix it', () => {
    expect(valueDelta(variants, [null, null], 1, 8)).toBe(12000);
    expect(valueDelta(variants, [null, null], 1, 7)).toBe(0);
    expect(valueDelta(variants, [3, null], 1, 8)).toBe(12000);
    // A scent leads to both sizes: its delta depends on the size, chosen or not.
    expect(valueDelta(variants, [null, null], 0, 3)).toBeNull();
    expect(valueDelta(variants, [null, 8], 0, 3)).toBeNull();
  });

  it('starts from a sellable default variant only', () => {
    expect(selectionOf(variants, 2, 10)).toEqual([3, 8]);
    expect(selectionOf(variants, 2, 12)).toEqual([null, null]);
    expect(selectionOf(variants, 2, undefined)).toEqual([null, null]);
  });
});
