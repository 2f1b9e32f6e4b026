import {
  createI18n,
  createTranslator,
  type PhraseMap,
  type TermsBatch,
} from '@atelier/translation-ai';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

const EN: PhraseMap = {
  장바구니: 'Cart',
  '{name}님 환영합니다': 'Welcome, {name}',
  '주문 번호: {od_id}': 'Order no.: {od_id}',
  '고객센터.운영시간': 'Customer center.hours',
};

function setup(locale: 'kr' | 'en' = 'en', packages = { en: { ...EN } }) {
  const submit: Mock<(batch: TermsBatch) => Promise<PhraseMap>> = vi.fn(async () => ({}));
  const translator = createTranslator({ locale, packages, submit });
  const i18n = createI18n({ translator });
  return { translator, i18n, submit };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createI18n', () => {
  it('is initialised synchronously and configured for phrase keys and {placeholders}', () => {
    const { i18n } = setup();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.options).toMatchObject({
      keySeparator: false,
      nsSeparator: false,
      saveMissing: true,
      interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    });
  });

  it('creates a fresh instance each time (one per request)', () => {
    const { translator } = setup();
    const a = createI18n({ translator });
    const b = createI18n({
      translator: createTranslator({ locale: 'kr', submit: async () => ({}) }),
    });
    expect(a).not.toBe(b);
    expect(a.t('장바구니')).toBe('Cart');
    expect(b.t('장바구니')).toBe('장바구니');
  });

  it('uses the phrase as the key; dots and colons are part of it', () => {
    const { i18n } = setup();
    expect(i18n.t('장바구니')).toBe('Cart');
    expect(i18n.t('주문 번호: {od_id}', { od_id: '2026-0001' })).toBe('Order no.: 2026-0001');
    expect(i18n.t('고객센터.운영시간')).toBe('Customer center.hours');
  });

  it('answers the key for kr, with placeholders filled, and reports nothing', async () => {
    const { i18n, submit } = setup('kr');
    expect(i18n.t('장바구니')).toBe('장바구니');
    expect(i18n.t('{name}님 환영합니다', { name: '홍길동' })).toBe('홍길동님 환영합니다');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('translates for en with {name} placeholders filled', () => {
    const { i18n } = setup();
    expect(i18n.t('{name}님 환영합니다', { name: 'Hong' })).toBe('Welcome, Hong');
  });

  it('reports a missing key once, in one batch 2000 ms after the latest miss', async () => {
    const { i18n, translator, submit } = setup();
    const missing = vi.fn();
    translator.subscribe((event) => {
      if (event.type === 'missing') missing(event.phrase);
    });
    expect(i18n.t('위시리스트')).toBe('위시리스트');
    expect(i18n.t('위시리스트')).toBe('위시리스트');
    expect(translator.t('위시리스트')).toBe('위시리스트');
    await vi.advanceTimersByTimeAsync(1000);
    expect(i18n.t('{count}개 남음', { count: 2 })).toBe('2개 남음');
    await vi.advanceTimersByTimeAsync(1999);
    expect(submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({
      locale: 'en',
      terms: { 위시리스트: '위시리스트', '{count}개 남음': '{count}개 남음' },
    });
    expect(missing.mock.calls).toEqual([['위시리스트'], ['{count}개 남음']]);
    i18n.t('위시리스트');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('does not report blank keys', async () => {
    const { i18n, submit } = setup();
    i18n.t('   ');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('does not report while the locale has no package', async () => {
    const { i18n, submit } = setup('en', {} as { en: PhraseMap });
    expect(i18n.t('장바구니')).toBe('장바구니');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(submit).not.toHaveBeenCalled();
  });

  it('picks up the merged answer and emits a store "added" event', async () => {
    const { i18n, submit } = setup();
    submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    const added = vi.fn();
    i18n.store.on('added', added);
    i18n.t('위시리스트');
    expect(added).not.toHaveBeenCalled(); // the own-text entry is stored silently
    await vi.advanceTimersByTimeAsync(2000);
    expect(added).toHaveBeenCalledTimes(1);
    expect(i18n.t('위시리스트')).toBe('Wish list');
  });

  it('picks up a package loaded later', async () => {
    const fetchPackage = vi.fn(async () => ({ 장바구니: 'Cart' }));
    const translator = createTranslator({ locale: 'en', submit: async () => ({}), fetchPackage });
    const i18n = createI18n({ translator });
    expect(i18n.t('장바구니')).toBe('장바구니');
    await translator.loadPackage();
    expect(i18n.t('장바구니')).toBe('Cart');
  });

  it('keeps language in step both ways', async () => {
    const { i18n, translator } = setup('kr');
    await i18n.changeLanguage('en');
    expect(translator.locale).toBe('en');
    expect(i18n.t('장바구니')).toBe('Cart');
    translator.setLocale('kr');
    expect(i18n.language).toBe('kr');
    expect(i18n.t('장바구니')).toBe('장바구니');
  });

  it('lng overrides the translator locale', () => {
    const translator = createTranslator({
      locale: 'kr',
      packages: { en: EN },
      submit: async () => ({}),
    });
    const i18n = createI18n({ translator, lng: 'en' });
    expect(translator.locale).toBe('en');
    expect(i18n.t('장바구니')).toBe('Cart');
  });

  it.each([
    ['{name}님 환영합니다', { name: 'Hong' }],
    ['{a} 그리고 {b}', { a: 1 }],
    ['{ a }와 {b}', { a: 'x', b: null }],
    ['<b>{name}</b>', { name: '<i>홍</i>' }],
  ])('answers the same as translator.t for %j', (phrase, values) => {
    const { i18n, translator } = setup();
    expect(i18n.t(phrase, values)).toBe(translator.t(phrase, values));
  });
});

// The browser renders with the translator until i18next has loaded after hydration, the server
// with i18next: the two must answer the same text for every phrase the apps write.
describe('createI18n and the translator answer the same', () => {
  const cases: [string, Record<string, unknown>?][] = [
    ['장바구니'],
    ['{name}님 환영합니다', { name: 'Hong' }],
    ['{name}님 환영합니다', { name: undefined }],
    ['{name}님 환영합니다', {}],
    ['{name}님 환영합니다', { name: null }],
    ['주문 번호: {od_id}', { od_id: 2024010112345 }],
    ['고객센터.운영시간'],
    ['총 {count}개', { count: 1 }],
    ['총 {count}개', { count: '1,234' }],
    ['{ name }님', { name: 'Hong' }],
    ['빈 번역'],
    ['없는 문구 {n}', { n: 2 }],
    [''],
  ];

  it.each(['kr', 'en'] as const)('for %s, and reports the same misses', (locale) => {
    const packages = () => ({ en: { ...EN, '총 {count}개': '{count} in all', '빈 번역': '' } });
    const viaI18n = setup(locale, packages());
    const viaTranslator = createTranslator({ locale, packages: packages(), submit: vi.fn() });
    for (const [phrase, values] of cases) {
      expect(viaTranslator.t(phrase, values), phrase).toBe(viaI18n.i18n.t(phrase, values));
    }
    expect(viaTranslator.getPending()).toEqual(viaI18n.translator.getPending());
  });
});
