import type { AppNotification } from '@atelier/contracts';
import { countsUpdated, type SessionDispatch } from '@atelier/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

import type { ShellApi } from '../config/shell-api.js';
import { useShopShell } from '../config/shop-shell-provider.js';
import { useShellSession } from '../shared/use-shell-session.js';

/**
 * The number of unread notifications (`read_at` empty) — the badge count.
 *
 * @example
 * countUnread([{ read_at: null }, { read_at: '2026-11-20 10:00:00' }]); // 1
 */
export function countUnread(items: readonly Pick<AppNotification, 'read_at'>[]): number {
  return items.filter((n) => n.read_at === null || n.read_at === undefined || n.read_at === '')
    .length;
}

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
  /** Marks one read (`GET /api/v1/notification/{id}/read-at`), then reloads. */
  markRead(id: number): Promise<void>;
  /** Deletes one (`DELETE /api/v1/notification/{id}`), then reloads. */
  remove(id: number): Promise<void>;
  /** Deletes all (`DELETE /api/v1/notification/all`), then reloads. */
  removeAll(): Promise<void>;
}

/**
 * The signed-in member's notifications (spec §4): fetched only when logged in
 * (`GET /api/v1/notification?mb_id=`); read and delete calls reload the list. Every load
 * also sets the session's `notification_count` to the unread count, so header badges follow.
 *
 * @example
 * const { items, status, remove } = useNotifications();
 */
export function useNotifications(options: { api?: ShellApi | null } = {}): NotificationsState {
  const shell = useShopShell();
  const api = options.api ?? shell.api;
  const { user } = useShellSession();
  const mbId = user?.mb_id ?? null;
  const dispatch = useDispatch<SessionDispatch>();
  const [items, setItems] = useState<readonly AppNotification[]>([]);
  const [status, setStatus] = useState<NotificationsState['status']>('idle');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    if (!api || !mbId) return;
    const call = ++latest.current;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    const result = await api.notifications.list(mbId, { etag: false });
    // An older answer arriving after a newer request must not win.
    if (call !== latest.current) return;
    if (!result.ok) {
      setStatus('error');
      return;
    }
    const list = Array.isArray(result.data?.data) ? result.data.data : [];
    setItems(list);
    setStatus('ready');
    dispatch(countsUpdated({ notification_count: countUnread(list) }));
  }, [api, mbId, dispatch]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  const after = useCallback(
    async (request: Promise<unknown> | undefined) => {
      await request;
      await reload();
    },
    [reload],
  );

  const visible = mbId ? items : [];
  return {
    items: visible,
    unreadCount: countUnread(visible),
    status: mbId && api ? status : 'idle',
    reload,
    markRead: (id) => after(api?.notifications.markRead(id)),
    remove: (id) => after(api?.notifications.delete(id)),
    removeAll: () => after(api?.notifications.deleteAll()),
  };
}
