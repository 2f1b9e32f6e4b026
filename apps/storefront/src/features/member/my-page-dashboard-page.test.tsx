// @vitest-environment happy-dom
import { envelope } from '@atelier/test-utils/order-fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyPageDashboardPage, { createLoader } from './my-page-dashboard-page.js';

afterEach(cleanup);

const member = { user: DEMO_MEMBER, notification_count: 2, coupon_count: 3 };

const api: FakeApi = (call) => {
  if (call.url.startsWith('/api/v1/point')) return [200, { balance: 3000, ...envelope([]) }];
  if (call.url.startsWith('/api/v1/order?'))
    return [
      200,
      envelope([
        {
          od_id: '2026112512345678',
          status: 'awaiting_deposit',
          status_label: '입금대기',
          title: '라벤더 소이 캔들 외 1건',
          thumbnail: null,
          line_count: 2,
          total: 31000,
          currency: 'krw',
          payment_method: 'bank_transfer',
          created_at: '2026-11-25 10:00:00',
        },
      ]),
    ];
  return [200, { message: '로그아웃되었습니다.' }];
};

describe('MyPageDashboardPage', () => {
  test('greets the member by name and shows the session counts and the points balance', async () => {
    renderPage(MyPageDashboardPage, { path: '/my-page', api, session: member }, createLoader);
    expect(
      await screen.findByRole('heading', { level: 1, name: '홍길동님, 안녕하세요.' }),
    ).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('2개');
    expect(screen.getByTestId('coupon-count').textContent).toBe('3장');
    expect(screen.getByTestId('point-balance').textContent).toBe('3,000원');
  });

  test('lists the latest orders, each linking to its detail', async () => {
    renderPage(MyPageDashboardPage, { path: '/my-page', api, session: member }, createLoader);
    const recent = await screen.findByRole('region', { name: '최근 주문' });
    const link = recent.querySelector('a[href="/my-page/order/2026112512345678"]');
    expect(link?.textContent).toContain('라벤더 소이 캔들 외 1건');
    expect(link?.textContent).toContain('31,000원');
    expect(link?.textContent).toContain('입금대기');
  });

  test('links to every member-area section by its route', async () => {
    renderPage(MyPageDashboardPage, { path: '/my-page', api, session: member }, createLoader);
    const nav = await screen.findByRole('navigation', { name: '바로가기' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['주문내역', '/my-page/order']);
    expect(links).toContainEqual(['회원정보 수정', '/my-page/account']);
    expect(links).toContainEqual(['알림', '/my-page/notification']);
    expect(links).toContainEqual(['적립금', '/my-page/point']);
    expect(links).toHaveLength(12);
  });

  test('logout calls the server and loads the home page', async () => {
    const page = renderPage(
      MyPageDashboardPage,
      { path: '/my-page', api, session: member },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(page.navigated).toEqual(['/']));
    expect(page.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/logout',
    ]);
  });
});
