/**
 * Versions of public collections (notices, categories, popups, translation packages) kept in
 * memory for a short time, so a revalidation (If-None-Match → 304) or a kept answer
 * (`VersionedAnswers`) costs no database round trip.
 *
 * Writes through this instance call `invalidate` and are seen at once; writes through
 * another instance are seen within `ttlMs`. Concurrent misses share one load.
 */
export class VersionCache {
  private readonly entries = new Map<string, { value: string; refreshAt: number; until: number }>();
  private readonly loading = new Map<string, Promise<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.until > now) {
      // Past half its life, a version busy enough to be asked for is reloaded in the background,
      // so the requests never wait for it (a loaded PGlite takes tens of milliseconds).
      if (now >= hit.refreshAt) this.load(key, load).catch(() => {});
      return hit.value;
    }
    return this.load(key, load);
  }

  private load(key: string, load: () => Promise<string>): Promise<string> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((value) => {
          const at = this.now();
          this.entries.set(key, { value, refreshAt: at + this.ttlMs / 2, until: at + this.ttlMs });
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
