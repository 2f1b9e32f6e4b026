import type { Lang, TranslationPhrases, TranslationTermsInput } from '@atelier/contracts';

/**
 * One locale's translations: Korean source phrase to translated phrase (the wire's
 * `TranslationPhrases` of `@atelier/contracts`).
 *
 * @example
 * const en: PhraseMap = { '장바구니': 'Cart', '{name}님 환영합니다': 'Welcome, {name}' };
 */
export type PhraseMap = TranslationPhrases;

/**
 * Translation packages by locale (spec §3 "map of locale to map of source phrase to
 * translated phrase"). A locale that is absent has no package loaded.
 *
 * @example
 * const packages: PhrasePackages = { en: { '장바구니': 'Cart' } };
 */
export type PhrasePackages = Partial<Record<Lang, PhraseMap>>;

/**
 * The body of `POST /api/translation-ai/terms`: phrases the page missed, each mapped to
 * itself (spec §3 "translation request"; the wire's `TranslationTermsInput`).
 *
 * @example
 * const batch: TermsBatch = { locale: 'en', terms: { '장바구니': '장바구니' } };
 */
export type TermsBatch = TranslationTermsInput;

/**
 * Values for `{placeholder}` tokens. `undefined` leaves the token as it is; `null` fills
 * it with nothing; anything else is turned into a string.
 *
 * @example
 * const values: PlaceholderValues = { name: '홍길동', count: 3 };
 */
export type PlaceholderValues = Readonly<Record<string, unknown>>;
