import type { Lang } from '@atelier/contracts';
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

import { pick as pickByLocale } from './pick.js';
import { TranslatorContext, type TranslationBinding } from './translator-context.js';

/**
 * What {@link useT} answers.
 *
 * @example
 * const { t, pick, locale }: UseTResult = useT();
 */
export interface UseTResult {
  /**
   * i18next's `t` (the project's translator until i18next has loaded, with the same output):
   * the key is the Korean phrase, `{name}` placeholders are filled. A new function after each
   * change that re-renders, as react-i18next's.
   */
  t: TFunction;
  /** {@link pick} with the current locale. */
  pick: <K, E>(kr: K, en: E | null | undefined) => K | E;
  /** The current locale. */
  locale: Lang;
  /**
   * The i18next instance once there is one: from the start on the server (or when given to the
   * provider), after hydration in the browser.
   */
  i18n: I18n | undefined;
}

const NO_BINDING = {
  version: () => 0,
  subscribe: () => () => {},
};

/**
 * `t` and `pick` for a component, re-rendering it when the language changes or new
 * translations arrive. Needs a {@link TranslationProvider} above it (outside one, `t` answers
 * the phrase as it is, in Korean, as react-i18next does without an instance).
 *
 * @example
 * function CartLink() {
 *   const { t, pick } = useT();
 *   return <a href="/shop/cart" title={pick(category.name, category.name_en)}>{t('장바구니')}</a>;
 * }
 */
export function useT(): UseTResult {
  const binding: TranslationBinding | null = useContext(TranslatorContext);
  const source = binding ?? NO_BINDING;
  const version = useSyncExternalStore(source.subscribe, source.version, source.version);
  const locale: Lang = binding?.translator.locale ?? 'kr';
  const t = useMemo(
    () =>
      (binding
        ? (phrase: string, values?: Readonly<Record<string, unknown>>) => binding.t(phrase, values)
        : (phrase: string) => phrase) as unknown as TFunction,
    // `version` is the reason for a new `t`: memoised labels follow a language switch.
    [binding, version],
  );
  const pick = useCallback(
    <K, E>(kr: K, en: E | null | undefined): K | E => pickByLocale(kr, en, locale),
    [locale],
  );
  return { t, pick, locale, i18n: binding?.i18n };
}
