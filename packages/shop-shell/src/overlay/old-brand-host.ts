/**
 * Whether `host` (`window.location.host`: name and port) is one of the old brand's `hosts`.
 * Case and a leading `www.` are ignored.
 *
 * @example
 * isOldBrandHost('WWW.old-candle.co.kr', ['old-candle.co.kr']); // true
 * isOldBrandHost('atelier.example', ['old-candle.co.kr']); // false
 */
export function isOldBrandHost(host: string | null | undefined, hosts: readonly string[]): boolean {
  if (!host) return false;
  const bare = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^www\./, '');
  const current = bare(host);
  return hosts.some((h) => h.trim() !== '' && bare(h) === current);
}
