import { normaliseLang, type Lang } from '@atelier/contracts';

import { fillPlaceholders } from './fill-placeholders.js';
import { pick } from './pick.js';
import { toPhraseMap } from './to-phrase-map.js';
import {
  MAX_TERM_LENGTH,
  MAX_TERMS_PER_REQUEST,
  TRANSLATION_SUBMIT_DELAY_MS,
} from './translation-limits.js';
import type { PhraseMap, PhrasePackages, PlaceholderValues, TermsBatch } from './types.js';

const LOCALES: readonly Lang[] = ['kr', 'en'];

/**
 * Options of {@link createTranslator}.
 *
 * @example
 * const options: TranslatorOptions = {
 *   locale: 'en',
 *   packages: { en: { '장바구니': 'Cart' } },
 *   submit: async (batch) => ({}),
 * };
 */
export interface TranslatorOptions {
  /** The current locale. Legacy spellings (`ko`) are read as `kr`. Default `kr`. */
  locale?: Lang;
  /** Packages already at hand, e.g. from the server-embedded state (`getState().packages`). */
  packages?: PhrasePackages;
  /**
   * Sends one batch of missed phrases; resolves to the translations the server has for them
   * (a phrase map, possibly empty) and rejects on failure.
   */
  submit: (batch: TermsBatch) => Promise<PhraseMap>;
  /** Fetches a locale's package for {@link Translator.loadPackage}; rejects on failure. */
  fetchPackage?: (locale: Lang) => Promise<PhraseMap>;
  /** Debounce of the batch submit after the latest miss, in ms. Default 2000 (spec §9). */
  delayMs?: number;
  /** Told about a batch that could not be submitted (for logging); it is not retried. */
  onSubmitError?: (error: unknown, batch: TermsBatch) => void;
}

/**
 * What a translator embeds into the server-rendered page; pass it back to
 * {@link createTranslator} on the client (`createTranslator({ ...state, submit })`).
 *
 * @example
 * const state: TranslatorState = { locale: 'en', packages: { en: { '장바구니': 'Cart' } } };
 */
export interface TranslatorState {
  locale: Lang;
  packages: PhrasePackages;
}

/**
 * A change of a translator, for bindings such as the i18next one.
 *
 * - `locale`: the current locale changed.
 * - `phrases`: translations were merged into a package (a loaded package, a submit answer,
 *   {@link Translator.addPhrases}); `phrases` holds only what was merged.
 * - `missing`: a phrase was missed and stored in the package as its own text.
 *
 * @example
 * translator.subscribe((event: TranslatorEvent) => {
 *   if (event.type === 'phrases') console.warn(Object.keys(event.phrases).length, 'new');
 * });
 */
export type TranslatorEvent =
  | { type: 'locale'; locale: Lang }
  | { type: 'phrases'; locale: Lang; phrases: PhraseMap }
  | { type: 'missing'; locale: Lang; phrase: string };

/**
 * A listener of {@link Translator.subscribe}.
 *
 * @example
 * const listener: TranslatorListener = (event) => console.warn(event.type);
 */
export type TranslatorListener = (event: TranslatorEvent) => void;

/**
 * Phrase lookup for one visitor (one per browser tab, one per SSR request). See
 * {@link createTranslator}.
 *
 * @example
 * const translator: Translator = createTranslator({ locale: 'en', submit });
 * translator.t('장바구니');
 */
export interface Translator {
  /** The current locale. */
  readonly locale: Lang;
  /**
   * The phrase in the current locale with `{placeholder}` tokens filled. With `kr`, or while
   * the locale has no package, the phrase itself. A phrase the package lacks is reported
   * (once) and comes back as it is.
   */
  t(phrase: string, values?: PlaceholderValues): string;
  /** {@link pick} with the current locale. */
  pick<K, E>(kr: K, en: E | null | undefined): K | E;
  /** Switches the current locale (does not fetch its package: see `loadPackage`). */
  setLocale(locale: Lang): void;
  /** True when `locale` (default: the current one) has a package. */
  hasPackage(locale?: Lang): boolean;
  /** A copy of `locale`'s package (default: the current one), `undefined` when none. */
  getPackage(locale?: Lang): PhraseMap | undefined;
  /**
   * Fetches and merges `locale`'s package (default: the current one) with `fetchPackage`.
   * Resolves to the package; rejects (leaving no package) when fetching fails. `kr` needs
   * no request: its package is empty.
   */
  loadPackage(locale?: Lang): Promise<PhraseMap>;
  /** Merges translations into `locale`'s package (creating it). */
  addPhrases(locale: Lang, phrases: PhraseMap): void;
  /**
   * Records `phrase` as missed in `locale`: stores it as its own text and schedules the batch
   * submit. Does nothing for `kr`, without a package, for blank phrases or phrases the package
   * has. Answers whether the phrase was recorded.
   */
  reportMissing(locale: Lang, phrase: string): boolean;
  /** Missed phrases of `locale` (default: the current one) waiting for the next submit. */
  getPending(locale?: Lang): string[];
  /** Submits the waiting phrases now; resolves when every submit so far has settled. */
  flush(): Promise<void>;
  /**
   * The state to embed for hydration. Phrases stored as their own text that the server has
   * not acknowledged yet are left out, so the client reports them itself.
   */
  getState(): TranslatorState;
  /** Calls `listener` on every change; answers the unsubscribe function. */
  subscribe(listener: TranslatorListener): () => void;
  /** Cancels the scheduled submit, drops waiting phrases and stops recording new ones. */
  dispose(): void;
}

const isBlank = (phrase: string): boolean => phrase.trim() === '';

/**
 * Creates a {@link Translator} (spec §4 "Translation lookup"): looks phrases up in the
 * locale's package, fills `{placeholder}` tokens, and reports missed phrases to the server
 * in one batch 2000 ms after the latest miss (each miss restarts the wait).
 *
 * - Blank phrases are never recorded or sent; phrases longer than 500 characters are
 *   stored as their own text but not sent (the server would refuse the whole batch); more
 *   than 200 phrases go out as several requests of at most 200, one after another.
 * - Misses while a submit is in flight wait for the next batch; submits never overlap.
 * - The answer (a phrase map) is merged into the locale's package.
 * - A failed submit is not retried: its phrases stay as their own text for the life of
 *   this translator (`onSubmitError` is told) and are left out of `getState()`, so the
 *   next page load reports them again.
 *
 * @example
 * const client = createApiClient();
 * const translator = createTranslator({
 *   locale: 'en',
 *   packages: { en: { '장바구니': 'Cart', '{name}님 환영합니다': 'Welcome, {name}' } },
 *   ...createTranslationTransport(client),
 * });
 * translator.t('장바구니'); // 'Cart'
 * translator.t('{name}님 환영합니다', { name: 'Hong' }); // 'Welcome, Hong'
 * translator.t('위시리스트'); // '위시리스트', submitted 2 s later
 * translator.pick('세일', 'Sale'); // 'Sale'
 */
export function createTranslator(options: TranslatorOptions): Translator {
  const { submit, fetchPackage, onSubmitError } = options;
  const delayMs = options.delayMs ?? TRANSLATION_SUBMIT_DELAY_MS;
  let locale = normaliseLang(options.locale);
  const packages = new Map<Lang, PhraseMap>();
  for (const l of LOCALES) {
    const given = options.packages?.[l];
    if (given !== undefined) packages.set(l, toPhraseMap(given));
  }
  // Stored as own text and not acknowledged by the server (waiting, in flight or failed).
  const unacknowledged = new Map<Lang, Set<string>>();
  const waiting = new Map<Lang, Set<string>>();
  const loading = new Map<Lang, Promise<PhraseMap>>();
  const listeners = new Set<TranslatorListener>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let submits: Promise<void> = Promise.resolve();
  let disposed = false;

  const setOf = (map: Map<Lang, Set<string>>, l: Lang): Set<string> => {
    let set = map.get(l);
    if (!set) map.set(l, (set = new Set()));
    return set;
  };

  const emit = (event: TranslatorEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };

  const merge = (l: Lang, phrases: PhraseMap): void => {
    const pkg = packages.get(l) ?? {};
    packages.set(l, pkg);
    Object.assign(pkg, phrases);
    const pending = unacknowledged.get(l);
    for (const phrase of Object.keys(phrases)) pending?.delete(phrase);
    emit({ type: 'phrases', locale: l, phrases: { ...phrases } });
  };

  const takeBatches = (): TermsBatch[] => {
    const batches: TermsBatch[] = [];
    for (const [l, phrases] of waiting) {
      const list = [...phrases];
      for (let i = 0; i < list.length; i += MAX_TERMS_PER_REQUEST) {
        const terms: Record<string, string> = {};
        for (const phrase of list.slice(i, i + MAX_TERMS_PER_REQUEST)) terms[phrase] = phrase;
        batches.push({ locale: l, terms });
      }
    }
    waiting.clear();
    return batches;
  };

  const send = async (batch: TermsBatch): Promise<void> => {
    let answer: PhraseMap;
    try {
      answer = toPhraseMap(await submit(batch));
    } catch (error) {
      try {
        onSubmitError?.(error, batch);
      } catch {
        // A throwing logger must not break the submit chain.
      }
      return;
    }
    const pending = unacknowledged.get(batch.locale);
    for (const phrase of Object.keys(batch.terms)) pending?.delete(phrase);
    if (Object.keys(answer).length > 0) merge(batch.locale, answer);
  };

  const submitWaiting = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batches = takeBatches();
    if (batches.length > 0) {
      // Chained so submits never overlap; `send` never rejects.
      submits = submits.then(async () => {
        for (const batch of batches) await send(batch);
      });
    }
    return submits;
  };

  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void submitWaiting();
    }, delayMs);
  };

  const reportMissing = (l: Lang, phrase: string): boolean => {
    if (l === 'kr' || disposed || typeof phrase !== 'string' || isBlank(phrase)) return false;
    const pkg = packages.get(l);
    if (!pkg || (Object.hasOwn(pkg, phrase) && pkg[phrase] !== '')) return false;
    pkg[phrase] = phrase;
    setOf(unacknowledged, l).add(phrase);
    emit({ type: 'missing', locale: l, phrase });
    if (phrase.length > MAX_TERM_LENGTH) return true;
    setOf(waiting, l).add(phrase);
    schedule();
    return true;
  };

  const translator: Translator = {
    get locale() {
      return locale;
    },
    t(phrase, values) {
      if (locale === 'kr') return fillPlaceholders(phrase, values);
      const pkg = packages.get(locale);
      const text = pkg && Object.hasOwn(pkg, phrase) ? pkg[phrase] : undefined;
      if (text) return fillPlaceholders(text, values);
      reportMissing(locale, phrase);
      return fillPlaceholders(phrase, values);
    },
    pick: (kr, en) => pick(kr, en, locale),
    setLocale(next) {
      const l = normaliseLang(next);
      if (l === locale) return;
      locale = l;
      emit({ type: 'locale', locale: l });
    },
    hasPackage: (l = locale) => packages.has(l),
    getPackage(l = locale) {
      const pkg = packages.get(l);
      return pkg ? { ...pkg } : undefined;
    },
    loadPackage(l = locale) {
      if (l === 'kr') {
        if (!packages.has('kr')) packages.set('kr', {});
        return Promise.resolve({ ...packages.get('kr') });
      }
      const running = loading.get(l);
      if (running) return running;
      if (!fetchPackage) {
        return Promise.reject(
          new Error('createTranslator: loadPackage needs a fetchPackage option'),
        );
      }
      const promise = (async () => {
        try {
          const fetched = toPhraseMap(await fetchPackage(l));
          merge(l, fetched);
          return { ...packages.get(l) };
        } finally {
          loading.delete(l);
        }
      })();
      loading.set(l, promise);
      return promise;
    },
    addPhrases: (l, phrases) => merge(normaliseLang(l), toPhraseMap(phrases)),
    reportMissing: (l, phrase) => reportMissing(normaliseLang(l), phrase),
    getPending: (l = locale) => [...(waiting.get(l) ?? [])],
    flush: submitWaiting,
    getState() {
      const state: TranslatorState = { locale, packages: {} };
      for (const [l, pkg] of packages) {
        const copy = { ...pkg };
        for (const phrase of unacknowledged.get(l) ?? []) delete copy[phrase];
        state.packages[l] = copy;
      }
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting.clear();
      listeners.clear();
    },
  };
  return translator;
}
