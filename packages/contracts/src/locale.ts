/** A storefront language code. `kr` is Korean (the source language), `en` English. */
export type Lang = 'kr' | 'en';
/** A storefront currency code, paired with a language. */
export type Currency = 'krw' | 'usd';

/** The default language of every new session. */
export const DEFAULT_LANG: Lang = 'kr';
/** The default currency of every new session. */
export const DEFAULT_CURRENCY: Currency = 'krw';

/**
 * The only valid language/currency pairs: Korean shops in won, English in dollars.
 *
 * @example
 * LANGUAGE_CURRENCY.en; // 'usd'
 */
export const LANGUAGE_CURRENCY: Readonly<Record<Lang, Currency>> = Object.freeze({
  kr: 'krw',
  en: 'usd',
});

/**
 * Reads a stored or embedded language value, accepting the legacy spelling `ko`.
 * Anything unknown falls back to the default.
 *
 * @example
 * normaliseLang('ko'); // 'kr'
 * normaliseLang('en'); // 'en'
 * normaliseLang(undefined); // 'kr'
 */
export function normaliseLang(value: unknown): Lang {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const v = value.trim().toLowerCase();
  if (v === 'kr' || v === 'ko' || v === 'ko-kr') return 'kr';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return DEFAULT_LANG;
}

/**
 * Reads a stored or embedded currency value, accepting the legacy spelling `KRW`.
 *
 * @example
 * normaliseCurrency('KRW'); // 'krw'
 * normaliseCurrency('usd'); // 'usd'
 */
export function normaliseCurrency(value: unknown): Currency {
  if (typeof value !== 'string') return DEFAULT_CURRENCY;
  const v = value.trim().toLowerCase();
  return v === 'usd' ? 'usd' : v === 'krw' ? 'krw' : DEFAULT_CURRENCY;
}
