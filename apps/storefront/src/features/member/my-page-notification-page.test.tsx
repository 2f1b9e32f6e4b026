// @vitest-environment happy-dom
import type { AppNotification } from '@atelier/contracts';
import { selectNotificationCount } from '@atelier/session';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { DEMO_MEMBER, renderPage, type FakeApi } from '../../test/render-page.js';
import MyPageNotificationPage, { createLoader } from './my-page-notification-page.js';

afterEach(cleanup);

function seeded(): AppNotification[] {
  return [
    {
      id: 3,
      title: '주문하신 상품이 발송되었습니다.',
      title_en: 'Your order has shipped.',
      body: null,
      link: '/my-page/order',
      read_at: null,
      created_at: '2026-11-20 10:00:00',
    },
    {
      id: 2,
      title: '신규 회원 쿠폰이 발급되었습니다.',
      title_en: null,
      body: '3,000원 할인',
      link: null,
      read_at: null,
      created_at: '2026-11-18 09:00:00',
    },
    {
      id: 1,
      title: '회원가입을 환영합니다.',
      title_en: null,
      body: null,
      link: null,
      read_at: '2026-11-01 12:00:00',
      created_at: '2026-11-01 11:00:00',
    },
  ];
}

function fakeApi() {
  let items = seeded();
  const api: FakeApi = (call) => {
    const read = /^\/api\/v1\/notification\/(\d+)\/read-at$/.exec(call.url);
    if (read) {
      items = items.map((n) =>
        n.id === Number(read[1]) ? { ...n, read_at: '2026-11-21 10:00:00' } : n,
      );
      return [200, {}];
    }
    if (call.method === 'DELETE' && call.url === '/api/v1/notification/all') {
      items = [];
      return [200, { deleted: 3 }];
    }
    const one = /^\/api\/v1\/notification\/(\d+)$/.exec(call.url);
    if (call.method === 'DELETE' && one) {
      items = items.filter((n) => n.id !== Number(one[1]));
      return [200, { deleted: 1 }];
    }
    if (call.url.startsWith('/api/v1/notification?')) return [200, { data: items }];
    return [404, { message: 'not found' }];
  };
  return api;
}

const session = { user: DEMO_MEMBER, notification_count: 2 };
const lists = (calls: { url: string }[]) =>
  calls.filter((c) => c.url === '/api/v1/notification?mb_id=hong').length;

describe('MyPageNotificationPage', () => {
  test('lists title, date and an unread marker; the loader fetched the list once', async () => {
    const page = renderPage(
      MyPageNotificationPage,
      { path: '/my-page/notification', api: fakeApi(), session },
      createLoader,
    );
    const first = await screen.findByTestId('notification-3');
    expect(first.textContent).toContain('주문하신 상품이 발송되었습니다.');
    expect(first.textContent).toContain('2026-11-20');
    expect(first.className).toContain('atelier-notification--unread');
    expect(screen.getByTestId('notification-1').className).not.toContain('unread');
    expect(screen.getAllByText('읽지 않음')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('읽지 않은 알림 2개');
    expect(lists(page.calls)).toBe(1);
  });

  test('opening one marks it read, reloads the list, updates the badge and follows the link', async () => {
    const page = renderPage(
      MyPageNotificationPage,
      { path: '/my-page/notification', api: fakeApi(), session },
      createLoader,
    );
    fireEvent.click(
      (await screen.findByTestId('notification-3')).querySelector('.atelier-notification__open')!,
    );
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/my-page/order'));
    const urls = page.calls.map((c) => `${c.method} ${c.url}`);
    expect(urls).toEqual([
      'GET /api/v1/notification?mb_id=hong',
      'GET /api/v1/notification/3/read-at',
      'GET /api/v1/notification?mb_id=hong',
    ]);
    expect(selectNotificationCount(page.store.getState())).toBe(1);
  });

  test('delete one asks first, then deletes and reloads', async () => {
    const page = renderPage(
      MyPageNotificationPage,
      { path: '/my-page/notification', api: fakeApi(), session },
      createLoader,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: '신규 회원 쿠폰이 발급되었습니다. 삭제' }),
    );
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '이 알림을 삭제하시겠습니까?',
    );
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByTestId('notification-2')).toBeNull());
    expect(
      page.calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/notification/2'),
    ).toBe(true);
    expect(lists(page.calls)).toBe(2);
    expect(selectNotificationCount(page.store.getState())).toBe(1);
  });

  test('delete all asks first; cancel keeps everything, confirm empties the list', async () => {
    const page = renderPage(
      MyPageNotificationPage,
      { path: '/my-page/notification', api: fakeApi(), session },
      createLoader,
    );
    fireEvent.click(await screen.findByRole('button', { name: '전체 삭제' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      '알림을 모두 삭제하시겠습니까?',
    );
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 2000 });
    expect(page.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('새로운 알림이 없습니다.')).toBeTruthy();
    expect(selectNotificationCount(page.store.getState())).toBe(0);
  });
});
