import { useContext } from 'react';

import type { Translator } from './create-translator.js';
import { TranslatorContext } from './translator-context.js';

/**
 * The translator of the nearest {@link TranslationProvider} (to load a package, read the
 * state, flush). Throws outside a provider.
 *
 * @example
 * const translator = useTranslator();
 * useEffect(() => { void translator.loadPackage('en'); }, [translator]);
 */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) {
    throw new Error('useTranslator: wrap the tree in <TranslationProvider translator={…}>');
  }
  return translator;
}
