import {
  isApiError,
  type ApiError,
  type ApiErrorKind,
  type ApiRequestError,
  type CsrfError,
  type NetworkError,
  type RateLimitedError,
  type ValidationError,
} from '@atelier/api-client';
import type { FieldErrors } from '@atelier/contracts';
import { describe, expectTypeOf, it } from 'vitest';

describe('ApiError', () => {
  it('is a union keyed on kind; each kind carries its own fields', () => {
    expectTypeOf<ApiErrorKind>().toEqualTypeOf<
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'csrf'
      | 'validation'
      | 'rate_limited'
      | 'network'
      | 'timeout'
      | 'aborted'
      | 'missing_id'
      | 'other'
    >();
    const error = {} as ApiError;
    switch (error.kind) {
      case 'validation':
        expectTypeOf(error).toEqualTypeOf<ValidationError>();
        expectTypeOf(error.errors).toEqualTypeOf<FieldErrors>();
        expectTypeOf(error.status).toEqualTypeOf<422>();
        break;
      case 'rate_limited':
        expectTypeOf(error).toEqualTypeOf<RateLimitedError>();
        expectTypeOf(error.retryAfterSeconds).toEqualTypeOf<number | null>();
        break;
      case 'csrf':
        expectTypeOf(error).toEqualTypeOf<CsrfError>();
        expectTypeOf(error.status).toEqualTypeOf<419>();
        break;
      case 'network':
        expectTypeOf(error).toEqualTypeOf<NetworkError>();
        expectTypeOf(error.status).toEqualTypeOf<null>();
        break;
      default:
        expectTypeOf(error).not.toHaveProperty('errors');
    }
  });

  it('isApiError narrows unknown values, optionally to one kind', () => {
    const value: unknown = null;
    if (isApiError(value)) expectTypeOf(value).toEqualTypeOf<ApiError>();
    if (isApiError(value, 'validation')) expectTypeOf(value).toEqualTypeOf<ValidationError>();
    expectTypeOf(isApiError).parameter(1).toEqualTypeOf<ApiErrorKind | undefined>();
  });

  it('ApiRequestError exposes the error value and its kind', () => {
    expectTypeOf<ApiRequestError>().toExtend<Error>();
    expectTypeOf<ApiRequestError['error']>().toEqualTypeOf<ApiError>();
    expectTypeOf<ApiRequestError['kind']>().toEqualTypeOf<ApiErrorKind>();
  });
});
