import type { ObjectStoreConfig } from '../../config/env.js';
import { createDiskObjectStore } from './disk-object-store.js';
import { createMemoryObjectStore } from './memory-object-store.js';
import type { ObjectStore } from './object-store.js';
import { createS3ObjectStore } from './s3-object-store.js';

/**
 * The object store the configuration names (see `AppConfig.objectStore`).
 */
export function createObjectStore(config: ObjectStoreConfig): ObjectStore {
  if (config.kind === 's3') return createS3ObjectStore(config);
  if (config.kind === 'disk') return createDiskObjectStore(config.dir);
  return createMemoryObjectStore();
}
