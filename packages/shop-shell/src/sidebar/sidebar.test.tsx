import { MobileHeader, Sidebar } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { createSpyEnvironment } from '@atelier/test-utils/fakes';
import { HONG } from '@atelier/test-utils/fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { CATEGORIES } from '../test/fixtures.js';
import { createStubApi, renderShell } from '../test/render-shell.js';

function MobileChrome({ onSearch }: { onSearch?: (keyword: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MobileHeader menuOpen={open} onMenuOpen={() => setOpen(true)} />
      <Sidebar
        open={open}
        onClose={() => setOpen(false)}
        categories={CATEGORIES}
        onSearch={onSearch}
      />
    </>
  );
}

async function openSidebar(
  options: Parameters<typeof renderShell>[1] = {},
  onSearch?: (k: string) => void,
) {
  const view = renderShell(<MobileChrome onSearch={onSearch} />, options);
  const menu = screen.getByRole('button', { name: '메뉴 열기' });
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  await view.user.click(menu);
  const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
  return { ...view, menu, dialog };
}

describe('Sidebar', () => {
  it('opens from the menu button, which reports aria-expanded and controls the panel', async () => {
    const { menu, dialog } = await openSidebar();
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '메뉴 닫기' }));
  });

  it('drills down the category tree with a view-all entry per level; back pops one level, then closes', async () => {
    const { user, dialog, menu } = await openSidebar();
    await user.click(within(dialog).getByRole('button', { name: '캔들' }));
    const level1 = within(dialog).getByRole('navigation', { name: '캔들' });
    expect(within(level1).getByRole('link', { name: '전체보기' }).getAttribute('href')).toBe(
      '/shop/category/1',
    );
    await user.click(within(level1).getByRole('button', { name: '완제품 캔들' }));
    const level2 = within(dialog).getByRole('navigation', { name: '완제품 캔들' });
    expect(
      within(level2)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['전체보기', '/shop/category/101'],
      ['소이 캔들', '/shop/category/1011'],
      ['우드윅 캔들', '/shop/category/1012'],
      ['필라 캔들', '/shop/category/1013'],
    ]);

    const back = within(dialog).getByRole('button', { name: '이전 단계로' });
    await user.click(back);
    expect(within(dialog).getByRole('navigation', { name: '캔들' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '이전 단계로' }));
    expect(within(dialog).getByRole('button', { name: '캔들' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '전체 메뉴' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '메뉴 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('starts at the top level again when reopened', async () => {
    const { user, dialog, menu } = await openSidebar();
    await user.click(within(dialog).getByRole('button', { name: '캔들' }));
    await user.keyboard('{Escape}');
    await user.click(menu);
    expect(
      within(screen.getByRole('dialog')).queryByRole('navigation', { name: '캔들' }),
    ).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '캔들' })).toBeTruthy();
  });

  it('links leaf categories directly and keeps Sale (12) out of the tree in its own collapsed section', async () => {
    const { user, dialog } = await openSidebar();
    const tree = within(dialog).getByRole('navigation', { name: '전체 메뉴 카테고리' });
    expect(within(tree).getByRole('link', { name: '공방 용품' }).getAttribute('href')).toBe(
      '/shop/category/6',
    );
    expect(within(tree).queryByText('세일')).toBeNull();

    const sale = within(dialog).getByRole('button', { name: '세일' });
    expect(sale.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(sale.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(true);
    await user.click(sale);
    expect(sale.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/shop/category/12', '/shop/category/121', '/shop/category/122']);
    await user.click(sale);
    expect(sale.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('ignores an empty or blank search, on the icon and on Enter', async () => {
    const onSearch = vi.fn();
    const { user, dialog } = await openSidebar({}, onSearch);
    const box = within(dialog).getByRole('searchbox', { name: '상품 검색' });
    await user.click(within(dialog).getByRole('button', { name: '검색' }));
    await user.type(box, '   {Enter}');
    fireEvent.change(box, { target: { value: '  ' } });
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('searches on the icon with the trimmed keyword and closes', async () => {
    const { user, dialog } = await openSidebar();
    await user.type(within(dialog).getByRole('searchbox', { name: '상품 검색' }), ' 소이 캔들 ');
    await user.click(within(dialog).getByRole('button', { name: '검색' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/shop/search?keyword=%EC%86%8C%EC%9D%B4+%EC%BA%94%EB%93%A4',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('searches on change (the committed value), once even when a submit follows', async () => {
    const onSearch = vi.fn();
    const { dialog } = await openSidebar({}, onSearch);
    const box = within(dialog).getByRole('searchbox', { name: '상품 검색' }) as HTMLInputElement;
    const form = box.closest('form') as HTMLFormElement;
    box.value = '우드윅';
    box.dispatchEvent(new Event('change', { bubbles: true }));
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('우드윅');
  });

  it('shows login and register to visitors', async () => {
    const { dialog } = await openSidebar();
    const account = within(dialog).getByRole('list', { name: '회원 메뉴' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['로그인', '/login'],
      ['회원가입', '/register'],
      ['고객센터', '/customer/center'],
    ]);
  });

  it('shows my page and logout to members; logout calls the server and goes home', async () => {
    const env = createSpyEnvironment({ storage: null });
    const stub = createStubApi((call) =>
      call.path === '/api/v1/logout' ? { body: { message: 'ok' } } : undefined,
    );
    const { user, dialog, store } = await openSidebar({
      session: { user: HONG },
      env,
      client: stub.client,
    });
    const account = within(dialog).getByRole('list', { name: '회원 메뉴' });
    expect(within(account).getByRole('link', { name: '마이페이지' }).getAttribute('href')).toBe(
      '/my-page',
    );
    expect(within(account).queryByRole('link', { name: '로그인' })).toBeNull();
    await user.click(within(account).getByRole('button', { name: '로그아웃' }));
    await vi.waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/'));
    expect(stub.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/logout']);
    expect(store.getState().session.user).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the spec links: new, best, TSSA, contents, promotion, custom fragrance, support, wholesale, dealer, social', async () => {
    // Links to another app are the app's to give (the chrome's default is empty).
    const { dialog } = await openSidebar({
      shell: { links: { tssaMain: '/tssa/main' }, otherApps: ['/tssa'] },
    });
    const href = (name: string) => within(dialog).getByRole('link', { name }).getAttribute('href');
    expect(href('신상품')).toBe('/shop/new-item');
    expect(href('베스트셀러')).toBe('/shop/best-seller');
    expect(href('TSSA 홈')).toBe('/tssa/main');
    expect(href('콘텐츠')).toBe('/contents/diy');
    expect(href('프로모션')).toBe('/contents/promotion');
    expect(href('커스텀 향')).toBe('/custom/fragrance?last=true');
    expect(href('공지사항')).toBe('/customer/notice');
    expect(href('도매 신청')).toBe('/customer/wholesale-apply');
    expect(href('대리점 신청')).toBe('/customer/dealer-apply');
    expect(
      within(within(dialog).getByRole('list', { name: '소셜 미디어' })).getAllByRole('link'),
    ).toHaveLength(4);
  });

  it('shows English category names for English visitors', async () => {
    const { user, dialog } = await openSidebar({ session: { language: 'en', currency: 'usd' } });
    expect(within(dialog).getByRole('button', { name: 'Sale' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Candles' }));
    expect(within(dialog).getByRole('navigation', { name: 'Candles' })).toBeTruthy();
  });

  it('closes on Escape and on the backdrop, and keeps Tab inside', async () => {
    const { user, dialog, menu } = await openSidebar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(menu);
    const reopened = screen.getByRole('dialog');
    const focusables = reopened.querySelectorAll<HTMLElement>('a[href], button, input');
    (focusables[focusables.length - 1] as HTMLElement).focus();
    await user.tab();
    expect(reopened.contains(document.activeElement)).toBe(true);
    expect(dialog.isConnected).toBe(false);
    await user.click(document.querySelector('.atelier-shell-sidebar__backdrop') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations, closed and open, at the top and drilled in', async () => {
    const { container, user, dialog } = await openSidebar({
      session: { user: HONG, notification_count: 2 },
    });
    await expectNoAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: '캔들' }));
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    await expectNoAxeViolations(container);
  });
});
