import type { NoticeAttachment } from './admin-content.js';
import { z } from 'zod';

/**
 * A customer-center notice as lists show it.
 *
 * @example
 * const n: NoticeSummary = { id: 1, title: '설 연휴 배송 안내', created_at: '2026-01-20 10:00:00', is_pinned: true };
 */
export interface NoticeSummary {
  id: number;
  title: string;
  /** The English title when the shop wrote one; English pages fall back to `title`. */
  title_en?: string | null;
  /** `YYYY-MM-DD HH:mm:ss` in Korea time; the footer shows its first 10 characters. */
  created_at: string;
  is_pinned: boolean;
}

/**
 * Answer of `GET /api/v1/notice/{id}`: the summary with the text and counters.
 *
 * @example
 * const notice: NoticeDetail = { ...summary, content: '…', content_en: null, view_count: 0, updated_at: '2026-01-20 10:00:00' };
 */
export interface NoticeDetail extends NoticeSummary {
  content: string;
  content_en: string | null;
  view_count: number;
  /** `YYYY-MM-DD HH:mm:ss` in Korea time. */
  updated_at: string;
  /** Files to download with it (images and PDF). */
  attachments?: NoticeAttachment[];
}

/**
 * The `sort` of `GET /api/v1/notice` (on top of the list query): `created_at` unless given.
 *
 * @example
 * noticeSortSchema.parse({ sort: undefined }); // { sort: 'created_at' }
 */
export const noticeSortSchema = z.object({
  sort: z.enum(['created_at', 'id', 'title']).default('created_at'),
});
/** A column notices can be sorted by. */
export type NoticeSort = z.output<typeof noticeSortSchema>['sort'];
