/**
 * One cached GET answer.
 *
 * @example
 * cache.set(url, { etag: 'W/"abc"', data: page } satisfies EtagEntry);
 */
export interface EtagEntry {
  /** The `ETag` the server sent, sent back as `If-None-Match`. */
  etag: string;
  /** The parsed body. Shared with every caller that gets it: treat as read-only. */
  data: unknown;
}

/**
 * Where the client keeps ETags and bodies of GET answers, keyed by full URL. Pluggable
 * (e.g. sessionStorage-backed in the browser). On the server create one client, and so
 * one cache, per request so that nothing is shared between users.
 *
 * @example
 * const cache: EtagCache = new Map<string, EtagEntry>();
 */
export interface EtagCache {
  get(url: string): EtagEntry | undefined;
  set(url: string, entry: EtagEntry): void;
  delete(url: string): void;
  clear(): void;
}

/**
 * The default {@link EtagCache}: an in-memory map that forgets its oldest entry beyond
 * `maxEntries` (default 500) so a long-lived browser tab does not grow without bound.
 *
 * @example
 * const client = createApiClient({ baseUrl: '', etagCache: createMemoryEtagCache({ maxEntries: 100 }) });
 */
export function createMemoryEtagCache(options: { maxEntries?: number } = {}): EtagCache {
  const { maxEntries = 500 } = options;
  const map = new Map<string, EtagEntry>();
  return {
    get: (url) => map.get(url),
    set(url, entry) {
      map.delete(url);
      map.set(url, entry);
      while (map.size > maxEntries) {
        const oldest = map.keys().next();
        if (oldest.done) break;
        map.delete(oldest.value);
      }
    },
    delete: (url) => void map.delete(url),
    clear: () => map.clear(),
  };
}
