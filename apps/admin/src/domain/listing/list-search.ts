/**
 * The URL query of a console list's query: empty values and page 1 left out.
 */
export function listSearch(
  query: Readonly<Record<string, string | number | undefined>>,
): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  return search;
}
