/**
 * The keyword to search for, or `null` when there is nothing to search (empty or only
 * spaces: spec §5 "search ignored when keyword empty").
 *
 * @example
 * searchKeyword('  소이 캔들 '); // '소이 캔들'
 * searchKeyword('   '); // null
 */
export function searchKeyword(raw: string | null | undefined): string | null {
  const keyword = (raw ?? '').trim();
  return keyword === '' ? null : keyword;
}
