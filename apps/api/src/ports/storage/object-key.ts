const SEGMENT = /^[a-z0-9._-]+$/;

/**
 * True when `key` is an object-store key: `/`-separated segments of `[a-z0-9._-]`, none of
 * them `.` or `..`, at most 300 characters. Every adapter refuses anything else, so a key can
 * never name a path outside the store.
 */
export function isObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

/**
 * Throws unless {@link isObjectKey}: adapters call it before touching storage.
 */
export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}
