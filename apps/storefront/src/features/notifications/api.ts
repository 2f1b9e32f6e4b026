import type { AppNotification, NotificationListResponse } from '@atelier/contracts';
import { countsUpdated } from '@atelier/session';

import { appApi } from '../../app/api.js';

/**
 * The number of unread notifications (`read_at` empty): the session's badge count.
 *
 * @example
 * unreadCount([{ read_at: null }, { read_at: '2026-11-20 10:00:00' }]); // 1
 */
export function unreadCount(items: readonly Pick<AppNotification, 'read_at'>[]): number {
  return items.filter((item) => !item.read_at).length;
}

/**
 * The member's notifications (spec §4, §7). Every loaded list also sets the session's
 * `notification_count`, so header badges follow reads and deletes.
 *
 * @example
 * const { data = [], refetch } = notificationApi.useGetNotificationsQuery(mbId);
 */
export const notificationApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/v1/notification?mb_id=`: newest first. */
    getNotifications: build.query<AppNotification[], string>({
      query: (mbId) => ({ url: '/api/v1/notification', params: { mb_id: mbId } }),
      transformResponse: (response: NotificationListResponse) =>
        Array.isArray(response?.data) ? response.data : [],
      providesTags: ['Notification'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(countsUpdated({ notification_count: unreadCount(data) }));
        } catch {
          // The page shows the failed query; the badge keeps its count.
        }
      },
    }),
    /** `GET /api/v1/notification/{id}/read-at`: never answered from the ETag cache. */
    markNotificationRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/notification/${id}/read-at` }),
      extraOptions: { etag: false },
    }),
    /** `DELETE /api/v1/notification/{id}`. */
    deleteNotification: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/notification/${id}`, method: 'DELETE' }),
    }),
    /** `DELETE /api/v1/notification/all`. */
    deleteAllNotifications: build.mutation<unknown, void>({
      query: () => ({ url: '/api/v1/notification/all', method: 'DELETE' }),
    }),
  }),
});
