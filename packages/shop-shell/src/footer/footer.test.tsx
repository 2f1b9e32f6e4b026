import { Footer, MobileFooter } from '@atelier/shop-shell/components';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { HONG } from '@atelier/test-utils/fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { INSTAGRAM, NOTICES } from '../test/fixtures.js';
import { renderShell } from '../test/render-shell.js';
import { COMPANY_INFO } from '../config/company-info.js';
import { instagramPhotos } from './instagram-photos.js';

function noticeSection() {
  return screen
    .getByRole('heading', { name: '공지사항', level: 2 })
    .closest('section') as HTMLElement;
}

describe('Footer', () => {
  it('lists the latest 5 notices: date (first 10 characters of created_at), then title, linking to the notice', () => {
    renderShell(<Footer notices={NOTICES} year={2026} />);
    const items = within(noticeSection()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(
      items.map((li) => {
        const link = within(li).getByRole('link');
        return [
          link.querySelector('time')?.textContent,
          link.textContent,
          link.getAttribute('href'),
        ];
      }),
    ).toEqual([
      ['2026-11-20', '2026-11-20공지 1: 배송 안내', '/customer/notice/100'],
      ['2026-11-19', '2026-11-19공지 2: 배송 안내', '/customer/notice/99'],
      ['2026-11-18', '2026-11-18공지 3: 배송 안내', '/customer/notice/98'],
      ['2026-11-17', '2026-11-17공지 4: 배송 안내', '/customer/notice/97'],
      ['2026-11-16', '2026-11-16공지 5: 배송 안내', '/customer/notice/96'],
    ]);
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20');
    expect(
      within(noticeSection()).getByRole('link', { name: '공지사항 더보기' }).getAttribute('href'),
    ).toBe('/customer/notice');
  });

  it('shows the English notice title on English pages, falling back to the Korean one', () => {
    const notices = [
      { ...NOTICES[0]!, title_en: 'Shipping notice' },
      { ...NOTICES[1]!, title_en: null },
    ];
    renderShell(<Footer notices={notices} year={2026} />, {
      session: { language: 'en', currency: 'usd' },
    });
    const titles = within(noticeSection())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.atelier-shell-footer__notice-title')?.textContent);
    expect(titles).toEqual(['Shipping notice', NOTICES[1]!.title]);
  });

  it('shows both support phones, the hours and the closed days', () => {
    renderShell(<Footer notices={[]} />);
    const support = screen.getByRole('region', { name: '고객상담' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['1800-8914', 'tel:18008914'],
      ['032-672-8914', 'tel:0326728914'],
    ]);
    expect(support.textContent).toContain('평일10:00-18:00');
    expect(support.textContent).toContain('점심시간12:00-13:00');
    expect(support.textContent).toContain('주말·공휴일 휴무');
  });

  it('shows the 무통장입금 account and the offline-store button', () => {
    renderShell(<Footer notices={[]} />);
    const bank = screen
      .getByRole('heading', { name: '무통장입금 계좌' })
      .closest('section') as HTMLElement;
    expect(bank.textContent).toContain('기업은행 000-000000-00-000');
    expect(bank.textContent).toContain('예금주 (주)아틀리에');
    expect(
      within(bank).getByRole('link', { name: '오프라인 매장 안내' }).getAttribute('href'),
    ).toBe('/contents/store');
  });

  it('shows the legal block: 상호, 대표자, 사업자등록번호 with the FTC check, 통신판매업, 개인정보 보호책임자, escrow', () => {
    renderShell(<Footer notices={[]} year={2026} />);
    const legal = screen.getByRole('region', { name: '사업자 정보' });
    const rows = Array.from(legal.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.firstChild?.textContent,
    ]);
    expect(rows).toEqual([
      ['상호', COMPANY_INFO.name],
      ['대표자', COMPANY_INFO.ceo],
      ['사업자등록번호', COMPANY_INFO.businessNumber],
      ['통신판매업 신고번호', COMPANY_INFO.mailOrderNumber],
      ['주소', COMPANY_INFO.address],
      ['개인정보 보호책임자', COMPANY_INFO.privacyOfficer],
      ['이메일', COMPANY_INFO.email],
      ['호스팅 서비스 제공자', COMPANY_INFO.hostingProvider],
    ]);
    expect(within(legal).getByRole('link', { name: '사업자정보확인' }).getAttribute('href')).toBe(
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890',
    );
    expect(legal.textContent).toContain('구매안전서비스');
    expect(legal.textContent).toContain(
      '토스페이먼츠의 구매안전(에스크로) 서비스를 이용하실 수 있습니다.',
    );
    expect(within(legal).getByRole('link', { name: '서비스 가입사실 확인' })).toBeTruthy();
    expect(legal.textContent).toContain('ⓒ 2007–2026 ATELIER. All rights reserved.');
  });

  it('links a member’s 주문내역 to their order list', () => {
    renderShell(<Footer notices={[]} />, { session: { user: HONG } });
    const orders = within(screen.getByRole('navigation', { name: '나의 주문' })).getByRole('link', {
      name: '주문내역',
    });
    expect(orders.getAttribute('href')).toBe('/my-page/order');
  });

  it('uses the current year in the copyright by default', () => {
    renderShell(<Footer notices={[]} />);
    expect(screen.getByRole('region', { name: '사업자 정보' }).textContent).toContain(
      `ⓒ 2007–${new Date().getFullYear()} ATELIER`,
    );
  });

  it('has the My Order, Customer Center and Company columns and the social links', () => {
    renderShell(<Footer notices={[]} />);
    const column = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(column('나의 주문')).toEqual(['/shop/my_order_view', '/shop/cart', '/my-page']);
    expect(
      within(screen.getByRole('navigation', { name: '나의 주문' })).getByRole('link', {
        name: '주문조회',
      }),
    ).toBeTruthy();
    expect(column('고객센터')).toEqual([
      '/customer/notice',
      '/customer/faq',
      '/customer/product-review',
      '/customer/product-inquiry',
      '/customer/shipment-cost',
      '/customer/wholesale-apply',
      '/customer/dealer-apply',
    ]);
    expect(column('회사')).toEqual([
      '/contents/company',
      '/contents/store',
      '/contents/privacy?doc=terms',
      '/contents/privacy',
    ]);
    const social = within(screen.getByRole('list', { name: '소셜 미디어' })).getAllByRole('link');
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      '인스타그램',
      '유튜브',
      '블로그',
      '카카오톡 채널',
    ]);
    expect(social.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
  });

  it('shows the company block and bank account in English on English pages, labels included', () => {
    const english: Record<string, string> = {
      '무통장입금 계좌': 'Bank transfer',
      예금주: 'Account holder',
      '사업자 정보': 'Business information',
      상호: 'Company',
      대표자: 'CEO',
      사업자등록번호: 'Business registration no.',
      '통신판매업 신고번호': 'Mail-order business no.',
      주소: 'Address',
      '개인정보 보호책임자': 'Privacy officer',
      이메일: 'Email',
      '호스팅 서비스 제공자': 'Hosting provider',
      '고객님의 안전한 거래를 위해 현금 등으로 결제 시 저희 쇼핑몰에서 가입한 {name}의 구매안전(에스크로) 서비스를 이용하실 수 있습니다.':
        'For your safety, cash payments can use the escrow service of {name} that this shop has joined.',
    };
    renderShell(<Footer notices={[]} year={2026} />, {
      session: { language: 'en', currency: 'usd' },
      shell: { translate: (phrase) => english[phrase] ?? phrase },
    });
    const bank = screen
      .getByRole('heading', { name: 'Bank transfer' })
      .closest('section') as HTMLElement;
    expect(bank.textContent).toContain('Industrial Bank of Korea (IBK) 000-000000-00-000');
    expect(bank.textContent).toContain('Account holder Atelier Co., Ltd.');
    const legal = screen.getByRole('region', { name: 'Business information' });
    const rows = Array.from(legal.querySelectorAll('dt')).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.firstChild?.textContent,
    ]);
    expect(rows).toEqual([
      ['Company', 'Atelier Co., Ltd.'],
      ['CEO', 'Haneul Kim'],
      ['Business registration no.', '123-45-67890'],
      ['Mail-order business no.', 'No. 2026-Gyeonggi Bucheon-0000'],
      ['Address', '3F, 000 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do 14544, Republic of Korea'],
      ['Privacy officer', 'Seoyeon Park'],
      ['Email', COMPANY_INFO.email],
      ['Hosting provider', 'Atelier Co., Ltd.'],
    ]);
    expect(legal.textContent).toContain(
      'the escrow service of Toss Payments that this shop has joined.',
    );
    for (const korean of [
      '(주)아틀리에',
      '김하늘',
      '기업은행',
      '경기도',
      '박서연',
      '토스페이먼츠',
    ]) {
      expect(document.body.textContent).not.toContain(korean);
    }
  });

  it('shows the English company values in the mobile footer too, and keeps Korean pages Korean', () => {
    const { unmount } = renderShell(<MobileFooter notices={[]} instagram={[]} />, {
      session: { language: 'en', currency: 'usd' },
    });
    const legal = screen.getByRole('region', { name: '사업자 정보' });
    expect(legal.textContent).toContain('Atelier Co., Ltd.');
    expect(legal.textContent).toContain('Haneul Kim');
    expect(document.body.textContent).toContain('Industrial Bank of Korea (IBK)');
    unmount();
    renderShell(<MobileFooter notices={[]} instagram={[]} />);
    expect(document.body.textContent).toContain('기업은행 000-000000-00-000');
    expect(screen.getByRole('region', { name: '사업자 정보' }).textContent).toContain('김하늘');
    expect(document.body.textContent).not.toContain('Atelier Co., Ltd.');
  });

  it('takes the operator’s company values', () => {
    renderShell(
      <Footer notices={[]} company={{ ...COMPANY_INFO, ceo: '홍길동', phones: ['02-000-0000'] }} />,
    );
    expect(screen.getByRole('region', { name: '사업자 정보' }).textContent).toContain('홍길동');
    expect(screen.getByRole('link', { name: '02-000-0000' }).getAttribute('href')).toBe(
      'tel:020000000',
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderShell(<Footer notices={NOTICES} />);
    await expectNoAxeViolations(container);
  });
});

describe('MobileFooter', () => {
  it('shows an Instagram strip of jpeg/jpg photos only, at most 6, each opening its post', () => {
    renderShell(<MobileFooter notices={NOTICES} instagram={INSTAGRAM} />);
    const strip = screen.getByRole('region', { name: '인스타그램' });
    const links = within(strip.querySelector('ul') as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.instagram.com/p/a/',
      'https://www.instagram.com/p/b/',
      'https://www.instagram.com/p/c/',
      'https://www.instagram.com/p/d/',
      'https://www.instagram.com/p/e/',
      'https://www.instagram.com/p/f/',
    ]);
    expect(links[0]?.querySelector('img')?.getAttribute('alt')).toBe('작업대');
    expect(links[1]?.querySelector('img')?.getAttribute('alt')).toBe('인스타그램 2');
    expect(strip.textContent).not.toContain('릴스');
  });

  it('gives the photos English alt text on English pages: the English caption, else a numbered label', () => {
    const items = INSTAGRAM.map((item, i) =>
      i === 0 ? { ...item, caption_en: 'Workbench' } : item,
    );
    renderShell(<MobileFooter notices={NOTICES} instagram={items} />, {
      session: { language: 'en', currency: 'usd' },
    });
    const images = [...document.querySelectorAll('.atelier-shell-instagram__item img')];
    expect(images[0]?.getAttribute('alt')).toBe('Workbench');
    // No English caption: the numbered label (translated by the app), never the Korean caption.
    const captions = new Set(INSTAGRAM.map((item) => item.caption));
    expect(images.slice(1).some((img) => captions.has(img.getAttribute('alt')))).toBe(false);
    expect(images[1]?.getAttribute('alt')).toBe('인스타그램 2');
  });

  it('renders no strip without photos, and keeps the rest of the footer', () => {
    renderShell(<MobileFooter notices={NOTICES} instagram={[INSTAGRAM[1]!, INSTAGRAM[3]!]} />);
    expect(screen.queryByRole('region', { name: '인스타그램' })).toBeNull();
    expect(within(noticeSection()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: '사업자 정보' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1800-8914' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderShell(<MobileFooter notices={NOTICES} instagram={INSTAGRAM} />);
    await expectNoAxeViolations(container);
  });
});

describe('instagramPhotos', () => {
  it('keeps media URLs containing jpeg or jpg (any case), in order, at most 6', () => {
    expect(instagramPhotos(INSTAGRAM).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(instagramPhotos(INSTAGRAM, 2).map((i) => i.id)).toEqual(['a', 'b']);
    expect(instagramPhotos([{ id: 'x', media_url: '/x.webp', permalink: '' }])).toEqual([]);
  });
});
