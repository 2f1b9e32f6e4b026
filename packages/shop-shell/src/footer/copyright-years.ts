import { COPYRIGHT_START_YEAR } from '../config/shell-limits.js';

/**
 * The copyright span: from 2007 (spec §9) to `year` (default this year).
 *
 * @example
 * copyrightYears(2026); // { start: 2007, year: 2026 }
 */
export function copyrightYears(year: number = new Date().getFullYear()): {
  start: number;
  year: number;
} {
  return { start: COPYRIGHT_START_YEAR, year: Math.max(year, COPYRIGHT_START_YEAR) };
}
