import {
  LANGUAGE_CURRENCY,
  normaliseCurrency,
  normaliseLang,
  type Currency,
  type Lang,
} from '@atelier/contracts';

import type { StorageLike } from './session-environment.js';

/**
 * The `localStorage` key of the language, kept from the legacy shop (spec §3) so a
 * returning visitor keeps the language chosen there. The value is the plain code, `kr` or `en`.
 *
 * @example
 * localStorage.getItem(LANGUAGE_STORAGE_KEY); // 'en'
 */
export const LANGUAGE_STORAGE_KEY = 'pinia/session/language';

/**
 * The `localStorage` key of the currency, next to the language in the legacy naming.
 * The value is the plain code, `krw` or `usd`.
 *
 * @example
 * localStorage.getItem(CURRENCY_STORAGE_KEY); // 'usd'
 */
export const CURRENCY_STORAGE_KEY = 'pinia/session/currency';

/**
 * Language and currency as kept in storage.
 *
 * @example
 * const prefs: StoredPreferences = { language: 'en', currency: 'usd' };
 */
export interface StoredPreferences {
  language: Lang;
  currency: Currency;
}

function readItem(storage: StorageLike, key: string): string | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null || raw.trim() === '') return null;
  const value = raw.trim();
  // The legacy persistence plugin wrote JSON, so `"kr"` (with quotes) is found too.
  if (value.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'string' ? parsed : null;
    } catch {
      return null;
    }
  }
  return value;
}

/**
 * Reads the stored language and currency, accepting the legacy spellings (`ko`, `KRW`,
 * JSON-quoted values). `null` when no language is stored. A missing or mismatched currency
 * follows the language (kr ↔ krw, en ↔ usd).
 *
 * @example
 * localStorage.setItem('pinia/session/language', '"ko"');
 * readStoredPreferences(localStorage); // { language: 'kr', currency: 'krw' }
 */
export function readStoredPreferences(storage: StorageLike | null): StoredPreferences | null {
  if (!storage) return null;
  const language = readItem(storage, LANGUAGE_STORAGE_KEY);
  if (language === null) return null;
  return pairedPreferences(language, readItem(storage, CURRENCY_STORAGE_KEY));
}

/**
 * Writes language and currency as plain strings. Storage failures (quota, disabled
 * storage) are ignored: the preference is then only lost, never an error.
 *
 * @example
 * writeStoredPreferences(localStorage, { language: 'en', currency: 'usd' });
 * localStorage.getItem('pinia/session/language'); // 'en'
 */
export function writeStoredPreferences(
  storage: StorageLike | null,
  preferences: StoredPreferences,
): void {
  if (!storage) return;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, preferences.language);
    storage.setItem(CURRENCY_STORAGE_KEY, preferences.currency);
  } catch {
    // Nothing to do: the session still works, the preference just is not remembered.
  }
}

/**
 * Normalised language and currency; the currency must be the language's pair (spec §1:
 * kr with krw, en with usd), otherwise the language's own currency is used.
 *
 * @example
 * pairedPreferences('ko', 'KRW'); // { language: 'kr', currency: 'krw' }
 * pairedPreferences('en', undefined); // { language: 'en', currency: 'usd' }
 */
export function pairedPreferences(language: unknown, currency: unknown): StoredPreferences {
  const lang = normaliseLang(language);
  const cur = normaliseCurrency(currency);
  return {
    language: lang,
    currency: LANGUAGE_CURRENCY[lang] === cur ? cur : LANGUAGE_CURRENCY[lang],
  };
}
