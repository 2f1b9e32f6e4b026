import { describe, expect, it } from 'vitest';

import { formatCount, formatMoney, minorUnitDigits, type Currency, type Lang } from './index.js';

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

describe('formatMoney without Intl', () => {
  const amounts = [
    0, -0, 1, -1, 5, 9, 10, 99, 100, 101, 999, 1000, 1001, 9999, 12345, 28000, -3000, 99999, 100000,
    123456, 999999, 1000000, 1234567, -1234567, 12345678901, 0.4, -0.4, 2.5, -2.5,
  ];
  const intl = (amount: number, currency: Currency, lang: Lang, sign: 'auto' | 'always') => {
    const signDisplay = sign === 'always' ? 'exceptZero' : 'auto';
    const value = amount / 10 ** minorUnitDigits(currency);
    if (lang === 'kr' && currency === 'krw') {
      const nf = new Intl.NumberFormat('ko-KR', { signDisplay, maximumFractionDigits: 0 });
      return `${nf.format(value)}원`;
    }
    const locale = lang === 'kr' ? 'ko-KR' : 'en-US';
    const nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      signDisplay,
    });
    return nf.format(value);
  };
  const pairs = (['kr', 'en'] as const).flatMap((lang) =>
    (['krw', 'usd'] as const).flatMap((currency) =>
      (['auto', 'always'] as const).map((sign) => ({ lang, currency, sign })),
    ),
  );

  it.each(pairs)('writes $currency in $lang ($sign sign) exactly as Intl does', (pair) => {
    for (const amount of [...amounts, Number.NaN, Number.POSITIVE_INFINITY, -Infinity]) {
      // Whole minor units are the wire format; halves of a cent are not representable exactly.
      if (pair.currency === 'usd' && !Number.isInteger(amount) && Number.isFinite(amount)) continue;
      expect(formatMoney(amount, pair.currency, { lang: pair.lang, sign: pair.sign })).toBe(
        intl(amount, pair.currency, pair.lang, pair.sign),
      );
    }
  });

  it('knows the minor unit Intl knows', () => {
    for (const currency of ['krw', 'usd'] as const) {
      const intlDigits = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits;
      expect(minorUnitDigits(currency)).toBe(intlDigits);
    }
  });
});

describe('formatCount', () => {
  it('groups whole numbers by three as both languages do', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -1200, 987654321]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      expect(formatCount(n)).toBe(n.toLocaleString('ko-KR'));
    }
  });

  it('rounds fractions', () => {
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(-0.2)).toBe('0');
  });
});
