import {
  createI18n,
  createTranslator,
  TranslationProvider,
  useT,
  useTranslator,
  type PhraseMap,
  type TermsBatch,
} from '@atelier/translation-ai';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

function Header({ name }: { name: string }) {
  const { t, pick, locale } = useT();
  return (
    <header data-locale={locale}>
      <a href="/shop/cart">{t('장바구니')}</a>
      <span data-testid="welcome">{t('{name}님 환영합니다', { name })}</span>
      <span data-testid="wish">{t('위시리스트')}</span>
      <span data-testid="sale">{pick('세일', 'Sale')}</span>
    </header>
  );
}

function setup(locale: 'kr' | 'en' = 'en') {
  const submit: Mock<(batch: TermsBatch) => Promise<PhraseMap>> = vi.fn(async () => ({}));
  const translator = createTranslator({
    locale,
    packages: { en: { 장바구니: 'Cart', '{name}님 환영합니다': 'Welcome, {name}' } },
    submit,
  });
  return { translator, submit };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useT + TranslationProvider', () => {
  it('renders Korean source phrases for kr', () => {
    const { translator } = setup('kr');
    render(
      <TranslationProvider translator={translator}>
        <Header name="홍길동" />
      </TranslationProvider>,
    );
    expect(screen.getByRole('link').textContent).toBe('장바구니');
    expect(screen.getByTestId('welcome').textContent).toBe('홍길동님 환영합니다');
    expect(screen.getByTestId('sale').textContent).toBe('세일');
    expect(screen.getByRole('banner').dataset.locale).toBe('kr');
  });

  it('renders translations for en, reports the miss and re-renders with the answer', async () => {
    const { translator, submit } = setup('en');
    submit.mockResolvedValueOnce({ 위시리스트: 'Wish list' });
    render(
      <TranslationProvider translator={translator}>
        <Header name="Hong" />
      </TranslationProvider>,
    );
    expect(screen.getByRole('link').textContent).toBe('Cart');
    expect(screen.getByTestId('welcome').textContent).toBe('Welcome, Hong');
    expect(screen.getByTestId('sale').textContent).toBe('Sale');
    expect(screen.getByTestId('wish').textContent).toBe('위시리스트');

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(submit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(submit).toHaveBeenCalledExactlyOnceWith({
      locale: 'en',
      terms: { 위시리스트: '위시리스트' },
    });
    expect(screen.getByTestId('wish').textContent).toBe('Wish list');
  });

  it('re-renders on a language switch', async () => {
    const { translator } = setup('kr');
    render(
      <TranslationProvider translator={translator}>
        <Header name="Hong" />
      </TranslationProvider>,
    );
    await act(async () => translator.setLocale('en'));
    expect(screen.getByRole('link').textContent).toBe('Cart');
    expect(screen.getByTestId('sale').textContent).toBe('Sale');
  });

  it('uses a given i18n instance and exposes the translator', () => {
    const { translator } = setup('en');
    const i18n = createI18n({ translator });
    // Only in this instance, not in the translator: shows the given instance is the one used.
    i18n.addResource('en', 'translation', '장바구니', 'Basket');
    function Probe() {
      const own = useTranslator() === translator;
      const { t, i18n: used } = useT();
      return (
        <span data-lang={used?.language} data-own-translator={String(own)}>
          {t('장바구니')}
        </span>
      );
    }
    render(
      <TranslationProvider translator={translator} i18n={i18n}>
        <Probe />
      </TranslationProvider>,
    );
    const span = screen.getByText('Basket');
    expect(span.dataset.lang).toBe('en');
    expect(span.dataset.ownTranslator).toBe('true');
  });

  it('renders with the translator, then loads i18next after mounting without re-rendering', async () => {
    const { translator } = setup('en');
    const renders: (string | undefined)[] = [];
    function Probe() {
      const { t, i18n } = useT();
      renders.push(i18n?.language);
      return <span data-testid="probe">{t('{name}님 환영합니다', { name: 'Hong' })}</span>;
    }
    const seen: ReturnType<typeof useT>[] = [];
    function Reader() {
      seen.push(useT());
      return null;
    }
    render(
      <TranslationProvider translator={translator}>
        <Probe />
        <Reader />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Welcome, Hong');
    expect(seen.at(-1)?.i18n).toBeUndefined();
    await act(() => vi.dynamicImportSettled());
    expect(renders).toEqual([undefined]);
    // Read at call time: the loaded instance, the same text.
    expect(seen.at(-1)?.t('{name}님 환영합니다', { name: 'Hong' })).toBe('Welcome, Hong');
    await act(async () => translator.setLocale('kr'));
    expect(renders).toEqual([undefined, 'kr']);
    expect(screen.getByTestId('probe').textContent).toBe('Hong님 환영합니다');
  });

  it('useTranslator throws outside a provider', () => {
    function Lonely() {
      useTranslator();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lonely />)).toThrow(/TranslationProvider/);
  });

  it('renders on the server with one instance per request', () => {
    const html = (locale: 'kr' | 'en') =>
      renderToString(
        <TranslationProvider translator={setup(locale).translator}>
          <Header name="Hong" />
        </TranslationProvider>,
      );
    const [en, kr] = [html('en'), html('kr')];
    expect(en).toContain('Cart');
    expect(en).toContain('Welcome, Hong');
    expect(kr).toContain('장바구니');
    expect(kr).not.toContain('Cart');
  });
});
