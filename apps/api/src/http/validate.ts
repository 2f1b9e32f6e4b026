import { attributesOf, formatIssues, type AttributeLabels } from '@atelier/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { ValidationError } from './errors.js';

/**
 * Parses request input with a zod schema: unknown fields are stripped; failures
 * become a 422 with dotted field names in the session language, the fields named by the
 * schema's labels (`attributesOf`, the same the storefront's forms check with).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  request: FastifyRequest,
  attributes: AttributeLabels = attributesOf(schema),
): z.output<S> {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw new ValidationError(formatIssues(result.error.issues, request.lang, attributes));
}
