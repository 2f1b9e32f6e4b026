/**
 * The epoch milliseconds of the next local midnight after `nowMs` (the start of tomorrow in
 * the runtime's time zone; days of 23 or 25 hours around daylight-saving changes included).
 *
 * @example
 * // at 2026-03-14 23:59:59.999 local time
 * new Date(nextLocalMidnight(Date.now())); // 2026-03-15 00:00:00.000 local time
 */
export function nextLocalMidnight(nowMs: number): number {
  const now = new Date(nowMs);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0).getTime();
}
