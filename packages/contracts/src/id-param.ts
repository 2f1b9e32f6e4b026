// Apart from http.ts, whose wire names the clients load on every page: building a schema at
// load would bring zod into their first-load JS.
import { z } from 'zod';

/**
 * `{ id }` route parameter: a positive 32-bit integer.
 *
 * @example
 * idParamSchema.parse({ id: '12' }); // { id: 12 }
 */
export const idParamSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A route's `{ id }` parameter after parsing. */
export type IdParam = z.output<typeof idParamSchema>;
