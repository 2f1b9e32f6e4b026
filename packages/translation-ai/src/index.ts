/**
 * `@atelier/translation-ai` — Korean source phrases looked up in per-locale packages,
 * `{placeholder}` filling, batched missing-phrase reporting, `pick(kr, en)` and the
 * i18next integration (the browser loads i18next after hydration).
 *
 * @example
 * import { createTranslator, createTranslationTransport, createI18n } from '@atelier/translation-ai';
 * const translator = createTranslator({ locale: 'en', ...createTranslationTransport(client) });
 * await translator.loadPackage();
 * const i18n = createI18n({ translator });
 * i18n.t('장바구니'); // 'Cart'
 */
export { createI18n } from './create-i18n.js';
export type { CreateI18nOptions } from './create-i18n.js';
export { createTranslationTransport } from './create-translation-transport.js';
export type { TranslationTransport } from './create-translation-transport.js';
export { createTranslator } from './create-translator.js';
export type {
  Translator,
  TranslatorEvent,
  TranslatorListener,
  TranslatorOptions,
  TranslatorState,
} from './create-translator.js';
export { fillPlaceholders } from './fill-placeholders.js';
export { loadPackage } from './load-package.js';
export { pick } from './pick.js';
export { TranslationProvider } from './translation-provider.js';
export type { TranslationProviderProps } from './translation-provider.js';
export {
  MAX_TERM_LENGTH,
  MAX_TERMS_PER_REQUEST,
  TRANSLATION_SUBMIT_DELAY_MS,
} from './translation-limits.js';
export type { PhraseMap, PhrasePackages, PlaceholderValues, TermsBatch } from './types.js';
export { useT } from './use-t.js';
export type { UseTResult } from './use-t.js';
export { useTranslator } from './use-translator.js';
