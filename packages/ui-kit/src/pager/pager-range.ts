/**
 * How many page numbers a `Pager` shows at once (spec §9).
 *
 * @example
 * PAGER_VISIBLE_PAGES; // 5
 */
export const PAGER_VISIBLE_PAGES = 5;

/**
 * Default page size for lists paged by a `Pager` (spec §9).
 *
 * @example
 * const lastPage = Math.ceil(total / PAGER_PER_PAGE); // 10 per page
 */
export const PAGER_PER_PAGE = 10;

/**
 * The page numbers to show: a window of `visible` pages around `page`, shifted to stay
 * within 1..`lastPage`.
 *
 * @example
 * pagerRange(1, 20);  // [1, 2, 3, 4, 5]
 * pagerRange(10, 20); // [8, 9, 10, 11, 12]
 * pagerRange(20, 20); // [16, 17, 18, 19, 20]
 * pagerRange(2, 3);   // [1, 2, 3]
 */
export function pagerRange(
  page: number,
  lastPage: number,
  visible: number = PAGER_VISIBLE_PAGES,
): number[] {
  const last = Math.max(1, Math.floor(lastPage));
  const count = Math.min(visible, last);
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
