import { BottomToolbar, createToolbarVisibility } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { HONG } from '@atelier/test-utils/fixtures';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderShell } from '../test/render-shell.js';

describe('toolbar visibility flag', () => {
  it('is true by default, false on chat show, true on chat hide, and notifies on changes only', () => {
    const flag = createToolbarVisibility();
    const listener = vi.fn();
    flag.subscribe(listener);
    expect(flag.getSnapshot()).toBe(true);
    flag.chatHidden();
    expect(listener).not.toHaveBeenCalled();
    flag.chatShown();
    expect(flag.getSnapshot()).toBe(false);
    flag.chatShown();
    expect(listener).toHaveBeenCalledTimes(1);
    flag.chatHidden();
    expect(flag.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('BottomToolbar', () => {
  it('offers back, forward, reload, my orders, product search and chat', async () => {
    const onChat = vi.fn();
    const onReload = vi.fn();
    const { user } = renderShell(<BottomToolbar onChat={onChat} onReload={onReload} />);
    const toolbar = screen.getByRole('navigation', { name: '빠른 메뉴' });
    expect(Array.from(toolbar.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '뒤로',
      '앞으로',
      '새로고침',
      '주문조회',
      '상품검색',
      '채팅 상담',
    ]);
    // A guest's 주문조회 is the guest order lookup, not the member's list behind the login.
    expect(screen.getByRole('link', { name: '주문조회' }).getAttribute('href')).toBe(
      '/shop/my_order_view',
    );
    expect(screen.getByRole('link', { name: '상품검색' }).getAttribute('href')).toBe(
      '/shop/search',
    );
    await user.click(screen.getByRole('button', { name: '채팅 상담' }));
    expect(onChat).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '새로고침' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('sends a member’s 주문조회 to their order list', () => {
    renderShell(<BottomToolbar />, { session: { user: HONG } });
    expect(screen.getByRole('link', { name: '주문조회' }).getAttribute('href')).toBe(
      '/my-page/order',
    );
  });

  it('goes back and forward in the history', async () => {
    const { user } = renderShell(<BottomToolbar />, { route: '/shop/cart' });
    await user.click(screen.getByRole('link', { name: '주문조회' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/my_order_view');
    await user.click(screen.getByRole('button', { name: '뒤로' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/cart');
    await user.click(screen.getByRole('button', { name: '앞으로' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/my_order_view');
  });

  it('leaves the chat button out when chat is off', () => {
    renderShell(<BottomToolbar />);
    expect(screen.queryByRole('button', { name: '채팅 상담' })).toBeNull();
  });

  it('hides while the chat widget is shown and returns when it is hidden', () => {
    const flag = createToolbarVisibility();
    renderShell(<BottomToolbar visibility={flag} onChat={() => {}} />);
    expect(screen.getByRole('navigation', { name: '빠른 메뉴' })).toBeTruthy();
    act(() => flag.chatShown());
    expect(screen.queryByRole('navigation', { name: '빠른 메뉴' })).toBeNull();
    expect((document.querySelector('.atelier-shell-toolbar') as HTMLElement).hidden).toBe(true);
    act(() => flag.chatHidden());
    expect(screen.getByRole('navigation', { name: '빠른 메뉴' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderShell(<BottomToolbar onChat={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
