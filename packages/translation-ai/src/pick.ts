import { normaliseLang, type Lang } from '@atelier/contracts';

/**
 * The Korean value for `kr`, otherwise the English one, falling back to the Korean one when
 * the English one is missing (`undefined`, `null`, or a blank string) — spec §4.
 *
 * @example
 * pick('세일', 'Sale', 'en'); // 'Sale'
 * pick('세일', 'Sale', 'kr'); // '세일'
 * pick(popup.link, popup.link_en, 'en'); // popup.link when link_en is null or ''
 */
export function pick<K, E>(kr: K, en: E | null | undefined, locale: Lang): K | E {
  if (normaliseLang(locale) === 'kr') return kr;
  if (en === undefined || en === null) return kr;
  if (typeof en === 'string' && en.trim() === '') return kr;
  return en;
}
