import { pick } from '@atelier/translation-ai';
import { describe, expect, it } from 'vitest';

describe('pick(kr, en, locale)', () => {
  it('answers the Korean value for kr even when an English one exists', () => {
    expect(pick('세일', 'Sale', 'kr')).toBe('세일');
  });

  it('answers the English value otherwise', () => {
    expect(pick('세일', 'Sale', 'en')).toBe('Sale');
  });

  it.each([undefined, null, '', '   '])(
    'falls back to the Korean value when English is %j',
    (en) => {
      expect(pick('/shop/cart', en, 'en')).toBe('/shop/cart');
    },
  );

  it('reads the legacy spelling ko as kr', () => {
    expect(pick('세일', 'Sale', 'ko' as 'kr')).toBe('세일');
  });

  it('works with non-string values', () => {
    expect(pick(1, 2, 'en')).toBe(2);
    expect(pick(1, 0, 'en')).toBe(0);
  });
});
