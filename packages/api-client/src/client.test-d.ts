import {
  createApiClient,
  unwrap,
  type ApiClient,
  type ApiError,
  type ApiResult,
  type MethodOptions,
} from '@atelier/api-client';
import type { Lang } from '@atelier/contracts';
import { describe, expectTypeOf, it } from 'vitest';

describe('createApiClient', () => {
  const client = createApiClient();

  it('answers an ApiClient whose calls resolve to ApiResult of the requested type', () => {
    expectTypeOf(client).toEqualTypeOf<ApiClient>();
    expectTypeOf(client.get<{ id: number }>('/x')).resolves.toEqualTypeOf<
      ApiResult<{ id: number }>
    >();
    expectTypeOf(client.post('/x')).resolves.toEqualTypeOf<ApiResult<unknown>>();
    expectTypeOf(client.put<string>).parameters.toEqualTypeOf<
      [path: string, body?: unknown, options?: MethodOptions]
    >();
    expectTypeOf(client.lang).returns.toEqualTypeOf<Lang>();
  });

  it('never takes a method or body in per-call options', () => {
    expectTypeOf<MethodOptions>().not.toHaveProperty('method');
    expectTypeOf<MethodOptions>().not.toHaveProperty('body');
    expectTypeOf<MethodOptions>().toHaveProperty('skipHooks').toEqualTypeOf<boolean | undefined>();
  });
});

describe('ApiResult', () => {
  it('narrows to data on ok and to the error otherwise', () => {
    const result = {} as ApiResult<number>;
    if (result.ok) {
      expectTypeOf(result.data).toEqualTypeOf<number>();
      expectTypeOf(result.status).toEqualTypeOf<number>();
    } else {
      expectTypeOf(result.error).toEqualTypeOf<ApiError>();
      expectTypeOf(result).not.toHaveProperty('data');
    }
  });

  it('unwrap returns the data type', () => {
    expectTypeOf(unwrap<{ user: string }>).returns.toEqualTypeOf<{ user: string }>();
  });
});
