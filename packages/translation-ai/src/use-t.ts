import { normaliseLang, type Lang } from '@atelier/contracts';
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { pick as pickByLocale } from './pick.js';

/**
 * What {@link useT} answers.
 *
 * @example
 * const { t, pick, locale }: UseTResult = useT();
 */
export interface UseTResult {
  /** i18next's `t`: the key is the Korean phrase, `{name}` placeholders are filled. */
  t: TFunction;
  /** {@link pick} with the current locale. */
  pick: <K, E>(kr: K, en: E | null | undefined) => K | E;
  /** The current locale. */
  locale: Lang;
  /** The i18next instance (as react-i18next hands it out: a wrapper per language). */
  i18n: I18n;
}

/**
 * `t` and `pick` for a component, re-rendering it when the language changes or new
 * translations arrive. Needs a {@link TranslationProvider} (or an `I18nextProvider` with an
 * instance from {@link createI18n}) above it.
 *
 * @example
 * function CartLink() {
 *   const { t, pick } = useT();
 *   return <a href="/shop/cart" title={pick(category.name, category.name_en)}>{t('장바구니')}</a>;
 * }
 */
export function useT(): UseTResult {
  const { t, i18n } = useTranslation();
  const locale = normaliseLang(i18n.language);
  const pick = useCallback(
    <K, E>(kr: K, en: E | null | undefined): K | E => pickByLocale(kr, en, locale),
    [locale],
  );
  return { t, pick, locale, i18n };
}
