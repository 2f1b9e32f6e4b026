// Korea has kept UTC+9 without daylight saving since 1988.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * A moment as Korea wall-clock time, `YYYY-MM-DD HH:mm:ss` (the legacy wire format:
 * lists show its first 10 characters as the date).
 */
export function koreaDateTime(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The Korea calendar date of a moment, `YYYY-MM-DD` (dates that take effect at 00:00 KST).
 */
export function koreaDate(date: Date): string {
  return koreaDateTime(date).slice(0, 10);
}

/** The instant a Korean calendar day (`YYYY-MM-DD`) begins (period filters, inclusive). */
export function koreaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/** The instant after a Korean calendar day (`YYYY-MM-DD`): the next day's start (exclusive). */
export function koreaDayEnd(date: string): Date {
  return new Date(koreaDayStart(date).getTime() + 24 * 60 * 60 * 1000);
}
