import type { i18n as I18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';

import type { Translator } from './create-translator.js';
import { createTranslationBinding, TranslatorContext } from './translator-context.js';

/**
 * Props of {@link TranslationProvider}.
 *
 * @example
 * const props: TranslationProviderProps = { translator, children: <App /> };
 */
export interface TranslationProviderProps {
  /** The visitor's translator (one per SSR request, one in the browser). */
  translator: Translator;
  /**
   * An instance from {@link createI18n}, used from the first render (the server's). Left out,
   * the provider renders with the translator and loads i18next after it has mounted (after
   * hydration in the browser): i18next is not in the page's first-load JS (decision 0022).
   */
  i18n?: I18n;
  children?: ReactNode;
}

/**
 * Makes a translator and its i18next instance available to {@link useT} and
 * {@link useTranslator}. No global instance is used, so concurrent server renders stay apart.
 * Until i18next has loaded, `useT`'s `t` reads through the translator, whose output is the
 * same; the switch re-renders nothing.
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
  // Created once per provider: `useT` subscribes to it.
  const [binding] = useState(() => createTranslationBinding(translator, i18n));
  useEffect(() => {
    if (binding.i18n) return;
    let live = true;
    void import('./create-i18n.js').then(({ createI18n }) => {
      if (live && !binding.i18n) binding.i18n = createI18n({ translator: binding.translator });
    });
    return () => {
      live = false;
    };
  }, [binding]);
  return <TranslatorContext.Provider value={binding}>{children}</TranslatorContext.Provider>;
}
