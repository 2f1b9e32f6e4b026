/** Equality for option values: primitives by `Object.is`, arrays element by element. */
export function valuesEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => valuesEqual(item, b[i]));
  }
  return Object.is(a, b);
}
