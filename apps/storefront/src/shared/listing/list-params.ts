import { PAGE_MAX } from '@atelier/contracts';

/** The page number of a list URL (`?page=`), 1 when missing, malformed or past what the API accepts. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1;
}

/**
 * The URL search of a list with one parameter changed (empty value: removed) and the page
 * back to 1, unless the page is what changed.
 */
export function withParam(search: URLSearchParams, name: string, value: string): string {
  const next = new URLSearchParams(search);
  if (name !== 'page') next.delete('page');
  if (value === '' || (name === 'page' && value === '1')) next.delete(name);
  else next.set(name, value);
  return next.toString();
}
