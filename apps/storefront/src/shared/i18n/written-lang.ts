/**
 * The `lang` of text shown as it was written whatever the page's language (reviews, names,
 * addresses, memos, reasons): `'ko'` when it holds Hangul (screen readers then read it in
 * Korean), else none. The one Hangul check of the storefront's features.
 */
export function writtenLang(text: string | null | undefined): 'ko' | undefined {
  return text && /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/.test(text) ? 'ko' : undefined;
}
