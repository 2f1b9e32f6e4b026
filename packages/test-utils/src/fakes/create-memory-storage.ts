/**
 * A `Storage` stand-in backed by a Map, for the parts of `Storage` the shop uses.
 *
 * @example
 * const storage = createMemoryStorage({ 'pinia/session/language': 'en' });
 * storage.setItem('atelier/popups/read', '[]');
 * storage.items.get('atelier/popups/read'); // '[]'
 */
export interface MemoryStorage extends Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  /** What is stored, to read or change directly. */
  items: Map<string, string>;
}

/**
 * Creates a {@link MemoryStorage}, holding `initial` to begin with.
 *
 * @example
 * const env = { ...createBrowserEnvironment(), storage: createMemoryStorage() };
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
