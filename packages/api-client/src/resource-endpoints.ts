// Part of the `@atelier/api-client/rtk-query` entry: imports the main entry by package name.
import {
  clientMessage,
  toFormData,
  type ApiClient,
  type ApiError,
  type FormFields,
  type HttpMethod,
  type QueryInput,
} from '@atelier/api-client';
import type { Paginated } from '@atelier/contracts';
import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';

import type {
  ApiBaseQuery,
  ApiBaseQueryArgs,
  ApiBaseQueryExtraOptions,
  ApiBaseQueryMeta,
} from './base-query.js';

/**
 * How long a loaded list page is answered from the cache (spec §7: 60 s after it loaded).
 *
 * @example
 * build.query({ ...notices.list, keepUnusedDataFor: RESOURCE_LIST_TTL_MS / 1000 });
 */
export const RESOURCE_LIST_TTL_MS = 60_000;

/**
 * A record's primary key.
 *
 * @example
 * const id: RecordId = params.id ?? 0;
 */
export type RecordId = string | number;

/**
 * Argument of the `update` endpoint of {@link defineResource}.
 *
 * @example
 * const arg: ResourceUpdate<{ title: string }> = { id: 7, body: { title: '공지' } };
 */
export interface ResourceUpdate<TBody> {
  id: RecordId | null | undefined;
  body: TBody;
}

/**
 * Argument of the multipart endpoints of {@link defineResource}: fields (`a[b]` names) and
 * files sent as `files[]`; `id` for `updateWithFiles`.
 *
 * @example
 * const arg: ResourceUpload = { id: 7, fields: { title: '후기' }, files: [photo] };
 */
export interface ResourceUpload {
  id?: RecordId | null;
  fields: FormFields;
  files?: Iterable<Blob>;
}

type QueryFnResult<T> = Promise<QueryReturnValue<T, ApiError, ApiBaseQueryMeta | undefined>>;
type ResourceQueryFn<Arg, T> = (
  arg: Arg,
  api: BaseQueryApi,
  extraOptions: ApiBaseQueryExtraOptions,
  baseQuery: ApiBaseQuery,
) => QueryFnResult<T>;

function hasId(id: RecordId | null | undefined): id is RecordId {
  return id !== undefined && id !== null && String(id).trim() !== '';
}

/**
 * The generic data helper of spec §7 for one REST resource (brief §4), as RTK Query
 * endpoint definitions to inject into `atelierApi`: list / show / store / update / destroy
 * and the multipart variants. Lists are answered from the cache for 60 s after they loaded;
 * every mutation invalidates the resource's tag. `show`, `update`, `destroy` and
 * `updateWithFiles` without an id fail with `kind: 'missing_id'` and send nothing.
 *
 * @example
 * const notices = defineResource<NoticeSummary, NoticeInput, 'Notice'>('/api/v1/notice', 'Notice');
 * export const noticeApi = atelierApi.injectEndpoints({
 *   endpoints: (build) => ({
 *     notices: build.query(notices.list),        // GET /api/v1/notice?page=1&filter[pinned]=true
 *     notice: build.query(notices.show),         // GET /api/v1/notice/7
 *     updateNotice: build.mutation(notices.update),
 *     updateNoticeWithFiles: build.mutation(notices.updateWithFiles), // POST /7, _method=PUT, files[]
 *   }),
 * });
 */
export function defineResource<T, TBody = Partial<T>, Tag extends string = string>(
  url: string,
  tag: Tag,
) {
  const base = url.replace(/\/+$/, '');
  const itemPath = (id: RecordId) => `${base}/${encodeURIComponent(String(id))}`;

  const withId =
    <Arg, R>(
      method: HttpMethod,
      idOf: (arg: Arg) => RecordId | null | undefined,
      request: (id: RecordId, arg: Arg) => ApiBaseQueryArgs,
    ): ResourceQueryFn<Arg, R> =>
    async (arg, api, extraOptions, baseQuery) => {
      const id = idOf(arg);
      if (!hasId(id)) {
        const { client } = api.extra as { client: ApiClient };
        return {
          error: {
            kind: 'missing_id',
            status: null,
            method,
            url: client.url(base),
            message: clientMessage('missing_id', client.lang()),
          },
        };
      }
      const result = await baseQuery(request(id, arg), api, extraOptions);
      return result.error ? { error: result.error } : { data: result.data as R, meta: result.meta };
    };

  const tags = [tag];
  return {
    url: base,
    /** `GET {url}?query`: one page; from the cache for 60 s after it loaded. */
    list: {
      query: (query: QueryInput | void): ApiBaseQueryArgs => ({
        url: base,
        params: query ?? undefined,
      }),
      keepUnusedDataFor: RESOURCE_LIST_TTL_MS / 1000,
      forceRefetch: ({ endpointState }: { endpointState?: { fulfilledTimeStamp?: number } }) =>
        endpointState?.fulfilledTimeStamp !== undefined &&
        Date.now() - endpointState.fulfilledTimeStamp >= RESOURCE_LIST_TTL_MS,
      providesTags: tags,
      transformResponse: (response: unknown) => response as Paginated<T>,
    },
    /** `GET {url}/{id}`. */
    show: {
      queryFn: withId<RecordId | null | undefined, T>(
        'GET',
        (id) => id,
        (id) => itemPath(id),
      ),
      providesTags: tags,
    },
    /** `POST {url}`. */
    store: {
      query: (body: TBody): ApiBaseQueryArgs => ({ url: base, method: 'POST', body }),
      transformResponse: (response: unknown) => response as T,
      invalidatesTags: tags,
    },
    /** `PUT {url}/{id}`. */
    update: {
      queryFn: withId<ResourceUpdate<TBody>, T>(
        'PUT',
        (arg) => arg.id,
        (id, arg) => ({ url: itemPath(id), method: 'PUT', body: arg.body }),
      ),
      invalidatesTags: tags,
    },
    /** `DELETE {url}/{id}`. */
    destroy: {
      queryFn: withId<RecordId | null | undefined, unknown>(
        'DELETE',
        (id) => id,
        (id) => ({ url: itemPath(id), method: 'DELETE' }),
      ),
      invalidatesTags: tags,
    },
    /** Multipart `POST {url}`: fields plus `files[]`. */
    storeWithFiles: {
      query: ({ fields, files }: ResourceUpload): ApiBaseQueryArgs => ({
        url: base,
        method: 'POST',
        body: toFormData(fields, files),
      }),
      transformResponse: (response: unknown) => response as T,
      invalidatesTags: tags,
    },
    /** Multipart `POST {url}/{id}` with `_method=PUT` first (streaming parsers see it first). */
    updateWithFiles: {
      queryFn: withId<ResourceUpload, T>(
        'PUT',
        (arg) => arg.id,
        (id, { fields, files }) => {
          const { _method: _ignored, ...rest } = fields as Record<string, unknown>;
          return {
            url: itemPath(id),
            method: 'POST',
            body: toFormData({ _method: 'PUT', ...rest } as FormFields, files),
          };
        },
      ),
      invalidatesTags: tags,
    },
  };
}
