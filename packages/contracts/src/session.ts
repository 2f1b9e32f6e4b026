import { z } from 'zod';

import type { Currency, Lang } from './locale.js';
import { LANGUAGE_CURRENCY } from './locale.js';
import { currencySchema, langSchema } from './locale-schemas.js';
import type { SessionUser } from './member.js';

/**
 * Answer of `POST /api/v1/login-check`. Visitors get `user: null` and a `cart_key` too.
 *
 * @example
 * const visitor: LoginCheckResponse = {
 *   user: null, lang: 'kr', currency: 'krw', cart_key: '2b1f…', cart_count: 0, coupon_count: 0, notification_count: 0,
 * };
 */
export interface LoginCheckResponse {
  user: SessionUser | null;
  lang: Lang;
  currency: Currency;
  cart_key: string;
  /** Lines in the cart (the visitor's by `cart_key`, or the member's): the header's badge. */
  cart_count: number;
  coupon_count: number;
  notification_count: number;
}

/**
 * Answer of `POST /api/v1/login`.
 *
 * @example
 * const answer: LoginResponse = { user };
 */
export interface LoginResponse {
  user: SessionUser;
}

/**
 * `POST /api/v1/language`: only kr/krw or en/usd.
 *
 * @example
 * languageSchema.parse({ lang: 'en', currency: 'usd' });
 */
export const languageSchema = z
  .object({
    lang: langSchema,
    currency: currencySchema,
  })
  .superRefine((v, ctx) => {
    if (LANGUAGE_CURRENCY[v.lang] !== v.currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'language_pair',
        params: { rule: 'language_pair' },
      });
    }
  });
export type LanguageInput = z.input<typeof languageSchema>;

/**
 * Answer of `POST /api/v1/language`.
 *
 * @example
 * const answer: LanguageResponse = { lang: 'en', currency: 'usd', message: 'Saved.' };
 */
export interface LanguageResponse {
  lang: Lang;
  currency: Currency;
  message: string;
}

/**
 * `POST /api/statistic-center/set-session`: the GA4 client id kept on the session.
 *
 * @example
 * setStatisticSessionSchema.parse({ ga_client_id: '1234567890.1700000000' });
 */
export const setStatisticSessionSchema = z.object({
  ga_client_id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/),
});
export type SetStatisticSessionInput = z.input<typeof setStatisticSessionSchema>;

/**
 * Answer of `POST /api/statistic-center/set-session`.
 *
 * @example
 * const answer: StatisticSessionResponse = { ga_client_id: '1234567890.1700000000' };
 */
export interface StatisticSessionResponse {
  ga_client_id: string;
}
