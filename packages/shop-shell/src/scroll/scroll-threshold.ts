import { SCROLL_TO_TOP_RATIO } from '../config/shell-limits.js';

/**
 * Whether the page is scrolled past `ratio` (40 %) of the window height — the point where
 * the scroll-to-top button appears (spec §1, §9).
 *
 * @example
 * isPastScrollThreshold(401, 1000); // true
 * isPastScrollThreshold(400, 1000); // false
 */
export function isPastScrollThreshold(
  scrollY: number,
  windowHeight: number,
  ratio: number = SCROLL_TO_TOP_RATIO,
): boolean {
  return scrollY > windowHeight * ratio;
}
