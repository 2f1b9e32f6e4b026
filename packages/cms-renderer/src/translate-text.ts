/**
 * Maps a text of the template to the visitor's language, e.g. translation-ai's `t`. Must
 * answer the same on the server and in the browser, or hydration fails.
 *
 * @example
 * const translateText: TranslateText = (text) => english[text] ?? text;
 */
export type TranslateText = (text: string) => string;

const identity: TranslateText = (text) => text;

/**
 * Wraps a caller's {@link TranslateText} for the renderer: blank texts are never looked up,
 * surrounding whitespace stays out of the lookup and is put back around the answer (so
 * '소이 캔들 ' before a `<strong>` shares its phrase with '소이 캔들'), and an answer that
 * is not a non-empty string leaves the text as written. Without a function: the identity.
 */
export function toTextTranslator(translateText: TranslateText | undefined): TranslateText {
  if (typeof translateText !== 'function') return identity;
  return (text) => {
    const core = text.trim();
    if (core === '') return text;
    // No regex: a long hostile text must not cost quadratic time.
    const start = text.length - text.trimStart().length;
    const before = text.slice(0, start);
    const after = text.slice(start + core.length);
    const translated: unknown = translateText(core);
    return typeof translated === 'string' && translated !== ''
      ? `${before}${translated}${after}`
      : text;
  };
}
