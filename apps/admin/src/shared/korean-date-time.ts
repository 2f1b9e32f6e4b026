const ALREADY_KOREA = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

// One formatter for every call: building one costs more than formatting a list's dates.
let formatter: Intl.DateTimeFormat | undefined;
const koreaMinutes = () =>
  (formatter ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));

/**
 * A moment in Korea time, `2026-11-25 19:00`: from an ISO instant (the console's lists, the
 * audit log) or from the shop's Korea-time wording (`2026-11-25 19:00:00`, order details).
 */
export function koreanDateTime(value: string | null): string {
  if (!value) return '';
  if (ALREADY_KOREA.test(value)) return value.slice(0, 16);
  return koreaMinutes().format(new Date(value));
}
