import { createContext } from 'react';

import type { Translator } from './create-translator.js';

/** The translator of the nearest `TranslationProvider`; `null` outside one. */
export const TranslatorContext = createContext<Translator | null>(null);
