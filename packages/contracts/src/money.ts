// Zod-free: the API formats amounts in its messages, the shop's React packages on every page.
// Intl-free as well: a page's first `Intl.NumberFormat` (or `toLocaleString`) loads the
// browser's number-formatting data, 12-30 ms of main thread in Chromium on a 2-core server and
// 4× that on the phone Lighthouse simulates, in one task right after hydration (decision 0025).
// The shop's two currencies in its two languages are written here by hand, exactly as Intl
// writes them (money.test.ts compares).
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

const CURRENCY_LANG: Readonly<Record<Currency, Lang>> = { krw: 'kr', usd: 'en' };
// ISO 4217 minor units, as Intl knows them.
const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = { krw: 0, usd: 2 };
// What Intl puts before the number ('en-US' / 'ko-KR' currency style), or after it (won in Korean).
const SYMBOLS: Readonly<Record<Lang, Readonly<Record<Currency, [string, string]>>>> = {
  kr: { krw: ['', '원'], usd: ['US$', ''] },
  en: { krw: ['₩', ''], usd: ['$', ''] },
};

/**
 * Decimal places of a currency's minor unit, as Intl knows them (KRW 0, USD 2).
 *
 * @example
 * minorUnitDigits('usd'); // 2
 * minorUnitDigits('krw'); // 0
 */
export function minorUnitDigits(currency: Currency): number {
  return MINOR_UNIT_DIGITS[currency];
}

/**
 * A whole number with a comma between each group of three digits, as both of the shop's
 * languages write counts ('1,234'); fractions are rounded half away from zero.
 *
 * @example
 * formatCount(1234567); // '1,234,567'
 * formatCount(-1200); // '-1,200'
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
  const [before, after] = SYMBOLS[lang][currency];
  const digits = MINOR_UNIT_DIGITS[currency];
  const minor = Math.round(Math.abs(amount));
  const negative = amount < 0 || Object.is(amount, -0);
  let sign = negative ? '-' : '';
  if (options.sign === 'always') sign = minor === 0 || Number.isNaN(minor) ? '' : sign || '+';
  if (!Number.isFinite(minor))
    return `${sign}${before}${Number.isNaN(minor) ? 'NaN' : '∞'}${after}`;
  const text = String(minor).padStart(digits + 1, '0');
  const whole = groupThousands(text.slice(0, text.length - digits));
  const number = digits === 0 ? whole : `${whole}.${text.slice(text.length - digits)}`;
  return `${sign}${before}${number}${after}`;
}
