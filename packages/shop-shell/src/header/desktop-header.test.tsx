import { DesktopHeader, MobileHeader } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { HONG } from '@atelier/test-utils/fixtures';
import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { CATEGORIES } from '../test/fixtures.js';
import { createStubApi, renderShell } from '../test/render-shell.js';

function megaMenu() {
  const trigger = screen.getByRole('button', { name: '전체 상품' });
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { trigger, panel };
}

describe('DesktopHeader mega-menu', () => {
  it('opens on hover with the top-level categories and two levels of children, and closes on leave', async () => {
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} />);
    const { trigger, panel } = megaMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await user.hover(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const titles = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['캔들', '디퓨저', '향료', '보틀·용기', 'DIY 키트', '공방 용품']);
    const candles = within(panel)
      .getByRole('heading', { name: '캔들' })
      .closest('section') as HTMLElement;
    expect(
      within(candles)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['캔들', '/shop/category/1'],
      ['완제품 캔들', '/shop/category/101'],
      ['소이 캔들', '/shop/category/1011'],
      ['우드윅 캔들', '/shop/category/1012'],
      ['필라 캔들', '/shop/category/1013'],
      ['캔들 재료', '/shop/category/102'],
      ['왁스', '/shop/category/1021'],
      ['심지', '/shop/category/1022'],
      ['색소·첨가제', '/shop/category/1023'],
    ]);
    // Level 3 sits in a list nested under its level-2 parent.
    const finished = within(candles)
      .getByRole('link', { name: '완제품 캔들' })
      .closest('li') as HTMLElement;
    expect(within(finished).getByRole('link', { name: '소이 캔들' })).toBeTruthy();

    await user.unhover(trigger.parentElement as HTMLElement);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('opens on keyboard focus, lets Tab reach the panel links, and closes on Escape and when focus leaves', async () => {
    const { user } = renderShell(
      <>
        <DesktopHeader categories={CATEGORIES} banner={null} />
        <button type="button">after</button>
      </>,
    );
    const { trigger, panel } = megaMenu();
    act(() => trigger.focus());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('캔들');
    await user.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    expect(panel.hidden).toBe(false);
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(panel.hidden).toBe(true);
  });

  it('has the side column and the Sale category out of the columns', async () => {
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} />);
    const { trigger, panel } = megaMenu();
    await user.click(trigger);
    expect(within(panel).queryByRole('heading', { name: '세일' })).toBeNull();
    const side = panel.querySelector('.atelier-shell-mega__side') as HTMLElement;
    expect(
      within(side)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['베스트셀러', '/shop/best-seller'],
      ['신상품', '/shop/new-item'],
      ['셀렉트', '/contents/select/1?last=true'],
      ['상품 후기', '/customer/product-review'],
      ['상품 문의', '/customer/product-inquiry'],
      ['주문조회', '/shop/my_order_view'],
      ['오프라인 매장', '/contents/store'],
      ['도매 신청', '/customer/wholesale-apply'],
      ['대리점 신청', '/customer/dealer-apply'],
    ]);
  });

  it('sends a member’s 주문조회 to their order list', async () => {
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} />, {
      session: { user: HONG },
    });
    const { trigger, panel } = megaMenu();
    await user.click(trigger);
    expect(within(panel).getByRole('link', { name: '주문조회' }).getAttribute('href')).toBe(
      '/my-page/order',
    );
  });

  it('sends the click log for the image banner (id 12, image banner, platform) and follows its link', async () => {
    const stub = createStubApi();
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} platform="pc" />, {
      client: stub.client,
    });
    await user.click(megaMenu().trigger);
    const banner = screen.getByRole('link', { name: '겨울 시즌 캔들 기획전' });
    expect(banner.querySelector('img')?.getAttribute('src')).toBe(
      '/images/popups/winter-sale-ko.jpg',
    );
    await user.click(banner);
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    expect(stub.calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/click-log',
      search: '',
      body: { click_id: 12, click_type: 'banner', click_name: 'image banner', platform: 'pc' },
    });
    expect(screen.getByTestId('location').textContent).toBe('/shop/category/12');
    expect(megaMenu().panel.hidden).toBe(true);
  });

  it('reports platform mobile from a phone user agent and shows the English banner', async () => {
    const stub = createStubApi();
    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile');
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} />, {
      session: { language: 'en', currency: 'usd' },
      client: stub.client,
    });
    await user.click(megaMenu().trigger);
    const banner = screen.getByRole('link', { name: 'Winter candle collection' });
    expect(banner.querySelector('img')?.getAttribute('src')).toBe(
      '/images/popups/winter-sale-en.jpg',
    );
    await user.click(banner);
    await vi.waitFor(() => expect(stub.calls).toHaveLength(1));
    expect((stub.calls[0]?.body as { platform: string }).platform).toBe('mobile');
    agent.mockRestore();
  });
});

describe('DesktopHeader', () => {
  it('has the top links TSSA, Contents, Sale (12), Promotion, Custom F', () => {
    // Links to another app are the app's to give (the chrome's default is empty).
    renderShell(<DesktopHeader categories={CATEGORIES} />, {
      shell: { links: { tssaMain: '/tssa/main' }, otherApps: ['/tssa'] },
    });
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    const links = nav.querySelector('.atelier-shell-desktop-header__links') as HTMLElement;
    expect(
      within(links)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['TSSA', '/tssa/main'],
      ['콘텐츠', '/contents/diy'],
      ['세일', '/shop/category/12'],
      ['프로모션', '/contents/promotion'],
      ['커스텀 향', '/custom/fragrance?last=true'],
    ]);
  });

  it('searches with the trimmed keyword and clears the box; ignores empty and blank input', async () => {
    const { user } = renderShell(<DesktopHeader categories={CATEGORIES} />, {
      route: '/shop/cart',
    });
    const box = screen.getByRole('searchbox', { name: '상품 검색' }) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/shop/cart');
    expect(box.value).toBe('   ');
    await user.clear(box);
    await user.type(box, ' 디퓨저 {Enter}');
    expect(screen.getByTestId('location').textContent).toBe(
      '/shop/search?keyword=%EB%94%94%ED%93%A8%EC%A0%80',
    );
    expect(box.value).toBe('');
  });

  it('shows login to visitors; my page with the unread badge, and logout, to members', () => {
    const visitor = renderShell(<DesktopHeader categories={CATEGORIES} />);
    expect(screen.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: /마이페이지/ })).toBeNull();
    expect(screen.getByRole('link', { name: '고객센터' }).getAttribute('href')).toBe(
      '/customer/center',
    );
    expect(screen.getByRole('link', { name: '장바구니' }).getAttribute('href')).toBe('/shop/cart');
    visitor.unmount();

    renderShell(<DesktopHeader categories={CATEGORIES} />, {
      session: { user: HONG, notification_count: 3 },
    });
    const myPage = screen.getByRole('link', { name: '마이페이지 읽지 않은 알림 3개' });
    expect(myPage.getAttribute('href')).toBe('/my-page');
    expect(within(myPage).getByTestId('unread-badge').textContent).toBe('3');
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('has a language select with the current language first', () => {
    renderShell(<DesktopHeader categories={CATEGORIES} />, {
      session: { language: 'en', currency: 'usd' },
    });
    const select = screen.getByRole('combobox', { name: '언어' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['English', '한국어']);
  });

  it('has no axe violations, menu closed and open', async () => {
    const { container, user } = renderShell(<DesktopHeader categories={CATEGORIES} />, {
      session: { user: HONG, notification_count: 1 },
    });
    await expectNoAxeViolations(container);
    await user.click(megaMenu().trigger);
    await expectNoAxeViolations(container);
  });
});

describe('MobileHeader', () => {
  it('has the menu button, logo, language toggle, the unread badge leading to my page, and the cart', () => {
    renderShell(<MobileHeader menuOpen={false} onMenuOpen={() => {}} />, {
      session: { user: HONG, notification_count: 120 },
    });
    const bell = screen.getByRole('link', { name: '알림 읽지 않은 알림 120개' });
    expect(bell.getAttribute('href')).toBe('/my-page');
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: '장바구니' }).getAttribute('href')).toBe('/shop/cart');
    expect(screen.getByRole('link', { name: '아틀리에 홈' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'EN, 언어: English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '메뉴 열기' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('badges the cart with its line count, said in words', () => {
    renderShell(<MobileHeader menuOpen={false} onMenuOpen={() => {}} />, {
      session: { cart_count: 3 },
    });
    const cart = screen.getByRole('link', { name: '장바구니 담긴 상품 3개' });
    expect(cart.getAttribute('href')).toBe('/shop/cart');
    expect(within(cart).getByTestId('cart-badge').textContent).toBe('3');
    cleanup();
    renderShell(<DesktopHeader categories={CATEGORIES} />, { session: { cart_count: 1 } });
    const link = screen.getByRole('link', { name: '장바구니 담긴 상품 1개' });
    expect(within(link).getByTestId('cart-badge').textContent).toBe('1');
  });

  it('shows no badge without unread notifications', async () => {
    const { container } = renderShell(<MobileHeader menuOpen={false} onMenuOpen={() => {}} />);
    expect(screen.getByRole('link', { name: '알림' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
