import type { Paginated } from '@atelier/contracts';

import type { ApiClient, MethodOptions } from './client.js';
import type { ApiFailure, ApiResult, ApiSuccess, HttpMethod } from './errors.js';
import { toFormData, type FormFields } from './form-data.js';
import { clientMessage } from './messages.js';
import type { QueryInput } from './query-string.js';

/**
 * How long a loaded list page is answered from memory (spec §7: 60 s).
 *
 * @example
 * createResource(client, '/api/v1/notice', { ttlMs: RESOURCE_LIST_TTL_MS });
 */
export const RESOURCE_LIST_TTL_MS = 60_000;

/**
 * A record's primary key.
 *
 * @example
 * const id: RecordId = route.params.id ?? 0;
 */
export type RecordId = string | number;

/**
 * Options of {@link createResource}.
 *
 * @example
 * createResource(client, '/api/v1/notice', { ttlMs: 30_000, now: () => fakeClock.now });
 */
export interface ResourceOptions {
  /** List cache lifetime in ms. Default 60 000. */
  ttlMs?: number;
  /** Clock for the list cache (injectable for tests). Default `Date.now`. */
  now?: () => number;
}

/**
 * The generic data helper for one REST resource. Create it with {@link createResource}.
 *
 * @example
 * const notices: Resource<NoticeSummary> = createResource(client, '/api/v1/notice');
 * await notices.destroy(3);
 */
export interface Resource<T, TBody = Partial<T>> {
  /** The resource URL, e.g. `/api/v1/notice`. */
  readonly url: string;
  /** `GET {url}?query` — one page; answered from memory for 60 s after it loaded. */
  list(query?: QueryInput, options?: MethodOptions): Promise<ApiResult<Paginated<T>>>;
  /** `GET {url}/{id}`. */
  show(id: RecordId | null | undefined, options?: MethodOptions): Promise<ApiResult<T>>;
  /** `POST {url}`. */
  store<R = T>(body: TBody, options?: MethodOptions): Promise<ApiResult<R>>;
  /** `PUT {url}/{id}`; without an id answers `missing_id` and sends nothing. */
  update<R = T>(
    id: RecordId | null | undefined,
    body: TBody,
    options?: MethodOptions,
  ): Promise<ApiResult<R>>;
  /** `DELETE {url}/{id}`; without an id answers `missing_id` and sends nothing. */
  destroy<R = unknown>(
    id: RecordId | null | undefined,
    options?: MethodOptions,
  ): Promise<ApiResult<R>>;
  /** Multipart `POST {url}`: fields (a[b] names) plus files as `files[]`. */
  storeWithFiles<R = T>(
    fields: FormFields,
    files?: Iterable<Blob>,
    options?: MethodOptions,
  ): Promise<ApiResult<R>>;
  /** Multipart `POST {url}/{id}` with `_method=PUT`; without an id answers `missing_id`. */
  updateWithFiles<R = T>(
    id: RecordId | null | undefined,
    fields: FormFields,
    files?: Iterable<Blob>,
    options?: MethodOptions,
  ): Promise<ApiResult<R>>;
  /** Forgets every cached list page (mutations do this themselves). */
  invalidate(): void;
}

/**
 * The generic data helper of spec §7 for a REST resource of the API (brief §4):
 * list / show / store / update / destroy and multipart variants. List pages are cached for
 * 60 s by full URL; every mutation clears that cache.
 *
 * @example
 * const notices = createResource<NoticeSummary>(client, '/api/v1/notice');
 * const page = await notices.list({ page: 1, per_page: 10, filter: { pinned: true } });
 * // GET /api/v1/notice?page=1&per_page=10&filter[pinned]=true
 * const saved = await notices.updateWithFiles(7, { title: '공지' }, [file]);
 * // POST /api/v1/notice/7 multipart: _method=PUT, title, files[]
 */
export function createResource<T, TBody = Partial<T>>(
  client: ApiClient,
  url: string,
  options: ResourceOptions = {},
): Resource<T, TBody> {
  const { ttlMs = RESOURCE_LIST_TTL_MS, now = Date.now } = options;
  const base = url.replace(/\/+$/, '');
  const listCache = new Map<string, { result: ApiSuccess<Paginated<T>>; expiresAt: number }>();

  const itemPath = (id: RecordId) => `${base}/${encodeURIComponent(String(id))}`;
  const missingId = (method: HttpMethod): ApiFailure => ({
    ok: false,
    error: {
      kind: 'missing_id',
      status: null,
      method,
      url: client.url(base),
      message: clientMessage('missing_id', client.lang()),
    },
  });
  const mutate = async <R>(run: Promise<ApiResult<R>>): Promise<ApiResult<R>> => {
    try {
      return await run;
    } finally {
      listCache.clear();
    }
  };

  return {
    url: base,
    async list(query, o) {
      const key = client.url(base, query);
      const hit = listCache.get(key);
      if (hit && hit.expiresAt > now()) return hit.result;
      listCache.delete(key);
      const result = await client.get<Paginated<T>>(base, { ...o, query });
      if (result.ok) listCache.set(key, { result, expiresAt: now() + ttlMs });
      return result;
    },
    show(id, o) {
      if (!hasId(id)) return Promise.resolve(missingId('GET'));
      return client.get<T>(itemPath(id), o);
    },
    store(body, o) {
      return mutate(client.post(base, body, o));
    },
    update(id, body, o) {
      if (!hasId(id)) return Promise.resolve(missingId('PUT'));
      return mutate(client.put(itemPath(id), body, o));
    },
    destroy(id, o) {
      if (!hasId(id)) return Promise.resolve(missingId('DELETE'));
      return mutate(client.delete(itemPath(id), o));
    },
    storeWithFiles(fields, files, o) {
      return mutate(client.post(base, toFormData(fields, files), o));
    },
    updateWithFiles(id, fields, files, o) {
      if (!hasId(id)) return Promise.resolve(missingId('PUT'));
      // `_method` first, so streaming parsers know the override before the files.
      const { _method: _ignored, ...rest } = fields as Record<string, unknown>;
      const form = toFormData({ _method: 'PUT', ...rest }, files);
      return mutate(client.post(itemPath(id), form, o));
    },
    invalidate: () => listCache.clear(),
  };
}

function hasId(id: RecordId | null | undefined): id is RecordId {
  return id !== undefined && id !== null && String(id).trim() !== '';
}
