import { describe, expect, it } from 'vitest';

import { formatMoney, minorUnitDigits } from './index.js';

describe('formatMoney', () => {
  it('writes won in Korean with the 원 suffix and thousands separators', () => {
    expect(formatMoney(28000, 'krw')).toBe('28,000원');
    expect(formatMoney(1234567, 'krw', { lang: 'kr' })).toBe('1,234,567원');
    expect(formatMoney(0, 'krw')).toBe('0원');
  });

  it('writes won in English the Intl currency way', () => {
    expect(formatMoney(28000, 'krw', { lang: 'en' })).toBe('₩28,000');
  });

  it('reads dollars as integer cents', () => {
    expect(formatMoney(2200, 'usd')).toBe('$22.00');
    expect(formatMoney(1999, 'usd')).toBe('$19.99');
    expect(formatMoney(123456789, 'usd')).toBe('$1,234,567.89');
  });

  it('signs price deltas on request, never zero', () => {
    expect(formatMoney(3000, 'krw', { sign: 'always' })).toBe('+3,000원');
    expect(formatMoney(-3000, 'krw', { sign: 'always' })).toBe('-3,000원');
    expect(formatMoney(250, 'usd', { sign: 'always' })).toBe('+$2.50');
    expect(formatMoney(0, 'krw', { sign: 'always' })).toBe('0원');
  });

  it('knows the minor unit of each currency', () => {
    expect(minorUnitDigits('krw')).toBe(0);
    expect(minorUnitDigits('usd')).toBe(2);
  });
});
