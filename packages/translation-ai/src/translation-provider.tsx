import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { createI18n } from './create-i18n.js';
import type { Translator } from './create-translator.js';
import { TranslatorContext } from './translator-context.js';

/**
 * Props of {@link TranslationProvider}.
 *
 * @example
 * const props: TranslationProviderProps = { translator, children: <App /> };
 */
export interface TranslationProviderProps {
  /** The visitor's translator (one per SSR request, one in the browser). */
  translator: Translator;
  /** An instance from {@link createI18n}; created from `translator` when left out. */
  i18n?: I18n;
  children?: ReactNode;
}

/**
 * Makes a translator and its i18next instance available to {@link useT} and
 * {@link useTranslator} (and to react-i18next's own hooks). No global instance is used, so
 * concurrent server renders stay apart.
 *
 * @example
 * const translator = createTranslator({ ...embeddedState.translation, ...createTranslationTransport(client) });
 * hydrateRoot(root, (
 *   <TranslationProvider translator={translator}>
 *     <App />
 *   </TranslationProvider>
 * ));
 */
export function TranslationProvider({ translator, i18n, children }: TranslationProviderProps) {
  // Created once per provider: a new instance every render would drop react-i18next's state.
  const [own] = useState(() => i18n ?? createI18n({ translator }));
  return (
    <TranslatorContext.Provider value={translator}>
      <I18nextProvider i18n={i18n ?? own}>{children}</I18nextProvider>
    </TranslatorContext.Provider>
  );
}
