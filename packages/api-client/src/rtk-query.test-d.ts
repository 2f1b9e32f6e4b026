import type { ApiError } from '@atelier/api-client';
import {
  atelierApi,
  createBaseQuery,
  defineResource,
  type ApiBaseQuery,
  type ApiHydration,
  type ApiTagType,
  type RecordId,
  type ResourceUpdate,
  type ResourceUpload,
} from '@atelier/api-client/rtk-query';
import type { NoticeSummary, Paginated } from '@atelier/contracts';
import { describe, expectTypeOf, it } from 'vitest';

describe('atelierApi', () => {
  it('is one API at reducer path `api` with the shared tags and typed errors', () => {
    expectTypeOf(atelierApi.reducerPath).toEqualTypeOf<'api'>();
    expectTypeOf<ApiTagType>().toEqualTypeOf<
      'Category' | 'CmsPage' | 'InstaFeed' | 'Notice' | 'Notification' | 'Popup'
    >();
    expectTypeOf(createBaseQuery()).toEqualTypeOf<ApiBaseQuery>();
    expectTypeOf<ApiHydration['queries']>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe('defineResource', () => {
  const notices = defineResource<NoticeSummary, { title: string }, 'Notice'>(
    '/api/v1/notice',
    'Notice',
  );
  const noticeApi = atelierApi.injectEndpoints({
    endpoints: (build) => ({
      notices: build.query(notices.list),
      notice: build.query(notices.show),
      updateNotice: build.mutation(notices.update),
      uploadNotice: build.mutation(notices.updateWithFiles),
    }),
  });

  it('types lists as the pagination envelope of T and one record as T', () => {
    expectTypeOf(noticeApi.endpoints.notices.Types.ResultType).toEqualTypeOf<
      Paginated<NoticeSummary>
    >();
    expectTypeOf(noticeApi.endpoints.notice.Types.ResultType).toEqualTypeOf<NoticeSummary>();
    expectTypeOf(noticeApi.endpoints.notice.Types.QueryArg).toEqualTypeOf<
      RecordId | null | undefined
    >();
  });

  it('takes the body type for updates and fields plus files for uploads; errors are ApiError', () => {
    expectTypeOf(noticeApi.endpoints.updateNotice.Types.QueryArg).toEqualTypeOf<
      ResourceUpdate<{ title: string }>
    >();
    expectTypeOf(noticeApi.endpoints.uploadNotice.Types.QueryArg).toEqualTypeOf<ResourceUpload>();
    expectTypeOf(noticeApi.endpoints.notice.Types.BaseQuery).toEqualTypeOf<ApiBaseQuery>();
    expectTypeOf<Parameters<ApiBaseQuery>[0]>().not.toBeAny();
    expectTypeOf<ApiError['kind']>().toExtend<string>();
  });
});
