import { PAGE_MAX } from './envelopes.js';
import { z } from 'zod';

const pageSize = z.coerce.number<number>().int().min(1).max(100);

/**
 * Query of list endpoints: `page`, `per_page` (or the legacy `perPage`), `sort`, `order`.
 * Query strings arrive as text and are coerced; clients pass numbers.
 *
 * @example
 * listQuerySchema.parse({ page: '2', perPage: '5' }); // { page: 2, per_page: 5, order: 'desc' }
 */
export const listQuerySchema = z
  .object({
    page: z.coerce.number<number>().int().min(1).max(PAGE_MAX).default(1),
    per_page: pageSize.optional(),
    perPage: pageSize.optional(),
    sort: z.string().max(40).optional(),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .transform(({ perPage, per_page, ...rest }) => ({
    ...rest,
    per_page: per_page ?? perPage ?? 10,
  }));

/**
 * A list query as a client sends it; every field is optional.
 *
 * @example
 * const query: ListQueryInput = { page: 1, per_page: 5, sort: 'created_at', order: 'desc' };
 */
export type ListQueryInput = z.input<typeof listQuerySchema>;

/**
 * A list query as the server reads it: `page` and `per_page` filled in.
 *
 * @example
 * const { page, per_page }: ListQuery = listQuerySchema.parse(request.query);
 */
export type ListQuery = z.output<typeof listQuerySchema>;
