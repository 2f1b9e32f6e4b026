import type { ApiError } from '@atelier/api-client';
import {
  createBaseQuery,
  type ApiBaseQuery,
  type ApiBaseQueryArgs,
  type ApiBaseQueryExtraOptions,
  type ApiBaseQueryMeta,
} from '@atelier/api-client/rtk-query';
import type { NoticeSummary, Paginated } from '@atelier/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { describe, expectTypeOf, it } from 'vitest';

describe('createBaseQuery', () => {
  it('accepts a client or client options and answers an ApiBaseQuery', () => {
    expectTypeOf(createBaseQuery()).toEqualTypeOf<ApiBaseQuery>();
    expectTypeOf(
      createBaseQuery({ baseUrl: 'http://127.0.0.1:4120' }),
    ).toEqualTypeOf<ApiBaseQuery>();
    expectTypeOf(createBaseQuery).parameter(0).not.toEqualTypeOf<string>();
  });

  it('takes a path or a request description, with per-endpoint options', () => {
    expectTypeOf<'/api/v1/notice'>().toExtend<ApiBaseQueryArgs>();
    expectTypeOf<{ url: string; method: 'POST'; body: unknown }>().toExtend<ApiBaseQueryArgs>();
    expectTypeOf<{ url: string; method: 'HEAD' }>().not.toExtend<ApiBaseQueryArgs>();
    expectTypeOf<ApiBaseQueryExtraOptions>().toEqualTypeOf<{
      timeoutMs?: number;
      skipHooks?: boolean;
      etag?: boolean;
    }>();
    expectTypeOf<ApiBaseQueryMeta>().toEqualTypeOf<{ status: number; headers: Headers }>();
  });

  it('types endpoint errors as ApiError in createApi', () => {
    const api = createApi({
      baseQuery: createBaseQuery(),
      endpoints: (build) => ({
        notices: build.query<Paginated<NoticeSummary>, { page: number }>({
          query: (params) => ({ url: '/api/v1/notice', params }),
          extraOptions: { etag: false },
        }),
      }),
    });
    const selectNotices = api.endpoints.notices.select({ page: 1 });
    expectTypeOf(selectNotices)
      .returns.toHaveProperty('data')
      .toEqualTypeOf<Paginated<NoticeSummary> | undefined>();
    expectTypeOf(selectNotices)
      .returns.toHaveProperty('error')
      .toEqualTypeOf<ApiError | SerializedError | undefined>();
  });
});
