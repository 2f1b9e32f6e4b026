import {
  CURRENCY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  readStoredPreferences,
  writeStoredPreferences,
  type StorageLike,
} from '@atelier/session';
import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { describe, expect, it } from 'vitest';

describe('stored language and currency', () => {
  it('uses the legacy language key and a currency key beside it', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('pinia/session/language');
    expect(CURRENCY_STORAGE_KEY).toBe('pinia/session/currency');
  });

  it('is null when no language is stored or there is no storage', () => {
    expect(readStoredPreferences(createMemoryStorage())).toBeNull();
    expect(readStoredPreferences(null)).toBeNull();
  });

  it.each([
    ['en', 'usd', { language: 'en', currency: 'usd' }],
    ['"en"', '"usd"', { language: 'en', currency: 'usd' }],
    ['ko', 'KRW', { language: 'kr', currency: 'krw' }],
    ['"ko"', '"KRW"', { language: 'kr', currency: 'krw' }],
    ['kr', undefined, { language: 'kr', currency: 'krw' }],
    ['en', undefined, { language: 'en', currency: 'usd' }],
    // A currency that does not belong to the language follows the language.
    ['en', 'krw', { language: 'en', currency: 'usd' }],
    ['fr', 'eur', { language: 'kr', currency: 'krw' }],
  ])('reads language %j with currency %j', (language, currency, expected) => {
    const storage = createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: language });
    if (currency !== undefined) storage.setItem(CURRENCY_STORAGE_KEY, currency);
    expect(readStoredPreferences(storage)).toEqual(expected);
  });

  it('writes plain strings, not JSON', () => {
    const storage = createMemoryStorage();
    writeStoredPreferences(storage, { language: 'en', currency: 'usd' });
    expect(storage.items.get('pinia/session/language')).toBe('en');
    expect(storage.items.get('pinia/session/currency')).toBe('usd');
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStoredPreferences(broken)).toBeNull();
    expect(() => writeStoredPreferences(broken, { language: 'en', currency: 'usd' })).not.toThrow();
  });
});
