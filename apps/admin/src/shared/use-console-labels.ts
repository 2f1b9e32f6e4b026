import { useT } from '@atelier/translation-ai';
import { useMemo } from 'react';

import { CONSOLE_LABELS, CONSOLE_LABELS_EN, type ConsoleLabels } from './console-labels.js';

/**
 * The console's texts in the operator's language (Korean, or English when chosen), and
 * `pick` for the contracts' `{ kr, en }` labels.
 */
export function useConsoleLabels(): {
  l: ConsoleLabels;
  pick: <K, E>(kr: K, en: E) => K | E;
  locale: 'kr' | 'en';
} {
  const { locale, pick } = useT();
  return useMemo(
    () => ({ l: locale === 'en' ? CONSOLE_LABELS_EN : CONSOLE_LABELS, pick, locale }),
    [locale, pick],
  );
}
