/**
 * The `lang` of text members or operators wrote, shown as written whatever the page's
 * language: `'ko'` when it holds Hangul (screen readers then read it in Korean), else none.
 *
 * @example
 * <p lang={writtenLang(review.content)}>{review.content}</p>
 */
export function writtenLang(text: string | null | undefined): 'ko' | undefined {
  return text && /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/.test(text) ? 'ko' : undefined;
}
