import { PopupCarousel } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { screen, within } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { POPUPS } from '../test/fixtures.js';
import { createStubApi, renderShell } from '../test/render-shell.js';
import { POPUP_READ_STORAGE_KEY, readPopupRecords, type PopupReadRecord } from './popup-reads.js';

const NOW = new Date('2026-11-20T12:00:00');
const now = () => NOW;

function storageWith(records: PopupReadRecord[] = []) {
  window.localStorage.setItem(POPUP_READ_STORAGE_KEY, JSON.stringify(records));
  return window.localStorage;
}

function render(options: Parameters<typeof renderShell>[1] & { popups?: typeof POPUPS } = {}) {
  const stub = createStubApi();
  const view = renderShell(
    <PopupCarousel popups={options.popups ?? POPUPS} now={now} storage={window.localStorage} />,
    {
      ...options,
      client: stub.client,
      shell: options.shell,
    },
  );
  return { ...view, stub };
}

describe('PopupCarousel', () => {
  // The dialog is a lazy chunk (Swiper loads with it): resolve it once so each test can
  // query the dialog synchronously after rendering.
  beforeAll(async () => {
    const warm = render();
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    warm.unmount();
    window.localStorage.clear();
  });

  it('shows at load when active popups are not all read', async () => {
    storageWith([{ id: 2, read_at: NOW.toISOString() }]);
    render();
    const dialog = await screen.findByRole('dialog', { name: '알림 팝업' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/images/popups/winter-sale-ko.jpg', '/images/popups/tssa-class-ko.jpg']);
  });

  it('stays hidden when every popup is read (daily today, others ever) or there are none', () => {
    storageWith([
      { id: 1, read_at: new Date('2026-11-20T08:00:00').toISOString() },
      { id: 2, read_at: new Date('2026-10-02T08:00:00').toISOString() },
    ]);
    const first = render();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    window.localStorage.clear();
    render({ popups: [] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again the next day when the daily popup was read yesterday', () => {
    storageWith([
      { id: 1, read_at: new Date('2026-11-19T21:00:00').toISOString() },
      { id: 2, read_at: new Date('2026-11-19T21:00:00').toISOString() },
    ]);
    render();
    expect(screen.getByRole('dialog', { name: '알림 팝업' })).toBeTruthy();
  });

  it('configures Swiper: autoplay, fraction pagination, speed 500, loop, cards, one slide per view; image 90 % wide', () => {
    const three = [...POPUPS, { ...POPUPS[0]!, id: 3, title: '세 번째' }];
    // The DOM emulator has no layout, so Swiper measures zero-size slides and warns about looping.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render({ popups: three });
    warn.mockRestore();
    const el = document.querySelector('.swiper') as HTMLElement & { swiper: Swiper };
    const { params } = el.swiper;
    expect(params.speed).toBe(500);
    expect(params.effect).toBe('cards');
    expect(params.loop).toBe(true);
    expect(params.slidesPerView).toBe(1);
    expect(params.autoplay).toMatchObject({ enabled: true, delay: 3000 });
    expect(params.pagination).toMatchObject({ type: 'fraction' });
    expect(el.querySelector('.swiper-pagination-fraction')?.textContent).toBe('1 / 3');
    const images = Array.from(el.querySelectorAll<HTMLImageElement>('.atelier-shell-popup__image'));
    expect(images.length).toBeGreaterThanOrEqual(3);
    expect(images.every((img) => img.style.width === '90%')).toBe(true);
  });

  it('confirm marks every current popup read and closes', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPopupRecords(window.localStorage)).toEqual([
      { id: 1, read_at: NOW.toISOString() },
      { id: 2, read_at: NOW.toISOString() },
    ]);
  });

  it('cancel (닫기) and Escape do the same', async () => {
    const first = render();
    await first.user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPopupRecords(window.localStorage).map((r) => r.id)).toEqual([1, 2]);
    first.unmount();

    window.localStorage.clear();
    const second = render();
    // The dialog takes focus one task after it shows (after Swiper's setup).
    await vi.waitFor(() =>
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
    );
    await second.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPopupRecords(window.localStorage).map((r) => r.id)).toEqual([1, 2]);
  });

  it('image click (kr): marks all read, sends the store call for popups with the id, then goes to link', async () => {
    const { user, stub } = render();
    await user.click(screen.getByRole('link', { name: '겨울 시즌 캔들 기획전' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/shop/category/12'),
    );
    expect(stub.calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/resource-clicks',
        search: '',
        body: { resource: 'popups', id: 1 },
      },
    ]);
    expect(readPopupRecords(window.localStorage).map((r) => r.id)).toEqual([1, 2]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('image click (en): English thumbnails, link_en, falling back to link', async () => {
    const first = render({ session: { language: 'en', currency: 'usd' } });
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/images/popups/winter-sale-en.jpg', '/images/popups/tssa-class-en.jpg']);
    await first.user.click(screen.getByRole('link', { name: '겨울 시즌 캔들 기획전' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/shop/category/12?lang=en'),
    );
    first.unmount();

    window.localStorage.clear();
    const second = render({ session: { language: 'en', currency: 'usd' } });
    await second.user.click(screen.getByRole('link', { name: 'TSSA 정규 클래스 모집' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/customer/notice'),
    );
    expect(second.stub.calls.map((c) => c.body)).toEqual([{ resource: 'popups', id: 2 }]);
  });

  it('a popup without a link shows its image without a link; an English one falls back to the Korean image', () => {
    render({
      popups: [
        {
          id: 9,
          title: '안내',
          type: 'notice',
          link: null,
          link_en: null,
          thumbnail_ko: '/k.svg',
          thumbnail_en: null,
        },
      ],
      session: { language: 'en', currency: 'usd' },
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(within(dialog).getByRole('img', { name: '안내' }).getAttribute('src')).toBe('/k.svg');
  });

  it('can pause and resume the autoplay', async () => {
    const { user } = render();
    const el = document.querySelector('.swiper') as HTMLElement & { swiper: Swiper };
    await user.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    expect(el.swiper.autoplay.running).toBe(false);
    await user.click(screen.getByRole('button', { name: '자동 넘김 재생' }));
    expect(el.swiper.autoplay.running).toBe(true);
  });

  it('has no axe violations', async () => {
    const { container } = render();
    await expectNoAxeViolations(container);
  });
});
