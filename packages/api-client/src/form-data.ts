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
 * ISO), then `Blob`/`File` leaves inside `fields` as files under their own name, then
 * `files` as `files[]` (the name the API reads, spec §7). Plain fields always come first: the
 * API decides on them before it reads any file, and refuses a field after a file.
 *
 * @example
 * const form = toFormData({ title: '후기', meta: { rating: 5 } }, [photo]);
 * // title=후기, meta[rating]=5, files[]=<photo>
 */
export function toFormData(fields: FormFields = {}, files: Iterable<Blob> = []): FormData {
  const form = new FormData();
  const blobs: Array<[string, Blob]> = [];
  for (const [name, value] of flattenFields(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else blobs.push([name, value]);
  }
  // Every plain field goes before any file: the API checks them before it reads a file.
  for (const [name, blob] of blobs) form.append(name, blob, fileName(blob));
  for (const file of files) form.append('files[]', file, fileName(file));
  return form;
}

function fileName(blob: Blob): string {
  const name = (blob as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? name : 'blob';
}
