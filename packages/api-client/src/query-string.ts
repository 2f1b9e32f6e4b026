/**
 * A query object: its values may be strings, numbers, bigints, booleans, dates, `null` /
 * `undefined` (skipped), arrays and nested objects of those. Typed as `object` so that
 * interfaces (which have no index signature) can be passed as they are.
 *
 * @example
 * const query: QueryInput = { page: 1, filter: { tag: ['sale'] }, active: true };
 */
export type QueryInput = object;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isNested(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && !isBlob(value);
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('serializeQuery: invalid Date');
    return value.toISOString();
  }
  return undefined;
}

/**
 * Flattens `value` into `[name, value]` pairs with bracket names. Blobs are kept as they are
 * (for multipart); every other leaf becomes a string. Internal: shared by
 * {@link serializeQuery} and `toFormData`.
 *
 * @example
 * flattenFields({ a: { b: 1 }, c: [1, 2] }); // [['a[b]', '1'], ['c[]', '1'], ['c[]', '2']]
 */
export function flattenFields(value: object, prefix?: string): Array<[string, string | Blob]> {
  const out: Array<[string, string | Blob]> = [];
  const visit = (name: string, v: unknown): void => {
    if (v === undefined || v === null) return;
    if (isBlob(v)) {
      out.push([name, v]);
      return;
    }
    if (Array.isArray(v)) {
      // Arrays of scalars as a[]=1&a[]=2; as soon as one element is itself an object or
      // array, index them all (a[0][b]=v) so the server can pair the nested keys again.
      const indexed = v.some(isNested);
      v.forEach((item, i) => visit(indexed ? `${name}[${i}]` : `${name}[]`, item));
      return;
    }
    if (isNested(v)) {
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        visit(`${name}[${key}]`, item);
      }
      return;
    }
    const s = scalar(v);
    if (s !== undefined) out.push([name, s]);
  };
  for (const [key, item] of Object.entries(value)) {
    visit(prefix === undefined ? key : `${prefix}[${key}]`, item);
  }
  return out;
}

const encodeName = (name: string): string =>
  // Brackets stay literal (`a[b]=v`, as PHP/qs and the legacy API write them); everything
  // else inside a name is percent-encoded.
  encodeURIComponent(name).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/**
 * Serialises a query object (without the leading `?`).
 *
 * - nested objects as `a[b]=v`; arrays of scalars as `a[]=1&a[]=2`; arrays holding objects
 *   or arrays as `a[0][b]=v`
 * - `undefined` and `null` are skipped (also inside arrays); empty objects/arrays add nothing
 * - booleans as `true` / `false` (not `1` / `0`: the API's zod schemas read the words, and
 *   `?active=true` is what spec §7 sends); the server must not use `z.coerce.boolean()`,
 *   which would read `'false'` as `true`
 * - dates as ISO 8601 (`toISOString()`, UTC); an invalid Date throws a `RangeError`
 * - values are percent-encoded (`encodeURIComponent`, so a space is `%20`); brackets in names
 *   stay literal
 *
 * @example
 * serializeQuery({ page: 2, filter: { tag: ['a', 'b'] }, q: undefined, active: true });
 * // 'page=2&filter[tag][]=a&filter[tag][]=b&active=true'
 * serializeQuery({ items: [{ id: 1 }] }); // 'items[0][id]=1'
 */
export function serializeQuery(query: QueryInput | undefined | null): string {
  if (!query) return '';
  return flattenFields(query)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, v]) => `${encodeName(name)}=${encodeURIComponent(v)}`)
    .join('&');
}

/**
 * Appends a serialised query to a URL that may already have one.
 *
 * @example
 * appendQuery('/api/v1/notice?x=1', { page: 2 }); // '/api/v1/notice?x=1&page=2'
 */
export function appendQuery(url: string, query: QueryInput | undefined | null): string {
  const qs = serializeQuery(query);
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
