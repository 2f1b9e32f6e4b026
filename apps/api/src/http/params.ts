import { z } from 'zod';

/** `{ id }` route parameter: a positive 32-bit integer. */
export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
