import type { AttributeLabels, FieldErrors, ValidationRule } from '@atelier/contracts';

import type { MessageKey } from './messages.js';

/**
 * An error the API answers with a status and a localised `{message}`.
 * Thrown from handlers; the error handler renders it in the session language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** More of the answer's body, beside `message` (e.g. the new figures of a 409). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(key);
    this.name = 'HttpError';
  }
}

/** A field the server found invalid after parsing (duplicate id, wrong password…). */
export interface FieldProblem {
  field: string;
  rule: ValidationRule;
  values?: Record<string, string | number>;
  /** The feature's field labels (`{attribute}` in the message), as `parseInput` takes them. */
  attributes?: AttributeLabels;
}

/**
 * A 422. Either already-formatted field errors (from zod) or field problems the
 * error handler turns into messages in the session language.
 */
export class ValidationError extends Error {
  readonly status = 422;
  constructor(
    readonly errors: FieldErrors | undefined,
    readonly problems: FieldProblem[] = [],
  ) {
    super('validation');
    this.name = 'ValidationError';
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'not_found');
export const fieldError = (
  field: string,
  rule: ValidationRule,
  values?: Record<string, string | number>,
  attributes?: AttributeLabels,
) =>
  new ValidationError(undefined, [
    { field, rule, ...(values ? { values } : {}), ...(attributes ? { attributes } : {}) },
  ]);
export const tooManyRequests = (key: MessageKey, retryAfterSeconds: number) =>
  new HttpError(
    429,
    key,
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * A stock change that would take a variant below zero (409): nothing was changed.
 */
export class InsufficientStockError extends HttpError {
  constructor(readonly variantId: number) {
    super(409, 'insufficient_stock', {});
    this.name = 'InsufficientStockError';
  }
}
