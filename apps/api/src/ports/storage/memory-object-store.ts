import { assertObjectKey } from './object-key.js';
import type { ObjectStore } from './object-store.js';

/**
 * An object store in this process's memory: tests, and `DATA_DIR=memory://`.
 */
export function createMemoryObjectStore(): ObjectStore & { keys(): string[] } {
  const objects = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, body) {
      assertObjectKey(key);
      objects.set(key, Buffer.from(body));
    },
    async get(key) {
      assertObjectKey(key);
      const body = objects.get(key);
      return body ? Buffer.from(body) : undefined;
    },
    async delete(key) {
      assertObjectKey(key);
      objects.delete(key);
    },
    keys: () => [...objects.keys()].sort(),
  };
}
