import { describe, expect, it } from 'vitest';

import { minorUnits } from './order-money-panel.js';

describe('minorUnits', () => {
  it('reads won as they are and dollars with cents, empty as nothing', () => {
    expect(minorUnits('28,000원', 'krw')).toBe(28_000);
    expect(minorUnits('12.5', 'usd')).toBe(1_250);
    expect(minorUnits('$ 0.99', 'usd')).toBe(99);
    expect(minorUnits('  ', 'krw')).toBeUndefined();
    expect(minorUnits('abc', 'krw')).toBeNaN();
  });
});
