/**
 * How many route views stay mounted (spec §2, §9 "route cache max 3").
 *
 * @example
 * <KeepAliveOutlet max={KEEP_ALIVE_MAX} />
 */
export const KEEP_ALIVE_MAX = 3;

/**
 * One cached route view.
 *
 * @example
 * const entry: KeepAliveEntry<string> = { key: '/shop/cart', view: 'cart' };
 */
export interface KeepAliveEntry<V> {
  readonly key: string;
  readonly view: V;
}

/**
 * The cache after showing `view` under `key`: the entry moves to the end (most recent) with
 * the new view, and the least recently shown entries beyond `max` are dropped. Pure: the
 * input array is not changed. When `key` is already the most recent entry the same array is
 * returned (its stored view is not replaced: the caller renders the live view for it).
 *
 * @example
 * let cache: KeepAliveEntry<string>[] = [];
 * for (const path of ['/a', '/b', '/c', '/d']) cache = touchKeepAlive(cache, path, path, 3);
 * cache.map((e) => e.key); // ['/b', '/c', '/d']
 */
export function touchKeepAlive<V>(
  entries: readonly KeepAliveEntry<V>[],
  key: string,
  view: V,
  max: number = KEEP_ALIVE_MAX,
): readonly KeepAliveEntry<V>[] {
  const last = entries[entries.length - 1];
  if (last && last.key === key && entries.length <= max) return entries;
  const rest = entries.filter((entry) => entry.key !== key);
  const next = [...rest, { key, view }];
  return next.slice(Math.max(0, next.length - Math.max(1, max)));
}
