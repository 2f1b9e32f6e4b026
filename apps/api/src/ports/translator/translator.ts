/**
 * The translation port: turns Korean source phrases into another locale's text.
 * Adapter: {@link createOpenAiTranslator} (any OpenAI-compatible chat endpoint) when
 * `TRANSLATOR_URL` is set; otherwise there is none and phrases wait for an operator.
 */
export interface Translator {
  /** Answers the phrases it translated; phrases it could not are left out. */
  translate(phrases: string[], targetLocale: string): Promise<Record<string, string>>;
}
