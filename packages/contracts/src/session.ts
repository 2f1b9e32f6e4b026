import { z } from 'zod';

import type { Currency, Lang } from './locale.js';
import { LANGUAGE_CURRENCY } from './locale.js';
import type { SessionUser } from './member.js';

/**
 * Answer of `POST /api/v1/login-check`. Visitors get `user: null` and a `cart_key` too.
 *
 * @example
 * const visitor: LoginCheckResponse = {
 *   user: null, lang: 'kr', currency: 'krw', cart_key: '2b1f…', coupon_count: 0, notification_count: 0,
 * };
 */
export interface LoginCheckResponse {
  user: SessionUser | null;
  lang: Lang;
  currency: Currency;
  cart_key: string;
  coupon_count: number;
  notification_count: number;
}

/** Answer of `POST /api/v1/login`. */
export interface LoginResponse {
  user: SessionUser;
}

/** Answer of calls that only confirm, with a message in the session language. */
export interface MessageResponse {
  message: string;
}

/**
 * `POST /api/v1/language`: only kr/krw or en/usd.
 *
 * @example
 * languageSchema.parse({ lang: 'en', currency: 'usd' });
 */
export const languageSchema = z
  .object({
    lang: z.enum(['kr', 'en']),
    currency: z.enum(['krw', 'usd']),
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
 * Query of list endpoints: `page`, `per_page` (or the legacy `perPage`), `sort`, `order`.
 *
 * @example
 * listQuerySchema.parse({ page: '2', perPage: '5' }); // { page: 2, per_page: 5, order: 'desc' }
 */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
    perPage: z.coerce.number().int().min(1).max(100).optional(),
    sort: z.string().max(40).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .transform(({ perPage, per_page, ...rest }) => ({
    ...rest,
    per_page: per_page ?? perPage ?? 10,
  }));
export type ListQuery = z.output<typeof listQuerySchema>;
