import { discountPercent, formatMoney } from '@atelier/commerce-ui';
import { describe, expect, it } from 'vitest';

describe('formatMoney', () => {
  it('is the contracts’ one formatter, still exported here', () => {
    expect(formatMoney(28000, 'krw')).toBe('28,000원');
    expect(formatMoney(2200, 'usd')).toBe('$22.00');
  });
});

describe('discountPercent', () => {
  it('rounds to whole percent', () => {
    expect(discountPercent(34000, 28000)).toBe(18);
    expect(discountPercent(2200, 1650)).toBe(25);
  });

  it('is 0 without a discount and at least 1 with one', () => {
    expect(discountPercent(28000, 28000)).toBe(0);
    expect(discountPercent(28000, 30000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(100000, 99900)).toBe(1);
  });
});
