import type { CmsNode } from '@atelier/contracts';
import {
  CMS_BANNER_LABELS,
  CMS_BANNER_STORAGE_KEY,
  CmsBanner,
  nextLocalMidnight,
  useBannerDismissal,
  type BannerStorage,
  type CmsBannerData,
} from '@atelier/cms-renderer';
import { createMemoryStorage } from '@atelier/test-utils/fakes';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const template: CmsNode[] = [
  { id: 't', tag: 'p', option: { props: { innerText: '봄맞이 전 상품 무료 배송' } } },
];
const closable: CmsBannerData = { id: 'home-banner-top', closable: true, template };
const fixed: CmsBannerData = { id: 'promotion-spring', closable: false, template };

const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).getTime();
const shown = (id = 'home-banner-top') =>
  document.querySelector(`[data-banner-id="${id}"]`) !== null;
const stored = () => JSON.parse(localStorage.getItem(CMS_BANNER_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('nextLocalMidnight', () => {
  it('is the start of the next local day', () => {
    expect(nextLocalMidnight(at(2026, 3, 14, 9, 30))).toBe(at(2026, 3, 15));
    expect(nextLocalMidnight(at(2026, 3, 14, 23, 59, 59, 999))).toBe(at(2026, 3, 15));
    expect(nextLocalMidnight(at(2026, 3, 15))).toBe(at(2026, 3, 16));
    expect(nextLocalMidnight(at(2026, 12, 31, 18))).toBe(at(2027, 1, 1));
    expect(nextLocalMidnight(at(2028, 2, 28, 12))).toBe(at(2028, 2, 29));
  });

  it('follows the local zone across a daylight-saving change (23-hour day)', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const noon = at(2026, 3, 8, 12);
      expect(nextLocalMidnight(at(2026, 3, 8, 0, 30)) - at(2026, 3, 8)).toBe(23 * 3_600_000);
      expect(new Date(nextLocalMidnight(noon)).getHours()).toBe(0);
      expect(new Date(nextLocalMidnight(noon)).getDate()).toBe(9);
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});

describe('CmsBanner', () => {
  it('shows a closable banner with a 닫기 button that hides it until the next local midnight', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(at(2026, 3, 14, 15, 20));
    const onDismiss = vi.fn();
    render(<CmsBanner banner={closable} onDismiss={onDismiss} />);
    expect(screen.getByText('봄맞이 전 상품 무료 배송')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(shown()).toBe(false);
    expect(onDismiss).toHaveBeenCalledWith('home-banner-top');
    expect(stored()).toEqual({ 'home-banner-top': at(2026, 3, 15) });
  });

  it('stays dismissed up to midnight, comes back at midnight, and a close on the next day lasts until the day after', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(at(2026, 3, 14, 23, 59));
    const { unmount } = render(<CmsBanner banner={closable} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(shown()).toBe(false);

    act(() => vi.advanceTimersByTime(59_999)); // 23:59:59.999
    expect(Date.now()).toBe(at(2026, 3, 14, 23, 59, 59, 999));
    expect(shown()).toBe(false);
    unmount();
    render(<CmsBanner banner={closable} />);
    expect(shown()).toBe(false);

    act(() => vi.advanceTimersByTime(1)); // 00:00:00.000, the open page shows it again by itself
    expect(Date.now()).toBe(at(2026, 3, 15));
    expect(shown()).toBe(true);

    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(stored()).toEqual({ 'home-banner-top': at(2026, 3, 16) });
    act(() => vi.advanceTimersByTime(at(2026, 3, 16) - at(2026, 3, 15, 0, 0, 1) - 1));
    expect(shown()).toBe(false);
    cleanup();
    render(<CmsBanner banner={closable} />);
    expect(shown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(true);
    cleanup();
    render(<CmsBanner banner={closable} />);
    expect(shown()).toBe(true);
  });

  it('uses an injected clock and storage', () => {
    let now = at(2026, 4, 1, 9);
    const storage = createMemoryStorage();
    const view = (clock = () => now) =>
      render(<CmsBanner banner={closable} now={clock} storage={storage} />);
    view();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(JSON.parse(storage.items.get(CMS_BANNER_STORAGE_KEY)!)).toEqual({
      'home-banner-top': at(2026, 4, 2),
    });
    expect(localStorage.getItem(CMS_BANNER_STORAGE_KEY)).toBeNull();
    cleanup();
    now = at(2026, 4, 1, 23, 59, 59, 999);
    view();
    expect(shown()).toBe(false);
    cleanup();
    now = at(2026, 4, 2);
    view();
    expect(shown()).toBe(true);
  });

  it('always shows a non-closable banner, without a close button, whatever storage says', () => {
    localStorage.setItem(
      CMS_BANNER_STORAGE_KEY,
      JSON.stringify({ 'promotion-spring': Date.now() + 86_400_000 }),
    );
    render(<CmsBanner banner={fixed} />);
    expect(shown('promotion-spring')).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    const { result } = renderHook(() =>
      useBannerDismissal('promotion-spring', { closable: false }),
    );
    expect(result.current.dismissed).toBe(false);
    act(() => result.current.dismiss());
    expect(result.current.dismissed).toBe(false);
    expect(shown('promotion-spring')).toBe(true);
  });

  it('has Korean by default and English as an option', () => {
    expect(CMS_BANNER_LABELS).toEqual({ kr: { close: '닫기' }, en: { close: 'Close' } });
    render(
      <>
        <CmsBanner banner={{ ...closable, id: 'a' }} lang="en" />
        <CmsBanner banner={{ ...closable, id: 'b' }} lang="ko" />
        <CmsBanner banner={{ ...closable, id: 'c' }} lang="en" closeLabel="Hide for today" />
      </>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Close',
      '닫기',
      'Hide for today',
    ]);
  });

  it('translates the banner’s texts with translateText, but not the close label', () => {
    const english: Record<string, string> = {
      '봄맞이 전 상품 무료 배송': 'Free shipping on everything this spring',
    };
    render(
      <>
        <CmsBanner
          banner={closable}
          lang="en"
          translateText={(phrase) => english[phrase] ?? phrase}
        />
        <CmsBanner
          banner={{ ...fixed, link: '/register' }}
          closeLabel="닫기"
          translateText={(p) => `[${p}]`}
        />
      </>,
    );
    expect(document.querySelector('[data-banner-id="home-banner-top"]')?.textContent).toBe(
      'Free shipping on everything this springClose',
    );
    expect(document.querySelector('[data-banner-id="promotion-spring"] a')?.textContent).toBe(
      '[봄맞이 전 상품 무료 배송]',
    );
  });

  it('renders exactly as before without translateText', () => {
    const before = renderToString(<CmsBanner banner={closable} />);
    expect(renderToString(<CmsBanner banner={closable} translateText={undefined} />)).toBe(before);
    expect(before).toBe(
      '<div class="atelier-cms-banner" data-banner-id="home-banner-top"><div class="atelier-cms">' +
        '<p>봄맞이 전 상품 무료 배송</p></div>' +
        '<button type="button" class="atelier-cms-banner__close">닫기</button></div>',
    );
  });

  it('closes every banner with the same id, and no other', () => {
    render(
      <>
        <CmsBanner banner={closable} />
        <CmsBanner banner={closable} />
        <CmsBanner banner={{ ...closable, id: 'other' }} />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: '닫기' })[0]!);
    expect(document.querySelectorAll('[data-banner-id="home-banner-top"]')).toHaveLength(0);
    expect(shown('other')).toBe(true);
  });

  it('follows a dismissal made in another tab (storage event)', () => {
    render(<CmsBanner banner={closable} />);
    act(() => {
      localStorage.setItem(
        CMS_BANNER_STORAGE_KEY,
        JSON.stringify({ 'home-banner-top': Date.now() + 60_000 }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CMS_BANNER_STORAGE_KEY }));
    });
    expect(shown()).toBe(false);
  });

  it('survives a corrupt record, drops expired entries and treats __proto__ as an ordinary id', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(2026, 5, 5, 10));
    localStorage.setItem(CMS_BANNER_STORAGE_KEY, '{not json');
    render(<CmsBanner banner={{ ...closable, id: '__proto__' }} />);
    expect(shown('__proto__')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(shown('__proto__')).toBe(false);
    expect(localStorage.getItem(CMS_BANNER_STORAGE_KEY)).toBe(`{"__proto__":${at(2026, 5, 6)}}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    cleanup();
    localStorage.setItem(
      CMS_BANNER_STORAGE_KEY,
      JSON.stringify({ old: at(2026, 5, 5), bad: 'tomorrow', keep: at(2026, 5, 6) }),
    );
    render(<CmsBanner banner={closable} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(stored()).toEqual({ keep: at(2026, 5, 6), 'home-banner-top': at(2026, 5, 6) });
  });

  it('ignores a record that ends more than a day ahead (not one it wrote)', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(at(2026, 7, 1, 12));
    localStorage.setItem(
      CMS_BANNER_STORAGE_KEY,
      JSON.stringify({ 'home-banner-top': at(2027, 1, 1), other: at(2026, 7, 2, 13, 0, 0, 1) }),
    );
    render(
      <>
        <CmsBanner banner={closable} />
        <CmsBanner banner={{ ...closable, id: 'other' }} />
      </>,
    );
    expect(shown()).toBe(true);
    expect(shown('other')).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('still closes for this page view when storage refuses the write', () => {
    const storage: BannerStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    render(<CmsBanner banner={closable} storage={storage} />);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(shown()).toBe(false);
  });

  it('renders on the server (no window, no storage) as shown', () => {
    const out = renderToString(<CmsBanner banner={closable} storage={null} className="top bad<" />);
    expect(out).toBe(
      '<div class="atelier-cms-banner top" data-banner-id="home-banner-top"><div class="atelier-cms">' +
        '<p>봄맞이 전 상품 무료 배송</p></div><button type="button" class="atelier-cms-banner__close">닫기</button></div>',
    );
  });
});

describe('useBannerDismissal', () => {
  it('answers dismissed, when it ends, and dismiss()', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(at(2026, 6, 1, 12));
    const { result } = renderHook(() => useBannerDismissal(42));
    expect(result.current).toMatchObject({ dismissed: false, expiresAt: null });
    act(() => result.current.dismiss());
    expect(result.current).toMatchObject({ dismissed: true, expiresAt: at(2026, 6, 2) });
    expect(stored()).toEqual({ 42: at(2026, 6, 2) });
    act(() => vi.advanceTimersByTime(12 * 3_600_000));
    expect(result.current).toMatchObject({ dismissed: false, expiresAt: null });
  });
});
