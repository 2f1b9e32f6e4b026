import type { CmsBannerData } from '@atelier/cms-renderer';
import { DEFAULT_SHELL_LINKS, SHOP_SHELL_LABELS_KO } from '@atelier/shop-shell';
import { DesktopHeader, Footer, Icon, MobileHeader } from '@atelier/shop-shell/components';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderShell } from '../test/render-shell.js';
import { ICON_NAMES } from '../shared/icon.js';
import { ShellLink } from '../shared/shell-link.js';
import { isExternalLink } from './shell-links.js';
import { createShopShellConfig } from './shop-shell-provider.js';

describe('ShopShellProvider', () => {
  it('passes every Korean default through translate, with explicit labels winning', () => {
    const english: Record<string, string> = {
      장바구니: 'Cart',
      '메뉴 열기': 'Open menu',
      알림: 'Notifications',
    };
    renderShell(<MobileHeader menuOpen={false} onMenuOpen={() => {}} />, {
      shell: { translate: (phrase) => english[phrase] ?? phrase, labels: { cart: 'Bag' } },
    });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bag' })).toBeTruthy();
  });

  it('passes the CMS banners’ texts of both headers through translate, and leaves them as written without it', async () => {
    const banner: CmsBannerData = {
      id: 'shell-top',
      closable: false,
      template: [
        {
          id: 'b',
          tag: 'p',
          option: {
            props: { innerText: '지금 회원가입하면 3,000원 적립금을 바로 드려요', title: '적립금' },
          },
        },
      ],
    };
    const english: Record<string, string> = {
      '지금 회원가입하면 3,000원 적립금을 바로 드려요':
        'Join today and get ₩3,000 in points right away',
      적립금: 'Points',
    };
    const { unmount } = renderShell(
      <>
        <MobileHeader menuOpen={false} onMenuOpen={() => {}} topBanner={banner} />
        <DesktopHeader categories={[]} topBanner={banner} banner={null} />
      </>,
      {
        session: { language: 'en', currency: 'usd' },
        shell: { translate: (phrase) => english[phrase] ?? phrase },
      },
    );
    const texts = () =>
      Array.from(document.querySelectorAll('[data-banner-id="shell-top"] p')).map((p) => [
        p.textContent,
        p.getAttribute('title'),
      ]);
    // The CMS renderer loads on first use (header-top-banner.tsx).
    await waitFor(() =>
      expect(texts()).toEqual([
        ['Join today and get ₩3,000 in points right away', 'Points'],
        ['Join today and get ₩3,000 in points right away', 'Points'],
      ]),
    );
    unmount();
    renderShell(<MobileHeader menuOpen={false} onMenuOpen={() => {}} topBanner={banner} />);
    await waitFor(() =>
      expect(texts()).toEqual([['지금 회원가입하면 3,000원 적립금을 바로 드려요', '적립금']]),
    );
  });

  it('takes the app’s links (e.g. the TSSA app pointing home at /tssa/main)', () => {
    renderShell(
      <Footer
        notices={[
          { id: 7, title: '휴무 안내', created_at: '2026-12-24 09:00:00', is_pinned: false },
        ]}
      />,
      {
        shell: {
          links: {
            noticeShow: (id) => `/tssa/notice/${id}`,
            cart: 'https://atelier.example/shop/cart',
          },
        },
      },
    );
    const notice = screen.getByRole('link', { name: /휴무 안내/ });
    expect(notice.getAttribute('href')).toBe('/tssa/notice/7');
    const cart = screen.getByRole('link', { name: '장바구니' });
    expect(cart.getAttribute('href')).toBe('https://atelier.example/shop/cart');
    expect(cart.getAttribute('target')).toBeNull();
  });

  it('builds the configuration outside React too', () => {
    const config = createShopShellConfig({
      iconBasePath: '/static/icons/',
      translate: (p) => `[${p}]`,
    });
    expect(config.iconBasePath).toBe('/static/icons');
    expect(config.labels.viewAll).toBe('[전체보기]');
    expect(config.sessionLabels.languageChangeConfirm).toBe('[언어를 변경하시겠습니까?]');
    expect(config.links).toEqual(DEFAULT_SHELL_LINKS);
    expect(createShopShellConfig().labels).toEqual(SHOP_SHELL_LABELS_KO);
    expect(config.translate('장바구니')).toBe('[장바구니]');
    expect(createShopShellConfig().translate('장바구니')).toBe('장바구니');
  });
});

describe('links', () => {
  it('builds the storefront’s paths', () => {
    expect(DEFAULT_SHELL_LINKS.category(12)).toBe('/shop/category/12');
    expect(DEFAULT_SHELL_LINKS.noticeShow(3)).toBe('/customer/notice/3');
    expect(DEFAULT_SHELL_LINKS.productSearch('우드 윅')).toBe(
      '/shop/search?keyword=%EC%9A%B0%EB%93%9C+%EC%9C%85',
    );
    expect(DEFAULT_SHELL_LINKS.contentSelect).toBe('/contents/select/1?last=true');
  });

  it("treats the other apps' paths and absolute URLs as external: full page loads, not router links", async () => {
    expect(isExternalLink('/tssa', ['/tssa'])).toBe(true);
    expect(isExternalLink('/tssa/studio?x=1', ['/tssa'])).toBe(true);
    expect(isExternalLink('/tssa/studio')).toBe(false);
    expect(isExternalLink('/tssaxyz', ['/tssa'])).toBe(false);
    expect(isExternalLink('https://pf.kakao.com/_x')).toBe(true);
    expect(isExternalLink('//cdn.example/x')).toBe(true);
    expect(isExternalLink('/shop/cart', ['/tssa'])).toBe(false);

    const { user } = renderShell(
      <>
        <ShellLink to="/shop/cart">cart</ShellLink>
        <ShellLink to="/tssa/main">tssa</ShellLink>
      </>,
      { shell: { otherApps: ['/tssa'] } },
    );
    await user.click(screen.getByRole('link', { name: 'cart' }));
    expect(screen.getByTestId('location').textContent).toBe('/shop/cart');
    expect(screen.getByRole('link', { name: 'tssa' }).getAttribute('target')).toBeNull();
  });
});

describe('Icon', () => {
  it('loads /images/icons/{name}.svg, hidden from assistive technology', () => {
    const { container } = renderShell(<Icon name="bell" size={20} />);
    const icon = container.querySelector('[data-icon="bell"]') as HTMLElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.style.getPropertyValue('--atelier-shell-icon')).toBe(
      'url("/images/icons/bell.svg")',
    );
    expect(icon.style.width).toBe('20px');
    expect(ICON_NAMES).toHaveLength(19);
  });
});
