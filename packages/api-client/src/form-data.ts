import { flattenFields } from './query-string.js';

/**
 * Fields of a multipart form: like a query object, plus `Blob`/`File` leaves.
 *
 * @example
 * const fields: FormFields = { title: '후기', meta: { rating: 5 }, cover: file };
 */
export type FormFields = object;

/**
 * Builds a `FormData` for a multipart upload: `fields` with the same bracket naming as
 * {@link serializeQuery} (`a[b]=v`, `a[]=1`, `a[0][b]=v`; booleans `true`/`false`; dates
 * ISO), `Blob`/`File` leaves inside `fields` appended as files under their own name, and
 * `files` appended as `files[]` (the name the API reads, spec §7).
 *
 * @example
 * const form = toFormData({ title: '후기', meta: { rating: 5 } }, [photo]);
 * // title=후기, meta[rating]=5, files[]=<photo>
 */
export function toFormData(fields: FormFields = {}, files: Iterable<Blob> = []): FormData {
  const form = new FormData();
  for (const [name, value] of flattenFields(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName(value));
  }
  for (const file of files) form.append('files[]', file, fileName(file));
  return form;
}

function fileName(blob: Blob): string {
  const name = (blob as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'blob';
}
