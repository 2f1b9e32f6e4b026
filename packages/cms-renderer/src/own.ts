/**
 * Reads an own property of an untrusted value. Inherited values (a template built with a
 * `__proto__` key, a polluted `Object.prototype`) are never seen.
 */
export function own(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The own enumerable string keys of a plain-object-like value; none for anything else. */
export function ownKeys(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.keys(value);
}
