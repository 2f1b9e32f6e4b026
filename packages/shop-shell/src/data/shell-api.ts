import { atelierApi } from '@atelier/api-client/rtk-query';
import type {
  AppNotification,
  CategoriesResponse,
  Category,
  ClickLogInput,
  InstaFeedItem,
  InstaFeedResponse,
  NoticeSummary,
  NotificationListResponse,
  Paginated,
  Popup,
  ResourceClickInput,
} from '@atelier/contracts';
import { countsUpdated } from '@atelier/session';

import { FOOTER_NOTICE_COUNT } from '../config/shell-limits.js';

const listOf = <T>(response: { data?: unknown } | null | undefined): T[] =>
  Array.isArray(response?.data) ? (response.data as T[]) : [];

/**
 * The number of unread notifications (`read_at` empty): the badge count.
 *
 * @example
 * countUnread([{ read_at: null }, { read_at: '2026-11-20 10:00:00' }]); // 1
 */
export function countUnread(items: readonly Pick<AppNotification, 'read_at'>[]): number {
  return items.filter((n) => n.read_at === null || n.read_at === undefined || n.read_at === '')
    .length;
}

/**
 * The chrome's data, injected into the app's one API (`atelierApi`): what the headers,
 * sidebar, mega-menu, footers and popups show (loaded by the server and embedded, so the
 * chrome hydrates without a request), the member's notifications, and the click logs.
 * Any app that mounts the chrome (storefront, TSSA) prefetches with
 * {@link prefetchShellData}.
 *
 * @example
 * const { data: tree = [] } = shellApi.useGetCategoriesQuery();
 * const [logClick] = shellApi.useLogClickMutation();
 */
export const shellApi = atelierApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/evans-cart/categories-service`: the category tree (spec: `data.data`). */
    getCategories: build.query<Category[], void>({
      query: () => '/api/evans-cart/categories-service',
      transformResponse: (response: CategoriesResponse) => listOf<Category>(response),
      providesTags: ['Category'],
    }),
    /** `GET /api/v1/popup?active=true&page=1`: the active popups of the first page. */
    getActivePopups: build.query<Popup[], void>({
      query: () => ({ url: '/api/v1/popup', params: { active: true, page: 1 } }),
      transformResponse: (response: Paginated<Popup>) => listOf<Popup>(response),
      providesTags: ['Popup'],
    }),
    /** `GET /api/v1/notice`: the first page of notices, newest first, 5 per page (spec §9). */
    getLatestNotices: build.query<NoticeSummary[], void>({
      query: () => ({
        url: '/api/v1/notice',
        params: {
          page: 1,
          per_page: FOOTER_NOTICE_COUNT,
          perPage: FOOTER_NOTICE_COUNT,
          sort: 'created_at',
          order: 'desc',
        },
      }),
      transformResponse: (response: Paginated<NoticeSummary>) =>
        listOf<NoticeSummary>(response).slice(0, FOOTER_NOTICE_COUNT),
      providesTags: ['Notice'],
    }),
    /** `GET /api/v1/insta-feeds`: the operator-managed Instagram items. */
    getInstaFeeds: build.query<InstaFeedItem[], void>({
      query: () => '/api/v1/insta-feeds',
      transformResponse: (response: InstaFeedResponse) => listOf<InstaFeedItem>(response),
      providesTags: ['InstaFeed'],
    }),
    /**
     * `GET /api/v1/notification?mb_id=`: newest first. Every loaded list also sets the
     * session's `notification_count`, so header badges follow reads and deletes.
     */
    getNotifications: build.query<AppNotification[], string>({
      query: (mbId) => ({ url: '/api/v1/notification', params: { mb_id: mbId } }),
      transformResponse: (response: NotificationListResponse) => listOf<AppNotification>(response),
      providesTags: ['Notification'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(countsUpdated({ notification_count: countUnread(data) }));
        } catch {
          // The list shows the failed query; the badge keeps its count.
        }
      },
    }),
    /**
     * `GET /api/v1/notification/{id}/read-at` (spec §7): never answered from the ETag cache, and
     * with the XSRF header, without which the API refuses this state-changing GET.
     */
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => `/api/v1/notification/${id}/read-at`,
      extraOptions: { etag: false, xsrf: true },
      invalidatesTags: ['Notification'],
    }),
    /** `DELETE /api/v1/notification/{id}`. */
    deleteNotification: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/notification/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Notification'],
    }),
    /** `DELETE /api/v1/notification/all`. */
    deleteAllNotifications: build.mutation<unknown, void>({
      query: () => ({ url: '/api/v1/notification/all', method: 'DELETE' }),
      invalidatesTags: ['Notification'],
    }),
    /** `POST /api/v1/resource-clicks`: the popup click "store call" of spec §4. */
    logResourceClick: build.mutation<unknown, ResourceClickInput>({
      query: (body) => ({ url: '/api/v1/resource-clicks', method: 'POST', body }),
    }),
    /** `POST /api/v1/click-log`: banner clicks. */
    logClick: build.mutation<unknown, ClickLogInput>({
      query: (body) => ({ url: '/api/v1/click-log', method: 'POST', body }),
    }),
  }),
});

/**
 * Loads what the chrome shows (categories, popups, the footers' notices and Instagram
 * items) into the store, for the server to embed. Failures stay in the cache as errors:
 * the chrome renders without that part.
 *
 * @example
 * await prefetchShellData(store.dispatch);
 * const embedded = dehydrateApiCache(store.getState().api);
 */
export async function prefetchShellData(dispatch: (action: unknown) => unknown): Promise<void> {
  const run = (action: unknown) => dispatch(action) as PromiseLike<unknown>;
  await Promise.all([
    run(shellApi.endpoints.getCategories.initiate()),
    run(shellApi.endpoints.getActivePopups.initiate()),
    run(shellApi.endpoints.getLatestNotices.initiate()),
    run(shellApi.endpoints.getInstaFeeds.initiate()),
  ]);
}
