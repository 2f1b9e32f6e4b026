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
