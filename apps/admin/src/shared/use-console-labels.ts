import { useT } from '@atelier/translation-ai';
import { useMemo } from 'react';

import { CONSOLE_LABELS, CONSOLE_LABELS_EN, type ConsoleLabels } from './console-labels.js';

/** An area's texts: Korean first, and the English for every key. */
export interface AreaLabels<K extends string> {
  kr: Readonly<Record<K, string>>;
  en: Readonly<Record<K, string>>;
}

/**
 * Declares an area's texts beside its pages (`features/<area>/<area>-labels.ts`), so the
 * console's shared labels keep only what the frame itself shows.
 */
export function defineAreaLabels<K extends string>(
  kr: Readonly<Record<K, string>>,
  en: Readonly<Record<K, string>>,
): AreaLabels<K> {
  return Object.freeze({ kr: Object.freeze(kr), en: Object.freeze(en) });
}

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

/**
 * An area's texts in the operator's language: `const a = useAreaLabels(CATALOG_LABELS)`.
 */
export function useAreaLabels<K extends string>(
  labels: AreaLabels<K>,
): Readonly<Record<K, string>> {
  const { locale } = useT();
  return locale === 'en' ? labels.en : labels.kr;
}
