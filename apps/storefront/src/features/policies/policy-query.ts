import type { PolicyKind } from '@atelier/contracts';

/**
 * The document and version `/contents/privacy` asks for: `?doc=terms` or the privacy policy
 * (the default), `?version=N` or the version in force; `null` for a malformed query.
 */
export function policyPageQuery(
  search: URLSearchParams,
): { kind: PolicyKind; version?: number } | null {
  const doc = search.get('doc') ?? 'privacy';
  if (doc !== 'terms' && doc !== 'privacy') return null;
  const raw = search.get('version');
  if (raw === null) return { kind: doc };
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  return { kind: doc, version: Number(raw) };
}
