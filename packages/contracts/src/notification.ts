import type { DataResponse } from './envelopes.js';
import { z } from 'zod';

import { plainText } from './text.js';

/**
 * A member's notification; `read_at` empty (`null`) means unread.
 *
 * @example
 * const n: AppNotification = { id: 3, title: '주문하신 상품이 발송되었습니다.', title_en: null, body: null, body_en: null, link: '/my-page/order', read_at: null, created_at: '2026-11-20 10:00:00' };
 */
export interface AppNotification {
  id: number;
  title: string;
  /** English title when the shop wrote one. */
  title_en: string | null;
  body: string | null;
  /** English body when the shop wrote one (optional on the wire for older clients). */
  body_en?: string | null;
  /** Where the notification leads, e.g. `/my-page/order`. */
  link: string | null;
  /** `YYYY-MM-DD HH:mm:ss` (Korea time), or `null` when unread. */
  read_at: string | null;
  /** `YYYY-MM-DD HH:mm:ss` (Korea time). */
  created_at: string;
}

/**
 * Query of `GET /api/v1/notification`: `mb_id`, when given, must be the member's own.
 *
 * @example
 * notificationListQuerySchema.parse({ mb_id: 'Hong' }); // { mb_id: 'hong' }
 */
export const notificationListQuerySchema = z.object({
  mb_id: plainText(z.string().trim().toLowerCase().min(1).max(50)).optional(),
});
/** A notification list query as a client sends it. */
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/**
 * Answer of `GET /api/v1/notification?mb_id=`: the latest notifications, newest first.
 *
 * @example
 * const answer: NotificationListResponse = { data: [] };
 */
export type NotificationListResponse = DataResponse<AppNotification[]>;

/**
 * Answer of `GET /api/v1/notification/{id}/read-at`: the notification, now read.
 *
 * @example
 * const answer: NotificationResponse = { data: notification };
 */
export type NotificationResponse = DataResponse<AppNotification>;

/**
 * Answer of `DELETE /api/v1/notification/{id}` and `DELETE /api/v1/notification/all`.
 *
 * @example
 * const answer: NotificationDeleteResponse = { deleted: 3 };
 */
export interface NotificationDeleteResponse {
  deleted: number;
}
