import type { ApiClient, ApiResult } from '@atelier/api-client';
import type { Lang, TranslationPhrases, TranslationTermsInput } from '@atelier/contracts';
import {
  createTranslationTransport,
  createTranslator,
  fillPlaceholders,
  loadPackage,
  pick,
  TranslationProvider,
  useT,
  type PhraseMap,
  type TermsBatch,
  type Translator,
  type TranslatorEvent,
  type TranslatorOptions,
  type TranslationProviderProps,
  type TranslationTransport,
} from '@atelier/translation-ai';
import type { ReactNode } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('wire types', () => {
  it('phrase maps and term batches are the contracts types', () => {
    expectTypeOf<PhraseMap>().toEqualTypeOf<TranslationPhrases>();
    expectTypeOf<TermsBatch>().toEqualTypeOf<TranslationTermsInput>();
  });

  it('the transport submits term batches and answers phrase maps', () => {
    expectTypeOf(createTranslationTransport).parameter(0).toEqualTypeOf<ApiClient>();
    expectTypeOf<TranslationTransport['submit']>().toEqualTypeOf<
      (batch: TranslationTermsInput) => Promise<TranslationPhrases>
    >();
    expectTypeOf(loadPackage).returns.resolves.toEqualTypeOf<ApiResult<PhraseMap>>();
  });

  it('a transport fits the translator options', () => {
    expectTypeOf<TranslationTransport>().toExtend<Partial<TranslatorOptions>>();
    expectTypeOf<TranslatorOptions>()
      .toHaveProperty('submit')
      .toEqualTypeOf<(batch: TermsBatch) => Promise<PhraseMap>>();
  });
});

describe('createTranslator', () => {
  it('answers a Translator whose t takes a phrase and placeholder values', () => {
    expectTypeOf(createTranslator).returns.toEqualTypeOf<Translator>();
    expectTypeOf<Translator['t']>().parameters.toEqualTypeOf<
      [phrase: string, values?: Readonly<Record<string, unknown>>]
    >();
    expectTypeOf<Translator['locale']>().toEqualTypeOf<Lang>();
  });

  it('events are keyed on type', () => {
    const event = {} as TranslatorEvent;
    if (event.type === 'phrases') expectTypeOf(event.phrases).toEqualTypeOf<PhraseMap>();
    if (event.type === 'missing') expectTypeOf(event.phrase).toEqualTypeOf<string>();
  });
});

describe('pick and placeholders', () => {
  it('pick answers either side without null', () => {
    expectTypeOf(pick('세일', 'Sale' as string | null, 'en')).toEqualTypeOf<string>();
    expectTypeOf(pick(1, 'one' as string | undefined, 'en')).toEqualTypeOf<number | string>();
    expectTypeOf(fillPlaceholders).returns.toEqualTypeOf<string>();
  });
});

describe('React bindings', () => {
  it('useT gives t, pick and the locale; the provider needs a translator', () => {
    expectTypeOf(useT).returns.toHaveProperty('locale').toEqualTypeOf<Lang>();
    expectTypeOf(useT)
      .returns.toHaveProperty('pick')
      .toEqualTypeOf<<K, E>(kr: K, en: E | null | undefined) => K | E>();
    expectTypeOf(TranslationProvider).parameter(0).toEqualTypeOf<TranslationProviderProps>();
    expectTypeOf<TranslationProviderProps>()
      .toHaveProperty('translator')
      .toEqualTypeOf<Translator>();
    expectTypeOf<TranslationProviderProps>()
      .toHaveProperty('children')
      .toEqualTypeOf<ReactNode | undefined>();
  });
});
