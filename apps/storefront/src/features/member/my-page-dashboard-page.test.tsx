// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage } from '../../test/render-page.js';
import MyPageDashboardPage from './my-page-dashboard-page.js';

afterEach(cleanup);

const member = { user: DEMO_MEMBER, notification_count: 2, coupon_count: 3 };

describe('MyPageDashboardPage', () => {
  test('greets the member by name and shows the session counts', async () => {
    renderPage(MyPageDashboardPage, { path: '/my-page', api: () => [200, {}], session: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: '홍길동님, 안녕하세요.' }),
    ).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('2개');
    expect(screen.getByTestId('coupon-count').textContent).toBe('3장');
  });

  test('links to every member-area section by its route', async () => {
    renderPage(MyPageDashboardPage, { path: '/my-page', api: () => [200, {}], session: member });
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
    const page = renderPage(MyPageDashboardPage, {
      path: '/my-page',
      api: () => [200, { message: '로그아웃되었습니다.' }],
      session: member,
    });
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(page.navigated).toEqual(['/']));
    expect(page.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/logout']);
  });
});
