// The zod schemas of the locale values, apart from locale.ts: the apps import its constants
// on every page, and a module that builds schemas at load would bring zod into first-load JS.
import { z } from 'zod';

/**
 * A language code as requests send it: `kr` or `en`.
 *
 * @example
 * langSchema.parse('en'); // 'en'
 */
export const langSchema = z.enum(['kr', 'en']);

/**
 * A currency code as requests send it: `krw` or `usd`.
 *
 * @example
 * currencySchema.parse('usd'); // 'usd'
 */
export const currencySchema = z.enum(['krw', 'usd']);
