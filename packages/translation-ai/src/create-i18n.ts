import { normaliseLang, type Lang } from '@atelier/contracts';
import { createInstance, type i18n as I18n, type InitOptions, type Resource } from 'i18next';

import type { Translator } from './create-translator.js';

/**
 * Options of {@link createI18n}.
 *
 * @example
 * const options: CreateI18nOptions = { translator, lng: 'en' };
 */
export interface CreateI18nOptions {
  /** The translator whose packages the instance reads and to which it reports misses. */
  translator: Translator;
  /** The language to start with; default the translator's locale (which follows it). */
  lng?: Lang;
  /** The namespace phrases live in. Default `translation`. */
  ns?: string;
  /**
   * More i18next options (plugins' options, `debug` …). The ones this integration relies on
   * (separators, interpolation delimiters, missing-key handling) are set after these.
   */
  i18nextOptions?: InitOptions;
}

/**
 * A fresh, initialised i18next instance wired to a translator — one per SSR request, no
 * global instance. Keys are the Korean source phrases themselves (`t('장바구니')`):
 *
 * - `kr` answers the key; other locales answer the translator's package entry;
 * - `{name}` placeholders (single braces, as in the spec) are filled, unknown ones kept;
 * - a missing key goes through `saveMissing` / `missingKeyHandler` into the translator's
 *   batched reporting (once per phrase), and comes back as the key;
 * - translations merged into the translator later (package load, submit answer) reach the
 *   instance with a store `added` event, so `useT()` components re-render;
 * - `changeLanguage` and `translator.setLocale` keep each other in step.
 *
 * Initialisation is synchronous (`initAsync: false`, resources from the translator), so
 * `i18n.t` works on return, during server rendering too.
 *
 * @example
 * const translator = createTranslator({ locale: 'en', packages: state.packages, submit });
 * const i18n = createI18n({ translator });
 * i18n.t('장바구니'); // 'Cart'
 * i18n.t('{name}님 환영합니다', { name: 'Hong' }); // 'Welcome, Hong'
 */
export function createI18n(options: CreateI18nOptions): I18n {
  const { translator, ns = 'translation' } = options;
  if (options.lng !== undefined) translator.setLocale(options.lng);
  const resources: Resource = {};
  for (const l of ['kr', 'en'] as const) {
    const pkg = translator.getPackage(l);
    if (pkg) resources[l] = { [ns]: pkg };
  }

  const i18n = createInstance();
  void i18n.init({
    ...options.i18nextOptions,
    lng: translator.locale,
    fallbackLng: false,
    resources,
    ns: [ns],
    defaultNS: ns,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    // An empty translation counts as missing, as in `translator.t`.
    returnEmptyString: false,
    interpolation: {
      ...options.i18nextOptions?.interpolation,
      prefix: '{',
      suffix: '}',
      // React escapes what it renders; the translator does not escape either.
      escapeValue: false,
    },
    // Keep `{token}` when its value is undefined, as `fillPlaceholders` does.
    missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
    saveMissing: true,
    saveMissingTo: 'current',
    saveMissingPlurals: false,
    missingKeyHandler: (lngs, _ns, key) => {
      for (const lng of lngs) {
        if (lng === 'cimode') continue;
        translator.reportMissing(normaliseLang(lng), key);
      }
    },
    react: {
      useSuspense: false,
      ...options.i18nextOptions?.react,
      bindI18n: 'languageChanged',
      bindI18nStore: 'added',
    },
    initAsync: false,
  });

  translator.subscribe((event) => {
    if (event.type === 'phrases') {
      i18n.addResourceBundle(event.locale, ns, event.phrases, true, true);
    } else if (event.type === 'missing') {
      // Silent: it happens while rendering, and the text shown does not change.
      i18n.addResource(event.locale, ns, event.phrase, event.phrase, { silent: true });
    } else if (normaliseLang(i18n.language) !== event.locale) {
      void i18n.changeLanguage(event.locale);
    }
  });
  i18n.on('languageChanged', (lng: string) => {
    if (lng !== 'cimode') translator.setLocale(normaliseLang(lng));
  });
  return i18n;
}
