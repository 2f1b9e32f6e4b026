/**
 * The object-store port: where uploaded originals and their cached renditions live. Adapters:
 * local disk under `DATA_DIR` (default), S3-compatible storage (production), and an in-memory
 * fake for tests. Keys are `/`-separated, made of `[a-z0-9._-]` segments.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3' | 'memory';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `undefined` when no object has that key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}
