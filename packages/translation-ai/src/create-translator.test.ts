import {
  createTranslator,
  MAX_TERMS_PER_REQUEST,
  TRANSLATION_SUBMIT_DELAY_MS,
  type PhraseMap,
  type TermsBatch,
  type TranslatorEvent,
  type TranslatorOptions,
} from '@atelier/translation-ai';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

type Submit = Mock<(batch: TermsBatch) => Promise<PhraseMap>>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const EN: PhraseMap = {
  장바구니: 'Cart',
  '{name}님 환영합니다': 'Welcome, {name}',
};

function setup(options: Partial<TranslatorOptions> = {}) {
  const submit: Submit = vi.fn(async () => ({}));
  const translator = createTranslator({
    locale: 'en',
    packages: { en: { ...EN } },
    submit,
    ...options,
  });
  return { translator, submit: (options.submit as Submit | undefined) ?? submit };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createTranslator: lookup', () => {
  it('submits after exactly 2000 ms by default', () => {
    expect(TRANSLATION_SUBMIT_DELAY_MS).toBe(2000);
  });

  it('with kr answers the phrase with placeholders filled and reports nothing', async () => {
    const { translator, submit } = setup({ locale: 'kr', packages: { kr: {}, en: EN } });
    expect(translator.t('장바구니')).toBe('장바구니');
    expect(translator.t('{name}님 환영합니다', { name: '홍길동' })).toBe('홍길동님 환영합니다');
    expect(translator.t('처음 보는 문구')).toBe('처음 보는 문구');
    expect(translator.getPending('kr')).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('without a package for the locale answers the phrase and reports nothing', async () => {
    const { translator, submit } = setup({ packages: {} });
    expect(translator.hasPackage()).toBe(false);
    expect(translator.t('{name}님 환영합니다', { name: 'Hong' })).toBe('Hong님 환영합니다');
    expect(translator.getPending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('uses the package translation and fills its placeholders', () => {
    const { translator } = setup();
    expect(translator.t('장바구니')).toBe('Cart');
    expect(translator.t('{name}님 환영합니다', { name: 'Hong' })).toBe('Welcome, Hong');
  });

  it('reads a legacy ko locale as kr', () => {
    const { translator } = setup({ locale: 'ko' as 'kr' });
    expect(translator.locale).toBe('kr');
    expect(translator.t('장바구니')).toBe('장바구니');
  });

  it('binds pick to the current locale', () => {
    const { translator } = setup();
    expect(translator.pick('세일', 'Sale')).toBe('Sale');
    expect(translator.pick('세일', '')).toBe('세일');
    translator.setLocale('kr');
    expect(translator.pick('세일', 'Sale')).toBe('세일');
  });
});

describe('createTranslator: missed phrases', () => {
  it('answers a missed phrase as itself, stores it as its own text and records it once', () => {
    const { translator } = setup();
    expect(translator.t('{count}개 남음', { count: 3 })).toBe('3개 남음');
    expect(translator.getPackage()?.['{count}개 남음']).toBe('{count}개 남음');
    expect(translator.getPending()).toEqual(['{count}개 남음']);
    expect(translator.t('{count}개 남음', { count: 4 })).toBe('4개 남음');
    expect(translator.getPending()).toEqual(['{count}개 남음']);
  });

  it('submits ONE batch exactly 2000 ms after the miss, phrases mapped to themselves', async () => {
    const { translator, submit } = setup();
    translator.t('위시리스트');
    translator.t('장바구니'); // translated: not part of the batch
    translator.t('쿠폰');
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      locale: 'en',
      terms: { 위시리스트: '위시리스트', 쿠폰: '쿠폰' },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('restarts the 2000 ms wait on every new miss (debounce on the latest miss)', async () => {
    const { translator, submit } = setup();
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(1500);
    translator.t('쿠폰');
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).not.toHaveBeenCalled();
    translator.t('적립금');
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0].terms).toEqual({
      위시리스트: '위시리스트',
      쿠폰: '쿠폰',
      적립금: '적립금',
    });
  });

  it('a translated phrase seen again does not restart the wait', async () => {
    const { translator, submit } = setup();
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(1500);
    translator.t('장바구니');
    translator.t('위시리스트'); // already recorded
    await vi.advanceTimersByTimeAsync(500);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('drops blank phrases: never recorded, never sent', async () => {
    const { translator, submit } = setup();
    expect(translator.t('')).toBe('');
    expect(translator.t('   ')).toBe('   ');
    expect(translator.t('\n\t')).toBe('\n\t');
    expect(translator.getPending()).toEqual([]);
    expect(translator.reportMissing('en', ' ')).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();

    translator.t(' ');
    translator.t('포인트');
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledWith({ locale: 'en', terms: { 포인트: '포인트' } });
  });

  it('merges the answer into the package and clears the pending list', async () => {
    const { translator, submit } = setup();
    submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    translator.t('위시리스트');
    translator.t('쿠폰');
    expect(translator.getPending()).toEqual(['위시리스트', '쿠폰']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(translator.getPending()).toEqual([]);
    expect(translator.t('위시리스트')).toBe('Wish list');
    expect(translator.t('쿠폰')).toBe('쿠폰'); // not translated yet: own text, not re-reported
    expect(translator.getPending()).toEqual([]);
    expect(translator.getPackage()).toEqual({ ...EN, 위시리스트: 'Wish list', 쿠폰: '쿠폰' });

    translator.t('적립금');
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toEqual({ locale: 'en', terms: { 적립금: '적립금' } });
  });

  it('ignores answer entries that are not non-empty strings', async () => {
    const { translator, submit } = setup();
    submit.mockResolvedValueOnce({
      위시리스트: '',
      쿠폰: 42,
      적립금: 'Points',
    } as unknown as PhraseMap);
    translator.t('위시리스트');
    translator.t('쿠폰');
    translator.t('적립금');
    await vi.advanceTimersByTimeAsync(2000);
    expect([translator.t('위시리스트'), translator.t('쿠폰'), translator.t('적립금')]).toEqual([
      '위시리스트',
      '쿠폰',
      'Points',
    ]);
  });

  it('puts misses during an in-flight submit into the next batch; submits never overlap', async () => {
    const first = deferred<PhraseMap>();
    const { translator, submit } = setup();
    submit.mockReturnValueOnce(first.promise);
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(1);

    translator.t('쿠폰'); // while the first submit is in flight
    expect(translator.getPending()).toEqual(['쿠폰']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(1); // waits for the first one to settle

    first.resolve({ 위시리스트: 'Wish list' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toEqual({ locale: 'en', terms: { 쿠폰: '쿠폰' } });
    expect(translator.t('위시리스트')).toBe('Wish list');
  });

  it('on failure keeps the source text, tells onSubmitError once and does not retry', async () => {
    const onSubmitError = vi.fn();
    const { translator, submit } = setup({ onSubmitError });
    const failure = new Error('503');
    submit.mockRejectedValue(failure);
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(2000);
    expect(onSubmitError).toHaveBeenCalledTimes(1);
    expect(onSubmitError).toHaveBeenCalledWith(failure, {
      locale: 'en',
      terms: { 위시리스트: '위시리스트' },
    });
    expect(translator.t('위시리스트')).toBe('위시리스트');
    expect(translator.getPending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(submit).toHaveBeenCalledTimes(1);
    // Left out of the embedded state, so the next page load reports it again.
    expect(translator.getState().packages.en).toEqual(EN);
  });

  it('keeps submitting later batches after a failure, and survives a throwing onSubmitError', async () => {
    const { translator, submit } = setup({
      onSubmitError: () => {
        throw new Error('logger down');
      },
    });
    submit.mockRejectedValueOnce(new Error('offline'));
    submit.mockResolvedValueOnce({ 쿠폰: 'Coupon' });
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(2000);
    translator.t('쿠폰');
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(translator.t('쿠폰')).toBe('Coupon');
  });

  it('sends at most 200 terms per request, one request after the other', async () => {
    const { translator, submit } = setup();
    const phrases = Array.from({ length: 250 }, (_, i) => `문구 ${i}`);
    for (const phrase of phrases) translator.t(phrase);
    await vi.advanceTimersByTimeAsync(2000);
    expect(MAX_TERMS_PER_REQUEST).toBe(200);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(Object.keys(submit.mock.calls[0]![0].terms)).toEqual(phrases.slice(0, 200));
    expect(Object.keys(submit.mock.calls[1]![0].terms)).toEqual(phrases.slice(200));
  });

  it('never sends a phrase longer than 500 characters, but answers and keeps it', async () => {
    const { translator, submit } = setup();
    const long = '가'.repeat(501);
    const limit = '나'.repeat(500);
    expect(translator.t(long)).toBe(long);
    translator.t(limit);
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0].terms).toEqual({ [limit]: limit });
    expect(translator.getPackage()?.[long]).toBe(long);
  });

  it('honours a custom delayMs', async () => {
    const { translator, submit } = setup({ delayMs: 300 });
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(299);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('flush() submits at once and resolves after the answer is merged', async () => {
    const { translator, submit } = setup();
    submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    translator.t('위시리스트');
    await translator.flush();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(translator.t('위시리스트')).toBe('Wish list');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('reports misses per locale, one batch per locale', async () => {
    const { translator, submit } = setup({ packages: { en: {} } });
    translator.reportMissing('en', '위시리스트');
    expect(translator.reportMissing('kr', '쿠폰')).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit.mock.calls).toEqual([[{ locale: 'en', terms: { 위시리스트: '위시리스트' } }]]);
  });

  it('dispose() cancels the scheduled submit and stops recording', async () => {
    const { translator, submit } = setup();
    translator.t('위시리스트');
    translator.dispose();
    translator.t('쿠폰');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
    expect(translator.t('장바구니')).toBe('Cart');
  });
});

describe('createTranslator: packages and state', () => {
  it('loadPackage fetches the locale package and merges it', async () => {
    const fetchPackage = vi.fn(async () => ({ 위시리스트: 'Wish list' }));
    const { translator } = setup({ packages: {}, fetchPackage });
    expect(translator.t('위시리스트')).toBe('위시리스트');
    const [a, b] = await Promise.all([translator.loadPackage(), translator.loadPackage('en')]);
    expect(fetchPackage).toHaveBeenCalledTimes(1);
    expect(fetchPackage).toHaveBeenCalledWith('en');
    expect(a).toEqual({ 위시리스트: 'Wish list' });
    expect(b).toEqual(a);
    expect(translator.t('위시리스트')).toBe('Wish list');
  });

  it('loadPackage keeps the own-text entries already recorded and lets the server win', async () => {
    const fetchPackage = vi.fn(async () => ({ 장바구니: 'Shopping cart' }));
    const { translator } = setup({ fetchPackage });
    translator.t('쿠폰');
    await translator.loadPackage();
    expect(translator.getPackage()).toMatchObject({ 장바구니: 'Shopping cart', 쿠폰: '쿠폰' });
    expect(translator.getPending()).toEqual(['쿠폰']);
  });

  it('loadPackage("kr") needs no request; a failed fetch rejects and leaves no package', async () => {
    const failure = new Error('500');
    const fetchPackage = vi.fn(async () => {
      throw failure;
    });
    const { translator, submit } = setup({ packages: {}, fetchPackage });
    await expect(translator.loadPackage('kr')).resolves.toEqual({});
    await expect(translator.loadPackage('en')).rejects.toBe(failure);
    expect(fetchPackage).toHaveBeenCalledTimes(1);
    expect(translator.hasPackage('en')).toBe(false);
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(2000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('getState() round-trips through JSON into a new translator (SSR hydration)', async () => {
    const server = setup();
    server.submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    server.translator.t('위시리스트');
    await server.translator.flush();
    server.translator.t('쿠폰'); // not yet acknowledged: left out
    const embedded = JSON.parse(JSON.stringify(server.translator.getState())) as unknown;
    expect(embedded).toEqual({
      locale: 'en',
      packages: { en: { ...EN, 위시리스트: 'Wish list' } },
    });

    const client = setup({ ...(embedded as object) });
    expect(client.translator.t('장바구니')).toBe('Cart');
    expect(client.translator.t('위시리스트')).toBe('Wish list');
    expect(client.translator.t('쿠폰')).toBe('쿠폰');
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.submit).toHaveBeenCalledWith({ locale: 'en', terms: { 쿠폰: '쿠폰' } });
  });

  it('getState() answers copies', () => {
    const { translator } = setup();
    translator.getState().packages.en!['장바구니'] = 'changed';
    translator.getPackage()!['장바구니'] = 'changed';
    expect(translator.t('장바구니')).toBe('Cart');
  });

  it('cleans the packages it is given', () => {
    const { translator } = setup({
      packages: { en: { 장바구니: 'Cart', 쿠폰: 7, 적립금: '' } as unknown as PhraseMap },
    });
    expect(translator.getPackage()).toEqual({ 장바구니: 'Cart' });
  });

  it('tells subscribers about locale changes, merged phrases and misses', async () => {
    const { translator, submit } = setup();
    const events: TranslatorEvent[] = [];
    const unsubscribe = translator.subscribe((event) => events.push(event));
    submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    translator.t('위시리스트');
    await vi.advanceTimersByTimeAsync(2000);
    translator.setLocale('kr');
    translator.setLocale('kr');
    translator.addPhrases('en', { 쿠폰: 'Coupon' });
    unsubscribe();
    translator.setLocale('en');
    expect(events).toEqual([
      { type: 'missing', locale: 'en', phrase: '위시리스트' },
      { type: 'phrases', locale: 'en', phrases: { 위시리스트: 'Wish list' } },
      { type: 'locale', locale: 'kr' },
      { type: 'phrases', locale: 'en', phrases: { 쿠폰: 'Coupon' } },
    ]);
  });
});
