import { useContext } from 'react';

import type { Translator } from './create-translator.js';
import { TranslatorContext, type TranslationBinding } from './translator-context.js';

/** The nearest provider's binding; throws outside one. */
export function useTranslationBinding(hook: string): TranslationBinding {
  const binding = useContext(TranslatorContext);
  if (!binding) {
    throw new Error(`${hook}: wrap the tree in <TranslationProvider translator={…}>`);
  }
  return binding;
}

/**
 * The translator of the nearest {@link TranslationProvider} (to load a package, read the
 * state, flush). Throws outside a provider.
 *
 * @example
 * const translator = useTranslator();
 * useEffect(() => { void translator.loadPackage('en'); }, [translator]);
 */
export function useTranslator(): Translator {
  return useTranslationBinding('useTranslator').translator;
}
