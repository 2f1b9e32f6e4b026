/**
 * A list's filters as the URL's search: empty values and the first page left out.
 */
export function listSearch(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && !(key === 'page' && Number(value) <= 1))
      search.set(key, String(value));
  return search;
}
