// Korea has kept UTC+9 without daylight saving since 1988.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A moment as Korea wall-clock time, `YYYY-MM-DD HH:mm:ss` (the legacy wire format:
 * lists show its first 10 characters as the date).
 *
 * @example
 * koreaDateTime(new Date('2026-01-01T15:30:00Z')); // '2026-01-02 00:30:00'
 */
export function koreaDateTime(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The Korea calendar date of a moment, `YYYY-MM-DD` (dates that take effect at 00:00 KST).
 *
 * @example
 * koreaDate(new Date('2026-02-28T15:00:00Z')); // '2026-03-01'
 */
export function koreaDate(date: Date): string {
  return koreaDateTime(date).slice(0, 10);
}
