import type { AppNotification } from '@atelier/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';

import { countUnread, shellApi } from '../data/shell-api.js';
import { useShellSession } from '../shared/use-shell-session.js';

/**
 * What {@link useNotifications} answers.
 *
 * @example
 * const { items, unreadCount, markRead }: NotificationsState = useNotifications();
 */
export interface NotificationsState {
  items: readonly AppNotification[];
  unreadCount: number;
  /** `idle` for visitors (nothing is fetched), then `loading`, `ready` or `error`. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  reload(): Promise<void>;
  /** Marks one read (`GET /api/v1/notification/{id}/read-at`); the list reloads. */
  markRead(id: number): Promise<void>;
  /** Deletes one (`DELETE /api/v1/notification/{id}`); the list reloads. */
  remove(id: number): Promise<void>;
  /** Deletes all (`DELETE /api/v1/notification/all`); the list reloads. */
  removeAll(): Promise<void>;
}

/**
 * The signed-in member's notifications (spec §4) through `shellApi`: fetched only when
 * logged in (`GET /api/v1/notification?mb_id=`); read and delete calls invalidate the list,
 * which reloads. Every load also sets the session's `notification_count`, so header badges
 * follow.
 *
 * @example
 * const { items, status, remove } = useNotifications();
 */
export function useNotifications(): NotificationsState {
  const { user } = useShellSession();
  const mbId = user?.mb_id ?? null;
  const query = shellApi.useGetNotificationsQuery(mbId ?? skipToken);
  const [markRead] = shellApi.useMarkNotificationReadMutation();
  const [deleteOne] = shellApi.useDeleteNotificationMutation();
  const [deleteAll] = shellApi.useDeleteAllNotificationsMutation();
  const { refetch } = query;
  const reload = useCallback(async () => {
    if (mbId) await refetch();
  }, [mbId, refetch]);

  const items = mbId ? (query.data ?? []) : [];
  let status: NotificationsState['status'] = 'idle';
  if (mbId) {
    if (query.isError) status = 'error';
    else if (query.isSuccess) status = 'ready';
    else status = 'loading';
  }
  return {
    items,
    unreadCount: countUnread(items),
    status,
    reload,
    markRead: async (id) => void (await markRead(id)),
    remove: async (id) => void (await deleteOne(id)),
    removeAll: async () => void (await deleteAll()),
  };
}
