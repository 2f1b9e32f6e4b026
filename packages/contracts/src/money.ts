// Zod-free: the API formats amounts in its messages, the shop's React packages on every page.
import type { Currency, Lang } from './locale.js';

/**
 * How {@link formatMoney} writes an amount.
 *
 * @example
 * const delta: FormatMoneyOptions = { lang: 'kr', sign: 'always' }; // '+3,000원'
 */
export interface FormatMoneyOptions {
  /**
   * The visitor's language; default the currency's own (`krw` → `kr`, `usd` → `en`). Won in
   * Korean is written '28,000원', every other pair the Intl currency way ('₩28,000', '$22.00').
   */
  lang?: Lang;
  /** `always` writes a `+` before positive amounts (option price deltas). Default `auto`. */
  sign?: 'auto' | 'always';
}

const LOCALES: Readonly<Record<Lang, string>> = { kr: 'ko-KR', en: 'en-US' };
const CURRENCY_LANG: Readonly<Record<Currency, Lang>> = { krw: 'kr', usd: 'en' };

// Building an Intl.NumberFormat is the costly part; a product grid formats hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, currency: Currency, sign: 'auto' | 'always'): Intl.NumberFormat {
  const key = `${lang}|${currency}|${sign}`;
  let found = formatters.get(key);
  if (!found) {
    const signDisplay = sign === 'always' ? 'exceptZero' : 'auto';
    found =
      lang === 'kr' && currency === 'krw'
        ? new Intl.NumberFormat(LOCALES.kr, { signDisplay, maximumFractionDigits: 0 })
        : new Intl.NumberFormat(LOCALES[lang], {
            style: 'currency',
            currency: currency.toUpperCase(),
            signDisplay,
          });
    formatters.set(key, found);
  }
  return found;
}

/**
 * Decimal places of a currency's minor unit, as Intl knows them (KRW 0, USD 2).
 *
 * @example
 * minorUnitDigits('usd'); // 2
 * minorUnitDigits('krw'); // 0
 */
export function minorUnitDigits(currency: Currency): number {
  return formatter('en', currency, 'auto').resolvedOptions().maximumFractionDigits ?? 0;
}

/**
 * Formats an amount given in integer minor units (the wire format: won, cents) for display.
 * This is the shop's one money formatter: every price on every page and every amount in the
 * API's messages goes through it.
 *
 * @example
 * formatMoney(28000, 'krw'); // '28,000원'
 * formatMoney(28000, 'krw', { lang: 'en' }); // '₩28,000'
 * formatMoney(2200, 'usd'); // '$22.00'
 * formatMoney(3000, 'krw', { sign: 'always' }); // '+3,000원'
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  options: FormatMoneyOptions = {},
): string {
  const lang = options.lang ?? CURRENCY_LANG[currency];
  const value = amount / 10 ** minorUnitDigits(currency);
  const text = formatter(lang, currency, options.sign ?? 'auto').format(value);
  return lang === 'kr' && currency === 'krw' ? `${text}원` : text;
}
