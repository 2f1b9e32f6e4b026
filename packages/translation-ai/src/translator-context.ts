import type { i18n as I18n } from 'i18next';
import { createContext } from 'react';

import type { Translator } from './create-translator.js';

/**
 * What a `TranslationProvider` hands to `useT` and `useTranslator`: the translator, the i18next
 * instance once there is one (given from the start on the server, loaded after hydration in the
 * browser), and a version that moves on every change `useT` re-renders for (a locale switch,
 * merged phrases; not a missed phrase, whose text does not change).
 */
export interface TranslationBinding {
  readonly translator: Translator;
  i18n: I18n | undefined;
  readonly version: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  /** The i18next instance's `t` once there is one, the translator's before: same output. */
  readonly t: (phrase: string, values?: Readonly<Record<string, unknown>>) => string;
}

/** The binding of the nearest `TranslationProvider`; `null` outside one. */
export const TranslatorContext = createContext<TranslationBinding | null>(null);

/**
 * A {@link TranslationBinding} for `translator`, reading through `i18n` when given.
 */
export function createTranslationBinding(translator: Translator, i18n?: I18n): TranslationBinding {
  let version = 0;
  const listeners = new Set<() => void>();
  translator.subscribe((event) => {
    if (event.type === 'missing') return;
    version += 1;
    for (const listener of [...listeners]) listener();
  });
  const binding: TranslationBinding = {
    translator,
    i18n,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    t: (phrase, values) =>
      binding.i18n ? binding.i18n.t(phrase, values) : translator.t(phrase, values),
  };
  return binding;
}
