/**
 * Versions of public collections (notices, categories, popups, translation packages) kept in
 * memory for a short time, so a revalidation (If-None-Match → 304) or a kept answer
 * (`VersionedAnswers`) costs no database round trip.
 *
 * Writes through this instance call `invalidate` and are seen at once; writes through
 * another instance are seen within `ttlMs`. Concurrent misses share one load.
 *
 * @example
 * const versions = new VersionCache(1000);
 * const v = await versions.get('notices', () => loadNoticeVersion(db));
 */
export class VersionCache {
  private readonly entries = new Map<string, { value: string; until: number }>();
  private readonly loading = new Map<string, Promise<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          this.entries.set(key, { value, until: this.now() + this.ttlMs });
          return value;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Forgets `key` (or every key starting with `key:`). */
  invalidate(key: string): void {
    for (const k of this.entries.keys()) {
      if (k === key || k.startsWith(`${key}:`)) this.entries.delete(k);
    }
  }
}
